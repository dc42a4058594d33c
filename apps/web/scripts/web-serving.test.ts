/** The web's production serving (decision 034): the start script's server and nginx send the same headers. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webInputsHash } from "./build-once";
import { DEFAULT_API_URL, renderNginxConf } from "./nginx-conf";
import { contentSecurityPolicy, webSecurityHeaders } from "./security-headers";
import { serveWeb } from "./serve";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const API = "http://localhost:3333";

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

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-web-"));
    const root = path.join(dir, "dist");
    mkdirSync(path.join(root, "assets"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Portal de Vendas</title>");
    writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log('app')");
    writeFileSync(path.join(root, ".env"), "SEGREDO=1");
    secretFile = path.join(dir, "secret.txt");
    writeFileSync(secretFile, "SEGREDO-DO-WORKSPACE");
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
    expect(locations).toHaveLength(2);
    for (const block of locations) {
      for (const [name, value] of Object.entries(webSecurityHeaders(DEFAULT_API_URL))) {
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      }
    }
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
