import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
};

/** Serves a Vite build like any static host: files as they are, index.html for every other path (SPA). */
export async function serveStatic(root: string, port: number, host: string): Promise<Server> {
  const index = path.join(root, "index.html");
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const candidate = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    let file = index;
    if (candidate.startsWith(root)) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) file = candidate;
    }
    res.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": file === index ? "no-store" : "public, max-age=3600",
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
