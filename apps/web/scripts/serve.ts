/**
 * The production build served the way nginx serves it (docker/nginx.conf): the same security headers and cache
 * rules, files only from the build directory, index.html for client-side routes. Used by `bash scripts/start.sh`
 * (decision 034); `pnpm dev` keeps Vite's dev server for hot reload.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, webSecurityHeaders } from "./security-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".txt": "text/plain; charset=utf-8",
};

export interface ServeWebOptions {
  /** Build directory (vite build's outDir). */
  root: string;
  port: number;
  host: string;
  /** The API URL baked into the build (VITE_API_URL): allowed in connect-src with its websocket. */
  apiUrl: string | undefined;
}

/** A file of the build for this URL path, or null (outside the build, a dotfile, a directory, missing). */
async function fileFor(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith("."))) return null;
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
    res.writeHead(200, {
      "content-type": TYPES[path.extname(served)] ?? "application/octet-stream",
      "cache-control": pathname.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(served)
      .on("error", () => res.destroy())
      .pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, resolve);
  });
  return server;
}
