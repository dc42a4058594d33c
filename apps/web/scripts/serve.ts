/**
 * The production build served the way nginx serves it (docker/nginx.conf): the same security headers and cache
 * rules, files only from the build directory, index.html for client-side routes, the build's precompressed .br/.gz
 * twins for a browser that accepts them (decision 062), no source maps. Used by `bash scripts/start.sh`
 * (decision 034); `pnpm dev` keeps Vite's dev server for hot reload.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { COMPRESSIBLE } from "./build-output";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, webSecurityHeaders } from "./security-headers";

/** Content-Type by extension (nginx-conf.ts gives the brotli twins the same types). */
export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

export interface ServeWebOptions {
  /** Build directory (vite build's outDir). */
  root: string;
  port: number;
  host: string;
  /** The API URL baked into the build (VITE_API_URL): allowed in connect-src with its websocket. */
  apiUrl: string | undefined;
}

/** Encodings of the build's twins, in the order the server prefers them (brotli is ~15% smaller than gzip -9). */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * The content codings an Accept-Encoding header accepts (RFC 9110 §12.5.3): listed with a q above 0, or covered
 * by `*` when not listed with q=0. No header: none (identity only).
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  const listed = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) listed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  for (const { name } of ENCODINGS) {
    const q = listed.get(name) ?? (name === "gzip" ? listed.get("x-gzip") : undefined) ?? listed.get("*") ?? 0;
    if (q > 0) accepted.add(name);
  }
  return accepted;
}

/** The build's twin of `file` this request may get, if the build made one. */
async function encodedTwin(file: string, acceptEncoding: string | undefined) {
  if (!COMPRESSIBLE.has(path.extname(file))) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const info = await stat(file + encoding.suffix).catch(() => null);
    if (info?.isFile()) return { file: file + encoding.suffix, size: info.size, encoding: encoding.name };
  }
  return null;
}

/** A file of the build for this URL path, or null (outside the build, a dotfile, a directory, a map, missing). */
async function fileFor(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith("."))) return null;
  // Source maps are kept for error reports, never published (a build that still holds one does not serve it).
  if (decoded.endsWith(".map")) return null;
  const candidate = path.resolve(root, `.${decoded}`);
  if (!candidate.startsWith(root + path.sep)) return null;
  const info = await stat(candidate).catch(() => null);
  return info?.isFile() ? candidate : null;
}

export async function serveWeb(opts: ServeWebOptions): Promise<Server> {
  const root = path.resolve(opts.root);
  const index = path.join(root, "index.html");
  const security = webSecurityHeaders(opts.apiUrl);
  const server = createServer(async (req, res) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end();
      return;
    }
    const pathname = new URL(req.url ?? "/", "http://web").pathname;
    const file = await fileFor(root, pathname);
    if (!file && pathname.startsWith("/assets/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE_REVALIDATE });
      res.end("Not found");
      return;
    }
    const served = file ?? index;
    const twin = await encodedTwin(served, req.headers["accept-encoding"]);
    const size = twin?.size ?? (await stat(served)).size;
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[path.extname(served)] ?? "application/octet-stream",
      "cache-control": pathname.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
      "content-length": size,
      // The answer depends on Accept-Encoding wherever a twin could be sent: caches must keep one per encoding.
      ...(COMPRESSIBLE.has(path.extname(served)) && { vary: "Accept-Encoding" }),
      ...(twin && { "content-encoding": twin.encoding }),
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(twin?.file ?? served)
      .on("error", () => res.destroy())
      .pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, resolve);
  });
  return server;
}
