/**
 * Every database connection busy (decision 056): the API answers 503 with Retry-After and a pt-BR text, not 500, and
 * writes nothing. Forced for real: the API runs on a one-connection pool whose only connection a test transaction
 * holds, so the check-in's read times out waiting for the pool (node-postgres's wait timeout), and a transaction
 * times out waiting to start (Prisma's P2028, maxWait). Once the connection is free again the same check-in passes.
 */
import { MSG } from "@portal/contracts/messages";
import { createPrismaClient, type PrismaClient } from "@portal/db/client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { BUSY_RETRY_AFTER_SECONDS } from "../src/plugins/errors";
import { leadPhone } from "./factories/leads";
import { createStand, receptionistAt, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let tiny: { app: FastifyInstance; prisma: PrismaClient };

beforeAll(async () => {
  ctx = await createTestContext();
  const prisma = createPrismaClient(ctx.config.databaseUrl, { max: 1, connectionTimeoutMillis: 300 });
  // The session cache outlives the test: the requests below authenticate without the database.
  const app = await buildApp(
    { ...ctx.config, sessionCacheTtlMs: 60_000 },
    {
      prisma,
      redis: ctx.redis,
      jobs: ctx.jobs,
      harnessRoutes: { "POST /__busy-transaction": { access: "authenticated" } },
    },
  );
  // A transaction that may wait only 100 ms for a connection (the API's wait 15 s; same error, sooner).
  app.post("/__busy-transaction", async () => {
    await prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 });
    return { ok: true };
  });
  await app.ready();
  tiny = { app, prisma };
});
afterAll(async () => {
  await tiny?.app.close();
  await tiny?.prisma.$disconnect();
  await ctx?.close();
});

/** Holds the tiny pool's only connection until `release` is called. */
async function holdTheConnection() {
  let release = () => {};
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = tiny.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    { maxWait: 5_000, timeout: 30_000 },
  );
  await holding;
  return async () => {
    release();
    await done;
  };
}

describe("pool exhausted", () => {
  it("answers 503 with Retry-After and writes nothing; the same check-in passes once a connection is free", async () => {
    const stand = await createStand(ctx);
    await specialistsAt(ctx, stand.id, 1);
    const reception = await receptionistAt(ctx, stand.id);
    const warm = await tiny.app.inject({ method: "GET", url: "/stands/my-presence", headers: reception.headers });
    expect(warm.statusCode, warm.body).toBe(200);
    const checkIn = {
      method: "POST" as const,
      url: "/stand-visits",
      headers: reception.headers,
      payload: { enterprise_id: stand.id, phone: leadPhone(), full_name: "Visitante", lgpd_consent: true },
    };

    const free = await holdTheConnection();
    let busy: Awaited<ReturnType<FastifyInstance["inject"]>>;
    let busyTx: Awaited<ReturnType<FastifyInstance["inject"]>>;
    try {
      busy = await tiny.app.inject(checkIn);
      busyTx = await tiny.app.inject({ method: "POST", url: "/__busy-transaction", headers: reception.headers });
    } finally {
      await free();
    }

    for (const res of [busy, busyTx]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: MSG.serverBusy });
    }
    expect(await ctx.prisma.standVisit.count({ where: { enterpriseId: stand.id } })).toBe(0);
    expect(await ctx.prisma.lead.count({ where: { phone: checkIn.payload.phone } })).toBe(0);

    const again = await tiny.app.inject(checkIn);
    expect(again.statusCode, again.body).toBe(201);
    expect(await ctx.prisma.standVisit.count({ where: { enterpriseId: stand.id } })).toBe(1);
  });
});
