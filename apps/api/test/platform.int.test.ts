import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ bodyLimitBytes: 64 * 1024, loginLimitPerIp: 10_000 });
});
afterAll(() => ctx?.close());

describe("bad bodies", () => {
  it("malformed JSON -> 400 naming the body, nothing written", async () => {
    const before = await ctx.prisma.user.count();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      headers: { "content-type": "application/json" },
      payload: '{"full_name": "Ana", "email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: ['"body" O corpo da requisição não é um JSON válido.'],
    });
    expect(await ctx.prisma.user.count()).toBe(before);
  });

  it("oversized body -> 413 with a pt-BR message, nothing written", async () => {
    const before = await ctx.prisma.user.count();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      payload: {
        full_name: "A".repeat(100_000),
        email: "grande@demo.local",
        password: "Grande@123",
        cpf: "x",
        phone: "x",
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("O conteúdo enviado é grande demais.");
    expect(await ctx.prisma.user.count()).toBe(before);
  });

  it("an empty JSON body -> 400", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/users/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"body"/);
  });

  it("unknown routes -> 404 in pt-BR", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/nao-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/não encontrada/);
  });
});

describe("operations", () => {
  it("GET /health reports database and Redis", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      version: "1.0.0",
      database: { status: "up" },
      redis: { status: "up" },
    });
  });

  it("GET /app-config tells the web its environment, version and maintenance flag", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/app-config" })).json()).toEqual({
      app_env: "development",
      version: "1.0.0",
      maintenance: false,
    });
  });

  it("serves OpenAPI generated from the zod contracts at /docs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe("Portal de Vendas API");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/users/login", "/users/my-profile", "/admin/users", "/password/reset"]),
    );
    expect(doc.paths["/users/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "email",
    );
  });

  it("answers with a request id and security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "abc12345-test" } });
    expect(res.headers["x-request-id"]).toBe("abc12345-test");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
  });

  it("CORS allows the web origin with credentials and nobody else", async () => {
    const ok = await ctx.app.inject({
      method: "OPTIONS",
      url: "/users/login",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(ok.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(ok.headers["access-control-allow-credentials"]).toBe("true");
    const evil = await ctx.app.inject({
      method: "OPTIONS",
      url: "/users/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("maintenance mode", () => {
  it("answers 503 'Sistema em manutenção.' except health, app-config and docs", async () => {
    const m = await createTestContext({ maintenance: true });
    try {
      const res = await m.app.inject({
        method: "POST",
        url: "/users/login",
        payload: { email: "a@b.com", password: "x" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Sistema em manutenção.");
      expect((await m.app.inject({ method: "GET", url: "/app-config" })).json().maintenance).toBe(true);
      expect((await m.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await m.close();
    }
  });
});

describe("read_only users", () => {
  it("logs in and reports read_only", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"], readOnly: true });
    const { body, token } = await login(ctx.app, user.email, password);
    expect(body.read_only).toBe(true);
    const me = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token!) });
    expect(me.json().read_only).toBe(true);
  });
});
