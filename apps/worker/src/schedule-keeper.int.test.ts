import { randomBytes } from "node:crypto";
import { QUEUES } from "@portal/contracts/jobs";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Schedule, schedule } from "./schedules.ts";
import { testJobDeps } from "./testing/job-deps.ts";
import { deleteKeys, testRedis, uniquePrefix } from "./testing/redis.ts";
import { failingTransport } from "./testing/transports.ts";
import { createJobModules, startWorkerApp, type WorkerApp } from "./worker-app.ts";

/**
 * Redis losing its data (FLUSHALL, a restart without persistence, a failover to an empty replica) took the
 * repeatable schedulers with it, and only a worker restart brought them back: open offers never expired. Each test
 * deletes only its own prefix's keys (the shared Redis holds other test files' queues).
 */
const logger = pino({ level: "silent" });
const OFFER_SWEEP_MS = 1_000;
const wait = { timeout: 20_000, interval: 50 };

let db: TestDatabase;
let redis: Redis;
let prefix: string;
const running: WorkerApp[] = [];

// Two queues, so the check covers more than one queue's schedulers.
const schedules: readonly Schedule[] = [
  schedule("offer.sweep", {}, OFFER_SWEEP_MS),
  schedule("email.sweep", {}, 60_000),
];

beforeAll(async () => {
  db = await createTestDatabase();
  redis = testRedis();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
  await deleteKeys(redis, prefix);
});

afterAll(async () => {
  await redis?.quit();
  await db?.drop();
});

async function start(scheduleCheckEveryMs: number, sweeps = schedules): Promise<WorkerApp> {
  prefix = uniquePrefix();
  const domain = testJobDeps({ prisma: db.prisma, redis, prefix, transport: failingTransport(), logger });
  const app = await startWorkerApp({
    modules: createJobModules(domain.deps),
    connection: redis,
    logger,
    concurrency: 2,
    prefix,
    schedules: sweeps,
    scheduleCheckEveryMs,
  });
  running.push({ ...app, close: () => app.close().finally(domain.close) });
  return app;
}

async function schedulerKeys(app: WorkerApp): Promise<string[]> {
  const lists = await Promise.all(
    [QUEUES.deadlines, QUEUES.email].map((q) => app.producer.queue(q).getJobSchedulers()),
  );
  return lists.flat().map((s) => s.key);
}

/** An offer to the first of two available agents, open until `deadline`, with no offer.expire job in Redis. */
async function openOffer(deadline: Date) {
  const enterprise = await db.prisma.enterprise.create({
    data: { name: `Emp ${randomBytes(3).toString("hex")}`, city: "Campinas" },
  });
  const roulette = await db.prisma.roulette.create({
    data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
  });
  const [a, b] = await Promise.all(
    ["Ana", "Bruno"].map((fullName) =>
      db.prisma.user.create({
        data: {
          fullName,
          email: `${randomBytes(5).toString("hex")}@teste.com.br`,
          passwordHash: "x",
          roles: ["ONLINE_SPECIALIST"],
          availabilityStatus: "AVAILABLE",
        },
      }),
    ),
  );
  await db.prisma.rouletteAgent.createMany({
    data: [
      { rouletteId: roulette.id, userId: a!.id, status: "AVAILABLE", position: 1 },
      { rouletteId: roulette.id, userId: b!.id, status: "AVAILABLE", position: 2 },
    ],
  });
  const lead = await db.prisma.lead.create({
    data: {
      fullName: "Cliente",
      phone: `5511${String(Date.now()).slice(-9)}`,
      source: "SITE",
      enterpriseId: enterprise.id,
      ownerId: a!.id,
    },
  });
  const offer = await db.prisma.leadOffer.create({
    data: { leadId: lead.id, rouletteId: roulette.id, agentUserId: a!.id, deadline },
  });
  return { offer, lead, next: b! };
}

/** Waits until the offer is expired and the lead offered to the next agent; returns how late after its deadline. */
async function expiredAfterDeadline(offerId: string, leadId: string, nextAgentId: string): Promise<number> {
  const expired = await vi.waitFor(async () => {
    const current = await db.prisma.leadOffer.findUniqueOrThrow({ where: { id: offerId } });
    expect(current.outcome).toBe("EXPIRED");
    // The same sweep (or its next run) offers the lead, now without an owner, to the next agent.
    const reoffer = await db.prisma.leadOffer.findFirst({ where: { leadId, outcome: "PENDING" } });
    expect(reoffer?.agentUserId).toBe(nextAgentId);
    return current;
  }, wait);
  return expired.resolvedAt!.getTime() - expired.deadline.getTime();
}

describe("the worker re-creates its schedulers when Redis loses them", () => {
  it("keys deleted under a running worker: the periodic check brings the schedulers back and an open offer expires within one sweep interval", async () => {
    const app = await start(250);
    expect((await schedulerKeys(app)).sort()).toEqual(["email.sweep", "offer.sweep"]);
    const { offer, lead, next } = await openOffer(new Date(Date.now() + 2_000));

    expect(await deleteKeys(redis, prefix)).toBeGreaterThan(0); // what FLUSHALL does to this worker's queues

    await vi.waitFor(
      async () => expect((await schedulerKeys(app)).sort()).toEqual(["email.sweep", "offer.sweep"]),
      wait,
    );
    const late = await expiredAfterDeadline(offer.id, lead.id, next.id);
    expect(late).toBeGreaterThanOrEqual(0);
    // One sweep interval, plus the time a loaded 2-core machine takes to run the job.
    expect(late).toBeLessThan(OFFER_SWEEP_MS + 1_500);
  });

  it("Redis reconnecting (a restart) triggers the check at once, without waiting for the periodic one", async () => {
    const app = await start(3_600_000);
    const { offer, lead, next } = await openOffer(new Date(Date.now() + 2_000));

    expect(await deleteKeys(redis, prefix)).toBeGreaterThan(0);
    expect(await schedulerKeys(app)).toEqual([]);
    const ready = new Promise((resolve) => redis.once("ready", resolve));
    redis.disconnect(true); // drop this test's connection and reconnect, as after a Redis restart
    await ready;

    await vi.waitFor(
      async () => expect((await schedulerKeys(app)).sort()).toEqual(["email.sweep", "offer.sweep"]),
      wait,
    );
    const late = await expiredAfterDeadline(offer.id, lead.id, next.id);
    expect(late).toBeLessThan(OFFER_SWEEP_MS + 1_500);
  });

  it("a scheduler whose next run was lost is re-created; intact schedulers are left alone", async () => {
    // Slow sweeps, so no iteration runs (and replaces its job) while the test removes one.
    const app = await start(3_600_000, [schedule("offer.sweep", {}, 60_000), schedule("email.sweep", {}, 60_000)]);
    expect(await app.scheduleKeeper.check("test")).toBe(false);

    const deadlines = app.producer.queue(QUEUES.deadlines);
    const [offerSweep] = await deadlines.getJobSchedulers();
    // Only the pending iteration's job goes (e.g. evicted): the scheduler entry alone would never fire again.
    const lostId = `repeat:offer.sweep:${offerSweep!.next}`;
    await redis.del(deadlines.toKey(lostId));
    await redis.zrem(deadlines.keys.delayed!, lostId);
    expect(await deadlines.getJob(lostId)).toBeUndefined();

    expect(await app.scheduleKeeper.check("test")).toBe(true);
    const [restored] = await deadlines.getJobSchedulers();
    expect(await deadlines.getJob(`repeat:offer.sweep:${restored!.next}`)).toBeDefined();
    const emailSweeps = await app.producer.queue(QUEUES.email).getJobSchedulers();
    expect(emailSweeps.map((s) => s.key)).toEqual(["email.sweep"]);
  });
});
