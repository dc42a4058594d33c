/** The image before decision 043, reproduced: the old Dockerfile "server" stage (tracked files + production deps). */
import { execFile, spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { promisify } from "node:util";
import { REPO_ROOT } from "../../scripts/build-prod.ts";

const run = promisify(execFile);

/** The old server stage: tracked files + production dependencies of api and worker (and what they import). */
export async function reproduceBefore(dir: string): Promise<number> {
  const t0 = performance.now();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Tracked files as in the working tree (the build context: .dockerignore drops untracked data and results).
  const { stdout } = await run("git", ["ls-files", "-z"], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  const files = stdout.split("\0").filter((f) => f && !f.startsWith("bench/results/"));
  const tar = spawn("tar", ["-cf", "-", "--null", "-T", "-"], { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "inherit"] });
  const untar = spawn("tar", ["-xf", "-"], { cwd: dir, stdio: ["pipe", "inherit", "inherit"] });
  tar.stdout.pipe(untar.stdin);
  tar.stdin.end(files.join("\0"));
  await new Promise<void>((resolve, reject) =>
    untar.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${code}`)))),
  );
  await run(
    "pnpm",
    [
      "install",
      "--frozen-lockfile",
      "--offline",
      "--prod",
      "--filter",
      "@portal/api...",
      "--filter",
      "@portal/worker...",
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: "true" } },
  );
  return Math.round(performance.now() - t0);
}
