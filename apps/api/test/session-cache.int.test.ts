import { createUser } from "@portal/db/testing/factories";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { bearer, createTestContext, login, RecordingJobQueue, type TestContext } from "./helpers";

/**
 * The session lookup cache (docs/decisions/003-auth-sessions.md): two API instances on one database and one
 * Redis. A session cached on B stops working on B as soon as A revokes it (logout, deactivation, role change,
 * password change), through the Redis pub/sub eviction, well before the TTL.
 */
let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, sessionCacheTtlMs: 60_000 });
  other = await buildApp(ctx.config, { prisma: ctx.prisma, redis: ctx.redis, jobs: new RecordingJobQueue() });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token) });

/** Pub/sub is asynchronous: the other instance must refuse within a second (the TTL here is 60 s). */
async function refusedWithinASecond(app: FastifyInstance, token: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await profile(app, token);
    if (res.statusCode === 401) {
      expect(res.json()).toMatchObject({ error: "INVALID_TOKEN", message: "Sua sessão expirou" });
      return Date.now() - started;
    }
    if (Date.now() - started > 1_000) throw new Error(`still ${res.statusCode} after 1 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function cachedOnBoth(token: string) {
  expect((await profile(ctx.app, token)).statusCode).toBe(200);
  expect((await profile(other, token)).statusCode).toBe(200);
}

describe("session lookup cache", () => {
  it("answers from the cache: a row changed behind the API's back is seen only after eviction", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    await cachedOnBoth(token!);
    // Revoked directly in the database (no API call, no eviction): the cached entry still answers.
    await ctx.prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    expect((await profile(other, token!)).statusCode).toBe(200);
    // Any eviction of that user (here: an admin edit on instance A) makes both instances ask the database again.
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const adminToken = (await login(ctx.app, admin.user.email, admin.password)).token!;
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { full_name: "Nome Novo" },
    });
    expect(put.statusCode).toBe(200);
    expect((await profile(ctx.app, token!)).statusCode).toBe(401);
    await refusedWithinASecond(other, token!);
  });

  it("logout on one instance refuses the token on the other at once (not after the TTL)", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const { token } = await login(ctx.app, user.email, password);
    await cachedOnBoth(token!);
    const out = await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(token!) });
    expect(out.statusCode).toBe(200);
    expect((await profile(ctx.app, token!)).statusCode).toBe(401);
    expect(await refusedWithinASecond(other, token!)).toBeLessThan(1_000);
  });

  it("deactivation and role changes on one instance refuse the user's cached sessions on the other", async () => {
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const adminToken = (await login(ctx.app, admin.user.email, admin.password)).token!;
    const a = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const b = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const tokenA = (await login(ctx.app, a.user.email, a.password)).token!;
    const tokenB = (await login(ctx.app, b.user.email, b.password)).token!;
    await cachedOnBoth(tokenA);
    await cachedOnBoth(tokenB);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/admin/users/${a.user.id}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode).toBe(200);
    await refusedWithinASecond(other, tokenA);
    const roles = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${b.user.id}`,
      headers: bearer(adminToken),
      payload: { roles: ["ONLINE_COORDINATOR"] },
    });
    expect(roles.statusCode).toBe(200);
    await refusedWithinASecond(other, tokenB);
  });

  it("a password change signs the other devices out on every instance, and keeps this one", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const here = (await login(ctx.app, user.email, password)).token!;
    const elsewhere = (await login(ctx.app, user.email, password)).token!;
    await cachedOnBoth(here);
    await cachedOnBoth(elsewhere);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/users/change-password",
      headers: bearer(here),
      payload: { current_password: password, new_password: "Nova@Senha1" },
    });
    expect(res.statusCode).toBe(200);
    await refusedWithinASecond(other, elsewhere);
    expect((await profile(other, here)).statusCode).toBe(200);
  });
});
