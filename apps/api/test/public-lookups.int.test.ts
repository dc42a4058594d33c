/** Anonymous lookups that could enumerate accounts (decision 033): per-IP budget, minimal answers, equal work. */
import { MSG } from "@portal/contracts/messages";
import type { PrismaClient } from "@portal/db/client";
import { createUser, randomCnpj, randomCpf } from "@portal/db/testing/factories";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { bearer, createTestContext, login, RecordingJobQueue, type TestContext } from "./helpers";

const LIMIT = 4;
const USER_LIMIT = 7;
let ctx: TestContext;
/** Second app on the same database whose Prisma client records every statement it sends. */
let counted: FastifyInstance;
let countedJobs: RecordingJobQueue;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    lookupLimitPerIp: LIMIT,
    lookupLimitPerUser: USER_LIMIT,
    lookupLimitWindowSeconds: 600,
  });
  const recording = ctx.prisma.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        statements.push(`${model ?? "raw"}.${operation}`);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  countedJobs = new RecordingJobQueue();
  counted = await buildApp(
    { ...ctx.config, redisPrefix: `${ctx.config.redisPrefix}counted:`, lookupLimitPerIp: 1_000 },
    { prisma: recording, redis: ctx.redis, jobs: countedJobs },
  );
  await counted.ready();
});
afterAll(async () => {
  await counted?.close();
  await ctx?.close();
});

const fromIp = (ip: string, url: string) => ctx.app.inject({ method: "GET", url, remoteAddress: ip });

describe("sign-up lookups without a token", () => {
  it("answers only whether the CPF or CNPJ is taken", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"], cpf: randomCpf().replace(/\D/g, "") });
    const taken = await fromIp("10.1.0.1", `/users/cpf/${user.cpf}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ registered: true });
    const free = await fromIp("10.1.0.1", `/users/cnpj/${randomCnpj().replace(/\D/g, "")}`);
    expect(free.json()).toEqual({ registered: false });
  });

  it("verify-partner answers the form's flags and nothing about the account", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"], cpf: randomCpf().replace(/\D/g, "") });
    const res = await fromIp("10.1.0.2", `/users/verify-partner?email=${encodeURIComponent(user.email)}`);
    expect(res.json()).toEqual({ exists: true, email: true, cpf: false, cnpj: false });
  });

  it("shares one per-IP budget across the three lookups and then answers 429 in pt-BR", async () => {
    const ip = "10.1.0.3";
    const cpf = randomCpf().replace(/\D/g, "");
    const codes = [];
    for (const url of [
      `/users/cpf/${cpf}`,
      `/users/cnpj/${randomCnpj().replace(/\D/g, "")}`,
      "/users/verify-partner?email=alguem%40demo.local",
      `/users/cpf/${cpf}`,
    ]) {
      codes.push((await fromIp(ip, url)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200]);
    const refused = await fromIp(ip, "/users/verify-partner?email=outro%40demo.local");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: MSG.tooManyLookups });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await fromIp("10.1.0.4", `/users/cpf/${cpf}`)).statusCode).toBe(200);
  });

  it("counts invalid lookups too (check digits are no way around the budget)", async () => {
    const ip = "10.1.0.5";
    for (let i = 0; i < LIMIT; i++) expect((await fromIp(ip, "/users/cpf/12345678900")).statusCode).toBe(400);
    expect((await fromIp(ip, "/users/cpf/12345678900")).statusCode).toBe(429);
  });
});

describe("sign-up lookups by a signed-in user", () => {
  const asUser = (ip: string, url: string, token: string) =>
    ctx.app.inject({ method: "GET", url, remoteAddress: ip, headers: bearer(token) });

  it("count apart from the anonymous budget of their IP: neither spends it nor is refused by it", async () => {
    const ip = "10.1.0.6";
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const token = (await login(ctx.app, admin.user.email, admin.password)).token!;
    const cpf = randomCpf().replace(/\D/g, "");
    const adminCodes = [];
    for (let i = 0; i <= LIMIT; i++) adminCodes.push((await asUser(ip, `/users/cpf/${cpf}`, token)).statusCode);
    expect(adminCodes).toEqual(Array(LIMIT + 1).fill(200));
    // The office's anonymous visitors still have their whole budget...
    const anonymous = [];
    for (let i = 0; i <= LIMIT; i++) anonymous.push((await fromIp(ip, `/users/cpf/${cpf}`)).statusCode);
    expect(anonymous).toEqual([...Array(LIMIT).fill(200), 429]);
    // ...and once they spent it, the admin goes on, up to their own budget.
    const more = [];
    for (let i = LIMIT + 1; i <= USER_LIMIT; i++) {
      more.push((await asUser(ip, "/users/verify-partner?email=x%40demo.local", token)).statusCode);
    }
    expect(more).toEqual([...Array(USER_LIMIT - LIMIT - 1).fill(200), 429]);
    const refused = await asUser("10.1.0.7", `/users/cnpj/${randomCnpj().replace(/\D/g, "")}`, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: MSG.tooManyLookups });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a dead or forged token is anonymous: counted per IP", async () => {
    const ip = "10.1.0.8";
    const { user, password } = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const token = (await login(ctx.app, user.email, password)).token!;
    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(token) });
    const codes = [];
    for (let i = 0; i < LIMIT; i++) codes.push((await asUser(ip, "/users/cpf/12345678900", token)).statusCode);
    expect(codes).toEqual(Array(LIMIT).fill(400));
    expect((await asUser(ip, "/users/cpf/12345678900", "forjado.abc.def")).statusCode).toBe(429);
  });
});

describe("POST /password/forgot", () => {
  const forgot = (app: FastifyInstance, email: string, ip = "10.2.0.1") =>
    app.inject({ method: "POST", url: "/password/forgot", payload: { email }, remoteAddress: ip });

  it("does the same statements, outbox write and job for a known and an unknown email", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const unknown = `ninguem.${Date.now()}@demo.local`;

    statements.length = 0;
    const known = await forgot(counted, user.email);
    const knownStatements = [...statements];
    statements.length = 0;
    const other = await forgot(counted, unknown);
    const unknownStatements = [...statements];

    expect(other.statusCode).toBe(known.statusCode);
    expect(other.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: MSG.forgotPasswordSent });
    expect(unknownStatements).toEqual(knownStatements);
    expect(knownStatements.filter((s) => s === "EmailOutbox.create")).toHaveLength(1);
    expect(countedJobs.jobs.map((j) => j.name)).toEqual(["email.send", "email.send"]);

    const toKnown = await ctx.prisma.emailOutbox.findMany({ where: { to: user.email } });
    expect(toKnown.map((r) => r.template)).toEqual(["password-reset"]);
    const toUnknown = await ctx.prisma.emailOutbox.findMany({ where: { to: unknown } });
    expect(toUnknown.map((r) => r.template)).toEqual(["password-reset-no-account"]);
    expect(toUnknown[0]?.text).not.toMatch(/token=/);
    expect(await ctx.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });

  it("treats an inactive account like an unknown email", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"], active: false });
    expect((await forgot(ctx.app, user.email, "10.2.0.2")).json()).toEqual({ message: MSG.forgotPasswordSent });
    const rows = await ctx.prisma.emailOutbox.findMany({ where: { to: user.email } });
    expect(rows.map((r) => r.template)).toEqual(["password-reset-no-account"]);
    expect(await ctx.prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("has its own per-IP budget and then answers 429 without writing", async () => {
    const ip = "10.2.0.3";
    for (let i = 0; i < LIMIT; i++) {
      expect((await forgot(ctx.app, `x${i}.${Date.now()}@demo.local`, ip)).statusCode).toBe(200);
    }
    const email = `limite.${Date.now()}@demo.local`;
    const refused = await forgot(ctx.app, email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyLookups);
    expect(await ctx.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
  });
});
