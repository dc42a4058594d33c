import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { serveWeb } from "../../apps/web/scripts/serve";
import { type Manifest, ROUTES, routeFiles } from "./measure";

/** Accept-Encoding as clients send it: Chromium, a gzip-only client, and a client that asks for nothing. */
export const CLIENTS = [
  { name: "browser", acceptEncoding: "gzip, deflate, br, zstd" },
  { name: "gzip", acceptEncoding: "gzip" },
  { name: "identity", acceptEncoding: undefined },
] as const;
export type ClientName = (typeof CLIENTS)[number]["name"];

/** Body bytes a route's first load receives from the start script's server, per client (headers not counted). */
export interface Transfer {
  path: string;
  files: number;
  bytes: Record<ClientName, number>;
}

function bodyBytes(url: string, acceptEncoding: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      let n = 0;
      res.on("data", (d: Buffer) => {
        n += d.length;
      });
      res.on("end", () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on("error", reject);
  });
}

/**
 * Serves `dist` with apps/web/scripts/serve.ts (what `bash scripts/start.sh` runs) and fetches, for each route, the
 * page (index.html) and every file of its first load as each client would: the bytes that cross the network. A
 * build without .br/.gz twins (before decision 062) is sent as it is to every client.
 */
export async function measureTransfer(dist: string, manifest: Manifest): Promise<Transfer[]> {
  const server = await serveWeb({ root: dist, port: 0, host: "127.0.0.1", apiUrl: undefined });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const out: Transfer[] = [];
    for (const route of ROUTES) {
      const page =
        route.path === "index.html" ? "/" : route.path.replace("$leadId", "00000000-0000-0000-0000-000000000000");
      const urls = [page, ...routeFiles(manifest, route.files).map((f) => `/${f}`)];
      const bytes = {} as Record<ClientName, number>;
      for (const client of CLIENTS) {
        let sum = 0;
        for (const url of urls) sum += await bodyBytes(base + url, client.acceptEncoding);
        bytes[client.name] = sum;
      }
      out.push({ path: route.path, files: urls.length, bytes });
    }
    return out;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
