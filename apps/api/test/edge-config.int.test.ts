/** Deployment edge of the API (decision 034): proxy trust, Secure cookie, CSP, and who may read /docs. */
import { createUser } from "@portal/db/testing/factories";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { type AppConfig, loadConfig } from "../src/config";
import { bearer, createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
const apps: FastifyInstance[] = [];
let instance = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.close();
});

/** Another app on the test database with these settings and its own Redis keys (fresh rate-limit counts). */
async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  instance += 1;
  const app = await buildApp(
    { ...ctx.config, redisPrefix: `${ctx.config.redisPrefix}${instance}:`, ...overrides },
    { prisma: ctx.prisma, redis: ctx.redis, jobs: ctx.jobs },
  );
  await app.ready();
  apps.push(app);
  return app;
}

const env = (vars: Record<string, string>) => loadConfig({ JWT_SECRET: "x".repeat(32), ...vars });

function badLogin(app: FastifyInstance, email: string, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: "POST",
    url: "/users/login",
    payload: { email, password: "Errada@123", working_systems: ["SALES"] },
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
}

async function auditIpOf(email: string): Promise<string | null | undefined> {
  const rows = await ctx.prisma.auditLog.findMany({ where: { action: "auth.login.failure" } });
  return rows.find((r) => (r.details as { email?: string } | null)?.email === email)?.ip;
}

describe("TRUST_PROXY", () => {
  it("is off by default: X-Forwarded-For neither escapes the per-IP login limit nor reaches the audit IP", async () => {
    expect(env({}).trustProxy).toBe(false);
    const app = await appWith({ trustProxy: false, loginLimitPerIp: 2 });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await badLogin(app, `off${i}@demo.local`, "10.9.0.1", `203.0.113.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
    expect(await auditIpOf("off0@demo.local")).toBe("10.9.0.1");
  });

  it("with a hop count believes only that many proxies: the client is the address the proxy saw", async () => {
    expect(env({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    const app = await appWith({ trustProxy: 1, loginLimitPerIp: 2 });
    // The client forged the first entry; the proxy appended the address it really saw.
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await badLogin(app, `hop${i}@demo.local`, "10.9.0.2", `6.6.6.6, 198.51.100.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401]);
    expect(await auditIpOf("hop0@demo.local")).toBe("198.51.100.1");
    // The same real client behind the proxy is limited, whatever it forges in front.
    const same = [];
    for (let i = 0; i < 3; i++) {
      same.push((await badLogin(app, `hop-same${i}@demo.local`, "10.9.0.2", `7.7.7.${i}, 198.51.100.50`)).statusCode);
    }
    expect(same).toEqual([401, 401, 429]);
  });

  it("with a CIDR list believes X-Forwarded-For only from those addresses", async () => {
    const config = env({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1" });
    expect(config.trustProxy).toEqual(["10.0.0.0/8", "192.168.1.1"]);
    const app = await appWith({ trustProxy: config.trustProxy });
    await badLogin(app, "cidr-proxy@demo.local", "10.20.30.40", "198.51.100.77");
    await badLogin(app, "cidr-direct@demo.local", "192.0.2.10", "198.51.100.78");
    expect(await auditIpOf("cidr-proxy@demo.local")).toBe("198.51.100.77");
    expect(await auditIpOf("cidr-direct@demo.local")).toBe("192.0.2.10");
  });
});

describe("session cookie", () => {
  async function cookieOf(app: FastifyInstance) {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const res = await app.inject({
      method: "POST",
      url: "/users/login",
      payload: { email: user.email, password, working_systems: ["SALES"] },
    });
    expect(res.statusCode).toBe(200);
    return String(res.headers["set-cookie"]);
  }

  it("carries Secure when COOKIE_SECURE is on, and not over plain http in development", async () => {
    expect(await cookieOf(await appWith({ cookieSecure: true }))).toMatch(/portal_token=[^;]+;.*\bSecure\b/);
    expect(await cookieOf(await appWith({ cookieSecure: false }))).not.toMatch(/\bSecure\b/);
  });

  it("defaults to Secure in production or behind an https WEB_URL; COOKIE_SECURE overrides", () => {
    expect(env({}).cookieSecure).toBe(false);
    expect(env({ APP_ENV: "production" }).cookieSecure).toBe(true);
    expect(env({ WEB_URL: "https://portal.example.com" }).cookieSecure).toBe(true);
    expect(env({ APP_ENV: "production", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(env({ COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
  });
});

describe("Content-Security-Policy", () => {
  it("API answers forbid every source and framing, errors included", async () => {
    const health = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(health.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    const missing = await ctx.app.inject({ method: "GET", url: "/nao-existe" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(health.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP, even when the client claims https without a trusted proxy", async () => {
    const plain = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await ctx.app.inject({ method: "GET", url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent when the trusted proxy (TRUST_PROXY) terminated TLS, on errors too", async () => {
    const app = await appWith({ trustProxy: 1 });
    const viaTls = { "x-forwarded-proto": "https" };
    const health = await app.inject({ method: "GET", url: "/health", headers: viaTls });
    expect(health.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const missing = await app.inject({ method: "GET", url: "/nao-existe", headers: viaTls });
    expect(missing.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const overHttp = await app.inject({ method: "GET", url: "/health", headers: { "x-forwarded-proto": "http" } });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("API_DOCS", () => {
  it("defaults to public in development and off in production", () => {
    expect(env({}).apiDocs).toBe("public");
    expect(env({ APP_ENV: "production" }).apiDocs).toBe("off");
    expect(env({ APP_ENV: "production", API_DOCS: "auth" }).apiDocs).toBe("auth");
  });

  it("public: serves the page with its own relaxed CSP, and the OpenAPI JSON", async () => {
    const app = await appWith({ apiDocs: "public" });
    const page = await app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const json = await app.inject({ method: "GET", url: "/docs/json" });
    expect(json.json().info.title).toBe("Portal de Vendas API");
  });

  it("off: neither the page nor the JSON exist", async () => {
    const app = await appWith({ apiDocs: "off" });
    expect((await app.inject({ method: "GET", url: "/docs/" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/docs/json" })).statusCode).toBe(404);
  });

  it("auth: 401 without a session, served to a signed-in user", async () => {
    const app = await appWith({ apiDocs: "auth" });
    const anonymous = await app.inject({ method: "GET", url: "/docs/json" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe("TOKEN_IS_MISSING");
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const login = await app.inject({
      method: "POST",
      url: "/users/login",
      payload: { email: user.email, password, working_systems: ["SALES"] },
    });
    const token = login.json().authorization as string;
    const json = await app.inject({ method: "GET", url: "/docs/json", headers: bearer(token) });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe("Portal de Vendas API");
  });
});
