import { AUTH_COOKIE, AUTH_COOKIE_NAMES } from "@portal/contracts/auth";
import { landingRoute } from "@portal/contracts/policy";
import { ROLES } from "@portal/contracts/roles";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000 });
});
afterAll(() => ctx?.close());

const EXCLUDED_ONLY = ["INACTIVE_USER", "SALES_DEVELOPMENT_REPRESENTATIVE", "ANALIST"] as const;

describe("POST /users/login", () => {
  const loginRoles = ROLES.filter((r) => !(EXCLUDED_ONLY as readonly string[]).includes(r));

  it.each(loginRoles)("logs in a %s with the spec's fields, an HttpOnly cookie and a landing", async (role) => {
    const { user, password } = await createUser(ctx.prisma, { roles: [role] });
    const { res, body } = await login(ctx.app, user.email, password);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      _id: user.id,
      full_name: user.fullName,
      email: user.email,
      roles: [role],
      read_only: false,
    });
    expect(body.authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = res.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cookie?.value).toBe(body.authorization);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.maxAge).toBe(172800);
    const expected =
      role === "RECEPCIONIST"
        ? "/stand/choose-enterprise"
        : role === "AGENT_PARTNER" || role === "AGENT_PATRIANI"
          ? "/enterprises"
          : "/home";
    expect(landingRoute(body.roles)).toBe(expected);
    // The token works for the profile.
    const me = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(body.authorization) });
    expect(me.json()._id).toBe(user.id);
  });

  it.each(EXCLUDED_ONLY)("refuses a user whose only role is %s", async (role) => {
    const { user, password } = await createUser(ctx.prisma, { roles: [role] });
    const { res } = await login(ctx.app, user.email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você não tem permissão para acessar o sistema.");
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
  });

  it("lets in a user who has an excluded role plus a working one", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["ANALIST", "MARKETING"] });
    expect((await login(ctx.app, user.email, password)).res.statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 and records the failure in the audit log", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const { res } = await login(ctx.app, user.email, "Errada@123");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "E-mail ou senha inválidos." });
    const audit = await ctx.prisma.auditLog.findFirst({ where: { entityId: user.id, action: "auth.login.failure" } });
    expect(audit?.details).toMatchObject({ reason: "wrong_password" });
  });

  it("gives the same answer for an unknown email", async () => {
    const { res } = await login(ctx.app, "ninguem@demo.local", "Errada@123");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("E-mail ou senha inválidos.");
  });

  it("accepts mixed-case email", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    expect((await login(ctx.app, user.email.toUpperCase(), password)).res.statusCode).toBe(200);
  });

  it("refuses a deactivated user", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"], active: false });
    expect((await login(ctx.app, user.email, password)).res.statusCode).toBe(401);
  });

  it.each([
    [{ password: "x" }, '"email"'],
    [{ email: "nao-e-email", password: "x" }, '"email" deve ser um e-mail válido'],
    [{ email: "a@b.com" }, '"password"'],
    [{ email: "a@b.com", password: "" }, '"password"'],
  ])("answers 400 naming the field for %j", async (payload, expected) => {
    const res = await ctx.app.inject({ method: "POST", url: "/users/login", payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Bad Request");
    expect(Array.isArray(body.message)).toBe(true);
    expect(body.message[0]).toContain(expected);
  });

  it("POST /auth/login accepts the same body plus system=SALES", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["SALES_SECRETARY"] });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/auth/login",
      payload: { email: user.email, password, working_systems: ["SALES"], system: "SALES" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.id);
  });
});

describe("login rate limit", () => {
  it("answers 429 after too many failures for one email, with Retry-After, even with the right password", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    for (let i = 0; i < ctx.config.loginLimitPerEmail; i++) {
      expect((await login(ctx.app, user.email, "Errada@123")).res.statusCode).toBe(401);
    }
    const { res } = await login(ctx.app, user.email, password);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Muitas tentativas/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts per IP across emails", async () => {
    const limited = await createTestContext({ loginLimitPerIp: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await login(limited.app, `x${i}@demo.local`, "Errada@123")).res.statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("token checks on GET /users/my-profile", () => {
  it("401 TOKEN_IS_MISSING without a token", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: "TOKEN_IS_MISSING", message: "Sua sessão expirou" });
  });

  it("401 INVALID_TOKEN for a garbage token", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/users/my-profile",
      headers: bearer("garbage.token.here"),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("INVALID_TOKEN");
  });

  it("401 INVALID_TOKEN for an expired token", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    const session = await ctx.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    const expired = ctx.app.jwt.sign({ sub: user.id, jti: session.id, roles: user.roles }, { expiresIn: -10 } as never);
    expect(token).toBeTruthy();
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("INVALID_TOKEN");
  });

  it("401 INVALID_TOKEN for a token signed with another secret", async () => {
    const forged =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwianRpIjoiMiJ9.c2lnbmF0dXJlLWRlLW91dHJvLXNlZ3JlZG8";
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(forged) });
    expect(res.json().error).toBe("INVALID_TOKEN");
  });

  it("revokes the token server-side on logout (header and cookie)", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    const viaCookie = await ctx.app.inject({
      method: "GET",
      url: "/users/my-profile",
      cookies: { [AUTH_COOKIE]: token! },
    });
    expect(viaCookie.statusCode).toBe(200);
    const out = await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(token!) });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cleared?.value).toBe("");
    for (const opts of [{ headers: bearer(token!) }, { cookies: { [AUTH_COOKIE]: token! } }]) {
      const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", ...opts });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("INVALID_TOKEN");
    }
  });

  it("expires every token cookie name with a 401 INVALID_TOKEN, so a revoked HttpOnly cookie is gone", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(token!) });
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", cookies: { [AUTH_COOKIE]: token! } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: "INVALID_TOKEN", message: "Sua sessão expirou" });
    const cleared = res.cookies.filter((c) => (AUTH_COOKIE_NAMES as readonly string[]).includes(c.name));
    expect(cleared.map((c) => c.name).sort()).toEqual([...AUTH_COOKIE_NAMES].sort());
    for (const c of cleared) {
      expect(c.value).toBe("");
      expect(c.path).toBe("/");
      expect((c.expires as Date).getTime()).toBeLessThan(Date.now());
    }
  });

  it("stops a deactivated user's token at once", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const adminToken = (await login(ctx.app, admin.user.email, admin.password)).token!;
    const del = await ctx.app.inject({ method: "DELETE", url: `/admin/users/${user.id}`, headers: bearer(adminToken) });
    expect(del.statusCode).toBe(200);
    expect(del.json().active).toBe(false);
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token!) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("INVALID_TOKEN");
    const audit = await ctx.prisma.auditLog.findFirst({ where: { entityId: user.id, action: "user.deactivated" } });
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it("returns every field of the spec's User", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const { token } = await login(ctx.app, user.email, password);
    const res = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token!) });
    expect(res.json()).toMatchObject({
      _id: user.id,
      full_name: user.fullName,
      email: user.email,
      roles: ["ONLINE_SPECIALIST"],
      read_only: false,
      is_registration_complete: true,
      availability_status: "OFFLINE",
      working_systems: ["SALES"],
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
    expect(res.json()).not.toHaveProperty("password_hash");
  });
});
