/**
 * Production build of the servers (docs/decisions/043-production-build.md), the same steps the Dockerfile's
 * server-build stage runs. For each target, <out>/<target>/ becomes what its image holds under /app:
 *   dist/<entry>.js (+ .map)   the entry point bundled to plain JS, workspace packages included
 *   node_modules/              `pnpm deploy --prod` of the app, pruned to what the bundle imports
 *   package.json               { "type": "module" } and the app's name and version
 * Run it with: node --enable-source-maps dist/server.js (api) or dist/main.js (worker), from that folder.
 *
 *   pnpm build:prod [api] [worker] [--out=DIR]      (default: both, into .data/prod)
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { type BundleResult, bundle } from "./build/bundle.ts";
import {
  checkResolvable,
  pnpmDeploy,
  pruneNodeModules,
  reachablePackages,
  treeBytes,
  writeRuntimeManifest,
} from "./build/deploy.ts";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

/** What gets built: an app's package and its entry point (everything else is found from there). */
export const TARGETS = {
  api: { packageName: "@portal/api", appDir: "apps/api", entry: "src/server.ts" },
  worker: { packageName: "@portal/worker", appDir: "apps/worker", entry: "src/main.ts" },
} as const;
export type TargetName = keyof typeof TARGETS;

export interface TargetBuild {
  target: TargetName;
  dir: string;
  /** dist/<entry>.js relative to dir. */
  main: string;
  bundle: BundleResult;
  bundleBytes: number;
  /** node_modules as `pnpm deploy --prod` left it, before the prune. */
  deployedBytes: number;
  nodeModulesBytes: number;
  packagesKept: number;
  packagesRemoved: number;
  bytes: number;
  files: number;
  ms: { deploy: number; bundle: number; prune: number; total: number };
}

export async function buildTarget(target: TargetName, outDir: string): Promise<TargetBuild> {
  const spec = TARGETS[target];
  const dir = path.resolve(outDir, target);
  const t0 = performance.now();

  await pnpmDeploy(REPO_ROOT, spec.packageName, dir);
  // The deploy copies the app's files (TypeScript source, tests, configs): only its node_modules is kept.
  for (const entry of await readdir(dir)) {
    if (entry !== "node_modules") await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  const deployed = await treeBytes(path.join(dir, "node_modules"));
  const t1 = performance.now();

  const distDir = path.join(dir, "dist");
  const bundled = await bundle(path.join(REPO_ROOT, spec.appDir, spec.entry), distDir);
  const t2 = performance.now();

  const keep = await reachablePackages(dir, bundled.packages);
  const pruned = await pruneNodeModules(dir, keep);
  const appManifest = JSON.parse(await readFile(path.join(REPO_ROOT, spec.appDir, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  const main = path.relative(dir, bundled.outfile);
  await writeRuntimeManifest(dir, appManifest.name, appManifest.version, main);
  await checkResolvable(distDir, bundled.specifiers);
  const t3 = performance.now();

  const size = await treeBytes(dir);
  return {
    target,
    dir,
    main,
    bundle: bundled,
    bundleBytes: (await treeBytes(distDir)).bytes,
    deployedBytes: deployed.bytes,
    nodeModulesBytes: (await treeBytes(path.join(dir, "node_modules"))).bytes,
    packagesKept: pruned.kept,
    packagesRemoved: pruned.removed.length,
    bytes: size.bytes,
    files: size.files,
    ms: {
      deploy: Math.round(t1 - t0),
      bundle: Math.round(t2 - t1),
      prune: Math.round(t3 - t2),
      total: Math.round(t3 - t0),
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function describe(b: TargetBuild): string {
  return (
    `${b.target}: ${path.relative(process.cwd(), b.dir) || "."}  ${mb(b.bytes)} in ${b.files} files ` +
    `(bundle ${mb(b.bundleBytes)} from ${b.bundle.inputs} sources; ${b.packagesKept} packages kept, ` +
    `${b.packagesRemoved} pruned) in ${b.ms.total} ms\n  run: node --enable-source-maps ${b.main}`
  );
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const outArg = args.find((a) => a.startsWith("--out="));
  const outDir = path.resolve(outArg ? outArg.slice("--out=".length) : path.join(REPO_ROOT, ".data/prod"));
  const named = args.filter((a) => !a.startsWith("--"));
  const unknown = named.filter((n) => !(n in TARGETS));
  if (unknown.length > 0) {
    console.error(`unknown target(s) ${unknown.join(", ")}; known: ${Object.keys(TARGETS).join(", ")}`);
    process.exit(2);
  }
  const targets = (named.length > 0 ? named : Object.keys(TARGETS)) as TargetName[];
  for (const target of targets) console.log(describe(await buildTarget(target, outDir)));
}
