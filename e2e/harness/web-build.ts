import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
/** apps/web of this checkout; BENCH_WEB_DIR points a benchmark at another checkout's (a baseline). */
export const WEB_DIR =
  process.env.BENCH_WEB_DIR || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web");

/** Builds apps/web with its API base baked in (VITE_API_URL), into outDir. */
export async function buildWeb(apiUrl: string, outDir: string): Promise<void> {
  await run(
    path.join(WEB_DIR, "node_modules/.bin/vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    {
      cwd: WEB_DIR,
      // vitest sets NODE_ENV=test, which Vite would keep: React's development build (jsx-dev-runtime, a 640 KB
      // react-dom) instead of what users get.
      env: { ...process.env, NODE_ENV: "production", VITE_API_URL: apiUrl },
      maxBuffer: 20 * 1024 * 1024,
    },
  );
}
