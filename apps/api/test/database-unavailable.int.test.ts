/**
 * PostgreSQL restarting or failing over (decision 062): a request that reaches a database that is not there answers
 * 503 with Retry-After and a pt-BR text, not 500. Forced for real, touching only this file's own database: an API
 * whose pool points at a port nothing listens on (connection refused), and backends of this file's database killed
 * with pg_terminate_backend in the middle of a statement (57P01 admin_shutdown, what a fast shutdown sends), through
 * Prisma, an interactive transaction and the plain reader of the hot lists.
 */
import { createServer } from "node:net";
import { MSG } from "@portal/contracts/messages";
import { createPrismaClient, Prisma, type PrismaClient, plainReaderOf } from "@portal/db/client";
import { createUser } from "@portal/db/testing/factories";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../src/plugins/errors";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
let token: string;
let email: string;
let password: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
  ({ email } = admin.user);
  ({ password } = admin);
  token = (await login(ctx.app, email, password)).token!;
});
afterAll(() => ctx?.close());

function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: MSG.serviceUnavailable });
}

/** A loopback port that refuses connections: bound once by the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("PostgreSQL not listening (connection refused)", () => {
  let down: { app: FastifyInstance; prisma: PrismaClient };

  beforeAll(async () => {
    const url = new URL(ctx.config.databaseUrl);
    url.port = String(await closedPort());
    const prisma = createPrismaClient(url.toString(), { max: 2 });
    const app = await buildApp(
      { ...ctx.config, databaseUrl: url.toString() },
      { prisma, redis: ctx.redis, jobs: ctx.jobs },
    );
    await app.ready();
    down = { app, prisma };
  });
  afterAll(async () => {
    await down?.app.close();
    await down?.prisma.$disconnect();
  });

  it("the login and a signed-in list answer 503 with Retry-After and the pt-BR text", async () => {
    const loginRes = await down.app.inject({
      method: "POST",
      url: "/users/login",
      payload: { email, password, working_systems: ["SALES"] },
    });
    expectUnavailable(loginRes);

    // The same token the working API accepts: its session lookup cannot reach the database.
    const leads = await down.app.inject({ method: "GET", url: "/leads", headers: bearer(token) });
    expectUnavailable(leads);
  });
});

describe("backends terminated mid-statement (pg_terminate_backend)", () => {
  let app: FastifyInstance;
  let prisma: PrismaClient;
  const databaseName = () => new URL(ctx.config.databaseUrl).pathname.slice(1);

  beforeAll(async () => {
    prisma = createPrismaClient(ctx.config.databaseUrl, { max: 2 });
    app = await buildApp(ctx.config, {
      prisma,
      redis: ctx.redis,
      jobs: ctx.jobs,
      harnessRoutes: {
        "GET /__slow-read": { access: "authenticated" },
        "POST /__slow-transaction": { access: "authenticated" },
        "GET /__slow-plain-read": { access: "authenticated" },
      },
    });
    // Each sleeps inside the database until the test terminates its backend, tagged so the test finds its pid.
    app.get("/__slow-read", async () => prisma.$queryRaw`SELECT pg_sleep(60), 'slow-read' AS tag`);
    app.post("/__slow-transaction", async () =>
      prisma.$transaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(60), 'slow-transaction' AS tag`, {
        timeout: 90_000,
      }),
    );
    app.get("/__slow-plain-read", async () =>
      plainReaderOf(prisma)!(Prisma.sql`SELECT pg_sleep(60), 'slow-plain-read' AS tag`),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await prisma?.$disconnect();
  });

  /** Waits until the tagged statement runs in this file's database, then terminates that backend only. */
  async function terminateWhenRunning(tag: string): Promise<void> {
    const pid = await vi.waitFor(
      async () => {
        const rows = await ctx.prisma.$queryRaw<{ pid: number }[]>`
          SELECT pid FROM pg_stat_activity
          WHERE datname = ${databaseName()} AND state = 'active' AND query LIKE ${`%'${tag}' AS tag%`}
            AND pid <> pg_backend_pid()`;
        expect(rows).toHaveLength(1);
        return rows[0]!.pid;
      },
      { timeout: 10_000, interval: 20 },
    );
    const [killed] = await ctx.prisma.$queryRaw<{ ok: boolean }[]>`SELECT pg_terminate_backend(${pid}::int) AS ok`;
    expect(killed?.ok).toBe(true);
  }

  it.each([
    ["a Prisma read", "GET", "/__slow-read", "slow-read"],
    ["an interactive transaction", "POST", "/__slow-transaction", "slow-transaction"],
    ["the plain reader of the hot lists", "GET", "/__slow-plain-read", "slow-plain-read"],
  ] as const)("%s answers 503 with Retry-After and the pt-BR text", async (_label, method, url, tag) => {
    const answer = app.inject({ method, url, headers: bearer(token) });
    await terminateWhenRunning(tag);
    expectUnavailable(await answer);
  });

  it("the pool recovers: the next request on the same API is served", async () => {
    const res = await app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(email);
  });
});
