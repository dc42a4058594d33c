import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (`build.manifest`, dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  files: number;
  js: number;
  css: number;
  raw: number;
  /** node:zlib gzip at level 9, file by file (what a server with static gzip sends). */
  gzip: number;
}

/**
 * A screen's first load with an empty cache: what index.html loads (the entry, its static imports, its CSS), then the
 * split component chunk of every route file the URL matches (layouts included) with their static imports and CSS.
 * Imports a screen makes only when something happens (a dialog opened) are not part of it.
 */
export const ROUTES: ReadonlyArray<{ path: string; files: string[] }> = [
  { path: "index.html", files: [] },
  { path: "/login", files: ["_public.tsx", "_public/login/index.tsx"] },
  { path: "/leads", files: ["_app.tsx", "_app/leads/index.tsx"] },
  { path: "/leads/$leadId", files: ["_app.tsx", "_app/leads/$leadId.tsx"] },
  { path: "/mirror", files: ["_app.tsx", "_app/mirror.tsx"] },
  { path: "/stand/board", files: ["_app.tsx", "_app/stand/board.tsx"] },
  { path: "/home", files: ["_app.tsx", "_app/home.tsx"] },
];

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** Output files (assets/…) a route's first load fetches. */
export function routeFiles(manifest: Manifest, routeFilesOfUrl: readonly string[]): string[] {
  const seen = new Set<string>();
  const out = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no ${key} in the manifest`);
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  for (const file of routeFilesOfUrl) {
    const keys = Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${file}?tsr-split=`));
    // A route with no component of its own (or one kept in the entry) has no split chunk.
    for (const key of keys) visit(key);
  }
  return [...out].sort();
}

export function measureFiles(dist: string, files: readonly string[]): Bytes {
  const total: Bytes = { files: files.length, js: 0, css: 0, raw: 0, gzip: 0 };
  for (const file of files) {
    const body = readFileSync(path.join(dist, file));
    total.raw += body.length;
    total.gzip += gzipSync(body, { level: 9 }).length;
    if (file.endsWith(".css")) total.css += body.length;
    else total.js += body.length;
  }
  return total;
}
