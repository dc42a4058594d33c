/**
 * The runtime folder of one server (what its Docker image holds under /app), docs/decisions/043:
 *   1. `pnpm deploy --prod` of the app: its production dependency tree at the lockfile's exact versions, flat
 *      (node-linker=hoisted, so a package the bundle imports is found from dist/ whichever workspace package
 *      declared it);
 *   2. pruned to what the bundle can reach: the packages it imports plus their dependencies, read from each
 *      package.json. The rest goes: the @portal/* sources (already in the bundle), other apps' code, and
 *      build-time tools that workspace packages declare for their scripts (the prisma CLI, tsx);
 *   3. checked: every import left in the bundle must resolve from dist/ as Node resolves it.
 */
import { execFile } from "node:child_process";
import { lstat, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** `pnpm deploy --prod` into `target` (created fresh), offline: every package comes from the store. */
export async function pnpmDeploy(repoRoot: string, packageName: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await run(
    "pnpm",
    [
      "--filter",
      packageName,
      "--prod",
      "deploy",
      // deploy's lockfile-exact mode needs injected workspace packages; only this command gets them, the
      // workspace keeps its symlinks for development.
      "--config.inject-workspace-packages=true",
      "--config.node-linker=hoisted",
      "--offline",
      target,
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: "true" } },
  );
}

/** Node's lookup: node_modules/<name> in `fromDir`, then in each parent up to (and including) `rootDir`. */
async function findPackage(name: string, fromDir: string, rootDir: string): Promise<string | null> {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, "node_modules", name);
    if (await readManifest(candidate)) return candidate;
    if (dir === rootDir) return null;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Package folders reachable from `roots` (package names imported by code in `rootDir`): each one's dependencies,
 * optional dependencies that are installed and required peers. Optional peers are left out: a package works
 * without them, and if the bundle used one it would be among the roots.
 */
export async function reachablePackages(rootDir: string, roots: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue: { name: string; from: string; optional: boolean }[] = roots.map((name) => ({
    name,
    from: rootDir,
    optional: false,
  }));
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift()!;
    const dir = await findPackage(name, from, rootDir);
    if (!dir) {
      if (!optional) missing.push(`${name} (needed from ${path.relative(rootDir, from) || "."})`);
      continue;
    }
    if (seen.has(dir)) continue;
    seen.add(dir);
    const m = (await readManifest(dir))!;
    const optionalPeers = new Set(
      Object.entries(m.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([peer]) => peer),
    );
    for (const dep of Object.keys(m.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false });
    for (const dep of Object.keys(m.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, optional: true });
    for (const dep of Object.keys(m.peerDependencies ?? {})) {
      if (!optionalPeers.has(dep)) queue.push({ name: dep, from: dir, optional: false });
    }
  }
  if (missing.length > 0) throw new Error(`packages not installed by the deploy: ${missing.join(", ")}`);
  return seen;
}

/** Every package folder under `nodeModules` (scoped and nested ones included). */
async function installedPackages(nodeModules: string): Promise<string[]> {
  const found: string[] = [];
  let entries: string[];
  try {
    entries = await readdir(nodeModules);
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.startsWith(".")) continue;
    const dirs = entry.startsWith("@")
      ? (await readdir(path.join(nodeModules, entry))).map((sub) => path.join(nodeModules, entry, sub))
      : [path.join(nodeModules, entry)];
    for (const dir of dirs) {
      found.push(dir);
      found.push(...(await installedPackages(path.join(dir, "node_modules"))));
    }
  }
  return found;
}

export interface PruneResult {
  kept: number;
  removed: string[];
}

/** Deletes every installed package that `keep` does not hold. */
export async function pruneNodeModules(rootDir: string, keep: Set<string>): Promise<PruneResult> {
  const nodeModules = path.join(rootDir, "node_modules");
  const removed: string[] = [];
  for (const dir of await installedPackages(nodeModules)) {
    if (keep.has(dir)) continue;
    // A kept package never lives inside a removed one: findPackage only descends into the folders it kept.
    await rm(dir, { recursive: true, force: true });
    removed.push(path.relative(nodeModules, dir));
  }
  // Bin links (nothing runs them) and pnpm's records of the tree before the prune.
  for (const meta of [".bin", ".pnpm", ".modules.yaml"]) {
    await rm(path.join(nodeModules, meta), { recursive: true, force: true });
  }
  // Empty scope folders left behind.
  for (const entry of await readdir(nodeModules)) {
    if (entry.startsWith("@") && (await readdir(path.join(nodeModules, entry))).length === 0) {
      await rm(path.join(nodeModules, entry), { recursive: true, force: true });
    }
  }
  return { kept: keep.size, removed: removed.sort() };
}

/**
 * Resolves every specifier as the bundle will at run time (ESM resolution from a module in `distDir`, in a
 * separate Node process). Throws listing the ones that fail.
 */
export async function checkResolvable(distDir: string, specifiers: string[]): Promise<void> {
  const probe = path.join(distDir, `.resolve-probe-${process.pid}.mjs`);
  await writeFile(
    probe,
    `const failed = [];
for (const s of ${JSON.stringify(specifiers)}) { try { import.meta.resolve(s); } catch (e) { failed.push(s + ": " + e.message); } }
if (failed.length) { console.error(failed.join("\\n")); process.exit(1); }
`,
  );
  try {
    await run(process.execPath, [probe]);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? String(err);
    throw new Error(`imports of the bundle that do not resolve from ${distDir}:\n${stderr}`);
  } finally {
    await rm(probe, { force: true });
  }
}

/** The runtime folder's package.json: what Node needs (ES modules) and where the bundle came from. */
export async function writeRuntimeManifest(dir: string, name: string, version: string, main: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const manifest = { name, version, private: true, type: "module", main };
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Bytes of the files under `dir` (apparent sizes, each hard-linked file once): what an image layer holds. */
export async function treeBytes(dir: string): Promise<{ bytes: number; files: number }> {
  const inodes = new Set<number>();
  let bytes = 0;
  let files = 0;
  const walk = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) {
        await walk(p);
        continue;
      }
      const st = await lstat(p);
      if (inodes.has(st.ino)) continue;
      inodes.add(st.ino);
      bytes += st.size;
      files += 1;
    }
  };
  await walk(dir);
  return { bytes, files };
}
