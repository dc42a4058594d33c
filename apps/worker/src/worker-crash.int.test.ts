import { randomBytes } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { createJobProducer, type JobProducer } from "@portal/domain/jobs";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteKeys, testRedis, uniquePrefix } from "./testing/redis.ts";
import { spawnWorker, type WorkerProcess } from "./testing/worker-process.ts";

/**
 * Issue 4: "Killing the worker loses no lead and assigns none twice." The real worker (main.ts) runs in a
 * child process, is SIGKILLed while it drains a burst of waiting leads, and is started again.
 */
const LEADS = 120;
const AGENTS = 12;
const prefix = uniquePrefix();

let db: TestDatabase;
let redis: Redis;
let producer: JobProducer;
const processes: WorkerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  redis = testRedis();
  producer = createJobProducer(redis, { prefix });
});

afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await Promise.all(processes.map((p) => p.exited));
  await producer?.close();
  await deleteKeys(redis, prefix);
  await redis?.quit();
  await db?.drop();
});

function start(): WorkerProcess {
  const p = spawnWorker({ DATABASE_URL: db.url, QUEUE_PREFIX: prefix, WORKER_CONCURRENCY: "2" });
  processes.push(p);
  return p;
}

const offeredCount = () => db.prisma.leadOffer.count();

describe("worker killed mid-distribution", () => {
  it("SIGKILL while draining a burst, then a restart: every lead has exactly one owner and one open offer", async () => {
    const enterprise = await db.prisma.enterprise.create({
      data: { name: `Emp ${randomBytes(3).toString("hex")}`, city: "Campinas" },
    });
    const roulette = await db.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const agents = [];
    for (let i = 0; i < AGENTS; i++) {
      const user = await db.prisma.user.create({
        data: {
          fullName: `Especialista ${i}`,
          email: `${randomBytes(5).toString("hex")}@teste.com.br`,
          passwordHash: "x",
          roles: ["ONLINE_SPECIALIST"],
          availabilityStatus: "AVAILABLE",
        },
      });
      agents.push(user);
    }
    await db.prisma.rouletteAgent.createMany({
      data: agents.map((u, i) => ({
        rouletteId: roulette.id,
        userId: u.id,
        status: "AVAILABLE" as const,
        position: i + 1,
      })),
    });
    // The burst: leads without owner, waiting in the roulette queue (what lead creation writes).
    const leads = [];
    for (let i = 0; i < LEADS; i++) {
      leads.push(
        await db.prisma.lead.create({
          data: {
            fullName: `Cliente ${i}`,
            phone: `55119${String(10_000_000 + i)}`,
            source: "SITE",
            enterpriseId: enterprise.id,
          },
        }),
      );
    }
    await db.prisma.rouletteQueueItem.createMany({
      data: leads.map((l) => ({ leadId: l.id, rouletteId: roulette.id, cycle: 1, reason: "criado sem responsável" })),
    });

    const first = start();
    await first.started;
    await producer.enqueue("roulette.drain", { rouletteId: roulette.id });
    await vi.waitFor(async () => expect(await offeredCount()).toBeGreaterThanOrEqual(15), {
      timeout: 30_000,
      interval: 20,
    });
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const atKill = await offeredCount();
    expect(atKill, "the kill must land mid-way through the burst").toBeLessThan(LEADS);

    const second = start();
    await second.started;
    // The killed job is stalled until its lock expires; a new drain (or the minute sweep) takes over now.
    await producer.enqueue("roulette.drain", { rouletteId: roulette.id });
    await vi.waitFor(
      async () => {
        expect(await db.prisma.rouletteQueueItem.count()).toBe(0);
        expect(await db.prisma.lead.count({ where: { ownerId: null } })).toBe(0);
      },
      { timeout: 60_000, interval: 200 },
    );

    const offers = await db.prisma.leadOffer.findMany({ select: { leadId: true, agentUserId: true, outcome: true } });
    const perLead = new Map<string, number>();
    for (const o of offers) perLead.set(o.leadId, (perLead.get(o.leadId) ?? 0) + 1);
    expect(perLead.size).toBe(LEADS);
    expect(
      [...perLead.values()].every((n) => n === 1),
      "no lead offered twice",
    ).toBe(true);
    expect(offers.every((o) => o.outcome === "PENDING")).toBe(true);
    const owned = await db.prisma.lead.findMany({ select: { id: true, ownerId: true } });
    const offerOf = new Map(offers.map((o) => [o.leadId, o.agentUserId]));
    expect(
      owned.every((l) => l.ownerId === offerOf.get(l.id)),
      "the owner is the offered agent",
    ).toBe(true);
    expect(await db.prisma.leadMovement.count({ where: { reason: "ROULETTE_OFFER" } })).toBe(LEADS);
    expect(await db.prisma.notification.count({ where: { type: "NEW_LEAD" } })).toBe(LEADS);
    const perAgent = agents.map((a) => offers.filter((o) => o.agentUserId === a.id).length);
    expect(Math.max(...perAgent) - Math.min(...perAgent), `offers per agent ${perAgent.join(",")}`).toBeLessThanOrEqual(
      1,
    );

    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  }, 120_000);
});
