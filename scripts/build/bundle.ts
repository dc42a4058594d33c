/**
 * Bundles a server entry point (apps/api/src/server.ts, apps/worker/src/main.ts) into one plain-JS ES module
 * (docs/decisions/043-production-build.md). Workspace packages (@portal/*) are TypeScript source: they go into
 * the bundle, whatever files they have. Every other package stays an import of node_modules (native bcrypt,
 * the Prisma runtime, fastify...): the deploy step installs exactly those.
 *
 *   tsx scripts/build/bundle.ts src/server.ts [--outdir dist]     (from the app's folder: its "build" script)
 */
import { rm } from "node:fs/promises";
import { isBuiltin } from "node:module";
import path from "node:path";
import { build } from "esbuild";

/** Bundled, not installed: the workspace's own packages (their exports point at .ts source). */
export const BUNDLED_PACKAGE = /^@portal\/|^@prisma\/client\/runtime\//;

export interface BundleResult {
  /** The written entry file (e.g. dist/server.js). */
  outfile: string;
  /** Third-party packages the bundle imports at run time (names, not subpaths), sorted. */
  packages: string[];
  /** Every bare import specifier left in the bundle, subpaths included (what must resolve at run time). */
  specifiers: string[];
  /** Source files that went into the bundle. */
  inputs: number;
}

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

export async function bundle(entry: string, outdir: string): Promise<BundleResult> {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [entry],
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Source maps for readable stack traces (the images run node --enable-source-maps); no sources inside.
    sourcemap: "linked",
    sourcesContent: false,
    // Top-level names that collide across files get renamed by the bundler: keep the original class and function
    // names (error classes are logged and compared by name).
    keepNames: true,
    metafile: true,
    logLevel: "warning",
    // CommonJS code inside the bundle (Prisma's runtime) requires its own dependencies: give it Node's require.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
    },
    plugins: [
      {
        name: "workspace-bundled-node-modules-external",
        setup(b) {
          // Bare specifiers only (relative and absolute paths are source files and get bundled).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            BUNDLED_PACKAGE.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const specifiers = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) specifiers.add(imported.path);
    }
  }
  const sorted = [...specifiers].sort();
  return {
    outfile: path.join(outdir, `${path.basename(entry, path.extname(entry))}.js`),
    packages: [...new Set(sorted.map(packageNameOf))].sort(),
    specifiers: sorted,
    inputs: Object.keys(result.metafile.inputs).length,
  };
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const entry = args.find((a) => !a.startsWith("--"));
  const outdirArg = args.find((a) => a.startsWith("--outdir="));
  if (!entry) {
    console.error("usage: tsx scripts/build/bundle.ts <entry.ts> [--outdir=dist]");
    process.exit(2);
  }
  const t0 = performance.now();
  const r = await bundle(entry, outdirArg ? outdirArg.slice("--outdir=".length) : "dist");
  console.log(
    `${r.outfile}: ${r.inputs} source files in ${Math.round(performance.now() - t0)} ms; ` +
      `imports ${r.packages.length} packages: ${r.packages.join(", ")}`,
  );
}
