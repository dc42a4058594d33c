/** The web's production serving (decision 034): the start script's server and nginx send the same headers. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { get, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webInputsHash } from "./build-once";
import { COMPRESSIBLE, moveSourceMaps, precompress, sourcemapsDirOf } from "./build-output";
import { DEFAULT_API_URL, renderNginxConf } from "./nginx-conf";
import { contentSecurityPolicy, webSecurityHeaders } from "./security-headers";
import { acceptedEncodings, serveWeb } from "./serve";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const API = "http://localhost:3333";

/** GET as a browser would send it, without decoding: status, headers and the bytes on the wire. */
function getRaw(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    },
  );
}

/** GET with the path sent exactly as written (fetch would normalise the dot segments away first). */
function rawGet(base: string, rawPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path: rawPath }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => {
        body += d;
      });
      res.on("end", () => resolve(`${res.statusCode} ${body}`));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static server of the start script", () => {
  let server: Server;
  let base: string;
  let secretFile: string;
  let root: string;
  /** A chunk large enough for compression to matter, as the build leaves it (a .br and a .gz twin). */
  const bigChunk = `export const rows = [${Array.from({ length: 2_000 }, (_, i) => `{ id: ${i}, nome: "Lead ${i}" }`).join(", ")}];`;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-web-"));
    root = path.join(dir, "dist");
    mkdirSync(path.join(root, "assets"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Portal de Vendas</title>");
    writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log('app')");
    writeFileSync(path.join(root, "assets", "big-3c4d.js"), bigChunk);
    writeFileSync(path.join(root, "assets", "big-3c4d.js.map"), '{"version":3,"sources":["src/segredo.ts"]}');
    writeFileSync(path.join(root, "assets", "logo-5e6f.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(root, ".env"), "SEGREDO=1");
    secretFile = path.join(dir, "secret.txt");
    writeFileSync(secretFile, "SEGREDO-DO-WORKSPACE");
    // What the build does to its folder (buildOutput), except moving the map: a map left behind must not be served.
    await precompress(root);
    server = await serveWeb({ root, port: 0, host: "127.0.0.1", apiUrl: API });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it("sends every security header on pages, assets and 404s", async () => {
    const expected = webSecurityHeaders(API);
    for (const url of ["/", "/leads/123", "/assets/app-1a2b.js", "/assets/nao-existe.js"]) {
      const res = await fetch(base + url);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers.get(name), `${name} on ${url}`).toBe(value);
    }
    const csp = expected["Content-Security-Policy"];
    expect(csp).toContain("connect-src 'self' http://localhost:3333 ws://localhost:3333");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
  });

  it("answers client-side routes with index.html, revalidated; hashed assets cached for good; missing assets 404", async () => {
    const page = await fetch(`${base}/leads/123?tab=historico`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Portal de Vendas</title>");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const asset = await fetch(`${base}/assets/app-1a2b.js`);
    expect(await asset.text()).toBe("console.log('app')");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/assets/nao-existe.js`)).status).toBe(404);
  });

  it("sends the brotli twin to a browser, gzip to a gzip-only client, the file itself otherwise; Vary on each", async () => {
    const url = `${base}/assets/big-3c4d.js`;
    const original = readFileSync(path.join(root, "assets/big-3c4d.js"));
    const browser = await getRaw(url, "gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(browser.body).equals(original)).toBe(true);
    expect(browser.body.length).toBeLessThan(original.length / 4);
    const gzipOnly = await getRaw(url, "gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipOnly.body).equals(original)).toBe(true);
    for (const res of [browser, gzipOnly]) {
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0", "deflate"]) {
      const plain = await getRaw(url, acceptEncoding);
      expect(plain.headers["content-encoding"], String(acceptEncoding)).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
      expect(plain.headers.vary).toBe("Accept-Encoding");
    }
    const page = await getRaw(`${base}/leads`, "br, gzip");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toContain("<title>Portal de Vendas</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    // Already compressed formats go as they are.
    const image = await getRaw(`${base}/assets/logo-5e6f.png`, "br, gzip");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it("never serves a source map, even one left in the build", async () => {
    const res = await getRaw(`${base}/assets/big-3c4d.js.map`, "br, gzip");
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("segredo");
  });

  it("serves nothing outside the build: no /@fs/, no traversal, no dotfiles", async () => {
    for (const url of [
      `/@fs${secretFile}`,
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/.env",
    ]) {
      expect(await rawGet(base, url), url).not.toContain("SEGREDO");
    }
  });

  it("refuses other methods than GET and HEAD", async () => {
    expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(405);
  });
});

describe("Accept-Encoding", () => {
  it("accepts what is listed with q above 0 or covered by *, nothing without the header", () => {
    const of = (h?: string) => [...acceptedEncodings(h)].sort();
    expect(of("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(of("br;q=1.0, gzip;q=0.8, *;q=0.1")).toEqual(["br", "gzip"]);
    expect(of("gzip;q=0, br;q=0")).toEqual([]);
    expect(of("BR;Q=0.5")).toEqual(["br"]);
    expect(of("*")).toEqual(["br", "gzip"]);
    expect(of("*, br;q=0")).toEqual(["gzip"]);
    expect(of("x-gzip")).toEqual(["gzip"]);
    expect(of("identity")).toEqual([]);
    expect(of("")).toEqual([]);
    expect(of(undefined)).toEqual([]);
  });
});

describe("build output", () => {
  it("moves the maps beside the served folder and writes a .br and a .gz twin of every text file", async () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), "portal-build-")), "web");
    mkdirSync(path.join(outDir, "assets"), { recursive: true });
    const js = "const a = 1;\n".repeat(100);
    writeFileSync(path.join(outDir, "index.html"), "<!doctype html>");
    writeFileSync(path.join(outDir, "assets/app-1.js"), js);
    writeFileSync(path.join(outDir, "assets/app-1.js.map"), "{}");
    writeFileSync(path.join(outDir, "assets/app-1.css"), "a{}");
    writeFileSync(path.join(outDir, "assets/photo-1.webp"), Buffer.from([1, 2, 3]));

    expect(await moveSourceMaps(outDir)).toBe(1);
    const totals = await precompress(outDir);

    expect(readFileSync(path.join(sourcemapsDirOf(outDir), "assets/app-1.js.map"), "utf8")).toBe("{}");
    expect(readdirSync(path.join(outDir, "assets")).sort()).toEqual([
      "app-1.css",
      "app-1.css.br",
      "app-1.css.gz",
      "app-1.js",
      "app-1.js.br",
      "app-1.js.gz",
      "photo-1.webp",
    ]);
    expect(brotliDecompressSync(readFileSync(path.join(outDir, "assets/app-1.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(outDir, "index.html.gz"))).toString()).toBe("<!doctype html>");
    expect(totals.files).toBe(3);
  });
});

describe("Content-Security-Policy of the web", () => {
  it("allows an https API and its wss websocket; a relative API URL needs only 'self'", () => {
    expect(contentSecurityPolicy("https://api.example.com/v1")).toContain(
      "connect-src 'self' https://api.example.com wss://api.example.com",
    );
    expect(contentSecurityPolicy("/api")).toContain("connect-src 'self'");
    expect(contentSecurityPolicy("/api")).not.toContain("ws:");
  });
});

describe("docker/nginx.conf", () => {
  const conf = readFileSync(path.join(repoRoot, "docker/nginx.conf"), "utf8");

  it("is the rendering of the shared header values (regenerate with pnpm --silent --filter @portal/web nginx-conf)", () => {
    expect(conf).toBe(renderNginxConf(DEFAULT_API_URL));
  });

  it("repeats every security header, with always, in every location (nginx does not inherit add_header)", () => {
    const locations = conf.split(/\n\s*location /).slice(1);
    // /assets/, maps, one brotli twin location per compressible type, /.
    expect(locations).toHaveLength(3 + COMPRESSIBLE.size);
    for (const block of locations) {
      for (const [name, value] of Object.entries(webSecurityHeaders(DEFAULT_API_URL))) {
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it("serves the build's twins: brotli by Accept-Encoding, gzip_static, Vary; maps 404", () => {
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("gzip_vary on;");
    expect(conf).toMatch(/if \(-f \$request_filename\$web_br_suffix\) \{\n\s*rewrite \^ \$uri\$web_br_suffix last;/);
    const start = conf.indexOf("location ~ ^/assets/.+\\.js\\.br$ {");
    expect(start).toBeGreaterThan(0);
    const js = conf.slice(start, conf.indexOf("\n  }\n", start));
    for (const line of [
      "internal;",
      "gzip off;",
      "types { }",
      'default_type "text/javascript; charset=utf-8";',
      'add_header Content-Encoding "br" always;',
      'add_header Vary "Accept-Encoding" always;',
    ]) {
      expect(js).toContain(line);
    }
    expect(conf).toMatch(/location ~ \\\.map\$ \{[^}]*return 404;/);
  });

  it("the web image renders it for its own API URL and runs nginx unprivileged", () => {
    const dockerfile = readFileSync(path.join(repoRoot, "docker/Dockerfile"), "utf8");
    const web = dockerfile.slice(dockerfile.indexOf(" AS web\n"));
    expect(dockerfile).toMatch(/apps\/web\/scripts\/nginx-conf\.ts "\$VITE_API_URL" > \/app\/nginx\.conf/);
    expect(dockerfile).toMatch(/FROM nginxinc\/nginx-unprivileged:[\w.-]+ AS web\n/);
    expect(web).toContain("COPY --from=web-build /app/nginx.conf /etc/nginx/conf.d/default.conf");
    expect(web).not.toMatch(/^USER root/m);
  });
});

describe("build reuse", () => {
  it("the inputs hash changes with a source file or the API URL, not with the generated route tree", () => {
    const root = mkdtempSync(path.join(tmpdir(), "portal-hash-"));
    mkdirSync(path.join(root, "apps/web/src"), { recursive: true });
    mkdirSync(path.join(root, "packages/contracts/src"), { recursive: true });
    writeFileSync(path.join(root, "apps/web/src/main.tsx"), "a");
    writeFileSync(path.join(root, "packages/contracts/src/users.ts"), "b");
    writeFileSync(path.join(root, "pnpm-lock.yaml"), "c");
    const first = webInputsHash(root, API);
    writeFileSync(path.join(root, "apps/web/src/routeTree.gen.ts"), "generated");
    mkdirSync(path.join(root, "apps/web/node_modules/x"), { recursive: true });
    writeFileSync(path.join(root, "apps/web/node_modules/x/index.js"), "dep");
    expect(webInputsHash(root, API)).toBe(first);
    expect(webInputsHash(root, "https://api.example.com")).not.toBe(first);
    writeFileSync(path.join(root, "packages/contracts/src/users.ts"), "b2");
    expect(webInputsHash(root, API)).not.toBe(first);
  });
});
