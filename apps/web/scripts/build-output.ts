/**
 * What a production build leaves in its folder (decision 062): the served folder holds no source maps (they go to a
 * sibling folder kept for error reports), and every text file of it has a brotli (.br) and a gzip (.gz) twin, made
 * once at build time at the highest levels, that the start script's server (serve.ts) and nginx send to a browser
 * that accepts them.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions sent compressed; images, fonts and audio are compressed formats already. */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".ico"]);

/** The folder a build's source maps go to: beside the served folder, never inside it. */
export const sourcemapsDirOf = (outDir: string) => `${path.resolve(outDir)}-sourcemaps`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Moves every `.map` of outDir into `sourcemapsDirOf(outDir)` (same relative paths); returns how many. */
export async function moveSourceMaps(outDir: string): Promise<number> {
  const target = sourcemapsDirOf(outDir);
  await rm(target, { recursive: true, force: true });
  const maps = (await filesUnder(outDir)).filter((f) => f.endsWith(".map"));
  for (const file of maps) {
    const to = path.join(target, path.relative(outDir, file));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(file, to);
  }
  return maps.length;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of outDir, even a small
 * one: a server may then pick the twin by the request's Accept-Encoding alone (nginx cannot ask whether it exists).
 */
export async function precompress(outDir: string): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.has(path.extname(f)));
  const total = { files: files.length, raw: 0, br: 0, gz: 0 };
  // zlib's async calls run on libuv's threadpool: a few at a time keeps every core busy.
  const queue = [...files];
  const work = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const body = await readFile(file);
      const info = await stat(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: info.size,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      total.raw += body.length;
      total.br += br.length;
      total.gz += gz.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return total;
}

/** Vite plugin: after the files are written, maps out of the served folder, then the compressed twins. */
export function buildOutput(): { name: string; apply: "build"; writeBundle(options: { dir?: string }): Promise<void> } {
  return {
    name: "portal:build-output",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      await moveSourceMaps(options.dir);
      await precompress(options.dir);
    },
  };
}
