/**
 * What one visitor check-in costs in SQL round trips (decision 056), and that its answer, now built from the rows it
 * wrote instead of read back after commit, is the visit as GET /stand-visits/{id} reads it.
 *
 * The counting app is the same API on a client that reports every statement it sends (createPrismaClient's onQuery:
 * Prisma's query events and the plain reader; Prisma does not report the transaction's BEGIN, it does report COMMIT),
 * one request at a time, with a session cache that outlives the test (the session read is not the check-in's).
 * STAND_SQL_LOG=1 prints the statements.
 */
import { createPrismaClient, type PrismaClient, type QueryObserved } from "@portal/db/client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createLead, leadPhone, type Staff, staff } from "./factories/leads";
import { createStand, receptionistAt, specialistsAt, type VisitorInput } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

/**
 * Statements of a new visitor's check-in routed to the queue (31 before decision 056, 15 after it). 16 since decision
 * 061: the stand scope (the caller's schedule of today, teams and presence) is one more read before the transaction,
 * sent beside the stand's read; it replaced the presence subquery the stand's read carried.
 */
const CHECK_IN_STATEMENTS = 16;

let ctx: TestContext;
let counting: { app: FastifyInstance; prisma: PrismaClient };
let sink: QueryObserved[] | null = null;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const prisma = createPrismaClient(ctx.config.databaseUrl, { max: 2, onQuery: (q) => sink?.push(q) });
  const app = await buildApp(
    { ...ctx.config, sessionCacheTtlMs: 60_000 },
    { prisma, redis: ctx.redis, jobs: ctx.jobs },
  );
  await app.ready();
  counting = { app, prisma };
});
afterAll(async () => {
  await counting?.app.close();
  await counting?.prisma.$disconnect();
  await ctx?.close();
});

async function capture<T>(fn: () => Promise<T>): Promise<{ result: T; sql: QueryObserved[] }> {
  const sql: QueryObserved[] = [];
  sink = sql;
  let result: T;
  try {
    result = await fn();
  } finally {
    sink = null;
  }
  if (process.env.STAND_SQL_LOG) {
    for (const [i, q] of sql.entries()) {
      console.log(`${i + 1}. [${q.durationMs.toFixed(1)} ms] ${q.sql.replace(/\s+/g, " ").slice(0, 300)}`);
    }
  }
  return { result, sql };
}

type VisitDto = Record<string, unknown> & { _id: string; status: string };

/** POST /stand-visits on the counting app (201 expected), its statements, and GET /stand-visits/{id} after it. */
async function checkIn(reception: Staff, enterpriseId: string, body: VisitorInput = {}) {
  // Warms the counting app's session cache for this token (not part of what is counted).
  const warm = await counting.app.inject({ method: "GET", url: "/stands/my-presence", headers: reception.headers });
  expect(warm.statusCode, warm.body).toBe(200);
  const { result: res, sql } = await capture(() =>
    counting.app.inject({
      method: "POST",
      url: "/stand-visits",
      headers: reception.headers,
      payload: {
        enterprise_id: enterpriseId,
        phone: leadPhone(),
        full_name: "Visitante do Plantão",
        lgpd_consent: true,
        how_know: "SITE",
        purpose: "HOME",
        ...body,
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const answered = res.json().visit as VisitDto;
  const read = await ctx.app.inject({
    method: "GET",
    url: `/stand-visits/${answered._id}`,
    headers: reception.headers,
  });
  expect(read.statusCode, read.body).toBe(200);
  return { answered, read: read.json().visit as VisitDto, sql };
}

describe("POST /stand-visits: statements per check-in", () => {
  it(`sends ${CHECK_IN_STATEMENTS} statements for a new visitor routed to the queue, none after COMMIT`, async () => {
    const stand = await createStand(ctx);
    const [first] = await specialistsAt(ctx, stand.id, 3);
    const reception = await receptionistAt(ctx, stand.id);
    await checkIn(reception, stand.id); // the first request of a path prepares it; count the second
    const { answered, read, sql } = await checkIn(reception, stand.id);

    expect(answered.status).toBe("ASSIGNED");
    expect(answered).toEqual(read);
    expect((answered.specialist as { _id: string })._id).not.toBe(first?.user.id);
    expect(sql).toHaveLength(CHECK_IN_STATEMENTS);
    // Two reads before the transaction (the stand, the caller's stand scope), then the transaction; COMMIT is the last statement (the answer is not read
    // back), and the stand's lock is taken once, after every write that does not need it.
    expect(sql.at(-1)?.sql.trim()).toBe("COMMIT");
    const lockAt = sql.findIndex((q) => /FOR NO KEY UPDATE/.test(q.sql));
    expect(sql.filter((q) => /FOR NO KEY UPDATE/.test(q.sql))).toHaveLength(1);
    expect(sql.slice(0, lockAt).some((q) => /INSERT INTO "public"."stand_visits"/.test(q.sql))).toBe(true);
    expect(sql.filter((q) => /INSERT INTO "public"."lead_logs"/.test(q.sql))).toHaveLength(2); // CREATED, then the rest
    expect(sql.filter((q) => /INSERT INTO "public"."stand_logs"/.test(q.sql))).toHaveLength(1);
  });
});

describe("POST /stand-visits answers the visit as it was written", () => {
  it("to the owner on duty (a returning client)", async () => {
    const stand = await createStand(ctx);
    const [, owner] = await specialistsAt(ctx, stand.id, 2);
    const reception = await receptionistAt(ctx, stand.id);
    const phone = leadPhone();
    await createLead(ctx.prisma, { phone, enterpriseId: stand.id, ownerId: owner?.user.id, status: "TALKING" });
    const { answered, read } = await checkIn(reception, stand.id, { phone, full_name: "Cliente Antigo" });
    expect(answered).toMatchObject({ status: "ASSIGNED", assignment_type: "OWNER", returning_visitor: true });
    expect(answered).toEqual(read);
  });

  it("to the queue with the owner away told (owner_notified)", async () => {
    const stand = await createStand(ctx);
    await specialistsAt(ctx, stand.id, 1);
    const reception = await receptionistAt(ctx, stand.id);
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const phone = leadPhone();
    await createLead(ctx.prisma, { phone, enterpriseId: stand.id, ownerId: owner.user.id });
    const { answered, read } = await checkIn(reception, stand.id, { phone });
    expect(answered).toMatchObject({ status: "ASSIGNED", assignment_type: "QUEUE", owner_notified: true });
    expect((answered.owner as { _id: string })._id).toBe(owner.user.id);
    expect(answered).toEqual(read);
  });

  it("waiting when nobody is available, with a partner broker as co-partner", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    const broker = await staff(ctx, ["AGENT_PARTNER"], { creci: `${1 + Math.floor(Math.random() * 1e6)}-F/SC` });
    const { answered, read } = await checkIn(reception, stand.id, {
      third_party: { broker_name: "Carlos Corretor", broker_creci: broker.user.creci ?? "", agency_name: "Sol" },
    });
    expect(answered).toMatchObject({ status: "WAITING", specialist: null });
    expect(answered.third_party_visit).toMatchObject({ broker_user: { _id: broker.user.id }, co_partner_added: true });
    expect(answered).toEqual(read);
  });
});
