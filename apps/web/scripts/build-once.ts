/**
 * Builds the portal for `bash scripts/start.sh` only when its inputs changed (decision 034): a sha256 of the web
 * sources, the contracts package, the lockfile and the baked VITE_API_URL is stored beside the build and compared
 * on the next start.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Directories never hashed: dependencies, outputs, and files the build itself regenerates. */
const SKIP = new Set(["node_modules", "dist", "dist-sourcemaps", ".turbo", "coverage", "routeTree.gen.ts"]);

function filesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Hash of everything the build depends on. */
export function webInputsHash(repoRoot: string, apiUrl: string): string {
  const hash = createHash("sha256");
  hash.update(`VITE_API_URL=${apiUrl}\n`);
  const inputs = [
    ...filesUnder(path.join(repoRoot, "apps/web")),
    ...filesUnder(path.join(repoRoot, "packages/contracts")),
    path.join(repoRoot, "pnpm-lock.yaml"),
  ];
  for (const file of inputs) {
    hash.update(`${path.relative(repoRoot, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

export interface WebBuild {
  outDir: string;
  /** false: the previous build was reused. */
  built: boolean;
}

/** Builds apps/web into outDir with apiUrl baked in, unless the build there has the same inputs. */
export function ensureWebBuild(repoRoot: string, outDir: string, apiUrl: string): WebBuild {
  const stampFile = `${outDir}.sha256`;
  const wanted = webInputsHash(repoRoot, apiUrl);
  const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (current === wanted && existsSync(path.join(outDir, "index.html"))) return { outDir, built: false };
  const r = spawnSync(
    "pnpm",
    ["--filter", "@portal/web", "exec", "vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: repoRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", VITE_API_URL: apiUrl } },
  );
  if (r.status !== 0) throw new Error("web build failed");
  writeFileSync(stampFile, `${wanted}\n`);
  return { outDir, built: true };
}
