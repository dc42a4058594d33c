import { randomBytes } from "node:crypto";
import type { TestDatabase } from "@portal/db/testing/test-db";
import type { JobProducer } from "@portal/domain/jobs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type InProcessWorker, startInProcessWorker } from "../testing/in-process-worker.ts";

let worker: InProcessWorker;
let db: TestDatabase;
let producer: JobProducer;

beforeAll(async () => {
  worker = await startInProcessWorker({});
  ({ db, producer } = worker);
});

afterAll(async () => {
  await worker?.close();
});

async function user(name: string) {
  return db.prisma.user.create({
    data: {
      fullName: name,
      email: `${randomBytes(5).toString("hex")}@teste.com.br`,
      passwordHash: "x",
      roles: ["ONLINE_SPECIALIST"],
      availabilityStatus: "AVAILABLE",
    },
  });
}

describe("offer jobs in the real BullMQ worker", () => {
  it("a delayed offer.expire job expires the offer at its deadline and the lead goes to the next agent", async () => {
    const enterprise = await db.prisma.enterprise.create({
      data: { name: `Emp ${randomBytes(3).toString("hex")}`, city: "Campinas" },
    });
    const roulette = await db.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [a, b] = [await user("Ana"), await user("Bruno")];
    await db.prisma.rouletteAgent.createMany({
      data: [
        { rouletteId: roulette.id, userId: a.id, status: "AVAILABLE", position: 1 },
        { rouletteId: roulette.id, userId: b.id, status: "AVAILABLE", position: 2 },
      ],
    });
    const lead = await db.prisma.lead.create({
      data: { fullName: "Cliente", phone: "5511999990000", source: "SITE", enterpriseId: enterprise.id },
    });
    const offer = await db.prisma.leadOffer.create({
      data: {
        leadId: lead.id,
        rouletteId: roulette.id,
        agentUserId: a.id,
        deadline: new Date(Date.now() + 800),
      },
    });
    await db.prisma.lead.update({ where: { id: lead.id }, data: { ownerId: a.id } });

    await producer.enqueue("offer.expire", { offerId: offer.id }, { delay: 850 });
    // Deterministic id: enqueueing again is a no-op.
    await producer.enqueue("offer.expire", { offerId: offer.id }, { delay: 850 });

    await vi.waitFor(
      async () => {
        const current = await db.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
        expect(current.outcome).toBe("EXPIRED");
        const moved = await db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
        expect(moved.ownerId).toBe(b.id);
      },
      { timeout: 10_000, interval: 100 },
    );
    const next = await db.prisma.leadOffer.findFirstOrThrow({ where: { leadId: lead.id, outcome: "PENDING" } });
    expect(next.agentUserId).toBe(b.id);
    // The re-offer enqueued its own expiry through the same producer.
    const job = await producer.queue("deadlines").getJob(`offer-expire_${next.id}`);
    expect(job?.name).toBe("offer.expire");
  });

  it("a burst of offer.expire jobs due together: every offer expires once, never before its deadline, and each lead is re-offered once", async () => {
    const enterprise = await db.prisma.enterprise.create({
      data: { name: `Emp ${randomBytes(3).toString("hex")}`, city: "Campinas" },
    });
    const roulette = await db.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [a, b] = [await user("Ana"), await user("Bruno")];
    await db.prisma.rouletteAgent.createMany({
      data: [
        { rouletteId: roulette.id, userId: a.id, status: "AVAILABLE", position: 1 },
        { rouletteId: roulette.id, userId: b.id, status: "AVAILABLE", position: 2 },
      ],
    });
    const n = 25;
    const deadline = new Date(Date.now() + 1500);
    const leads = await db.prisma.lead.createManyAndReturn({
      data: Array.from({ length: n }, (_, i) => ({
        fullName: `Cliente ${i}`,
        phone: `55119${String(Date.now()).slice(-6)}${String(i).padStart(2, "0")}`,
        source: "SITE",
        enterpriseId: enterprise.id,
        ownerId: a.id,
      })),
    });
    const offers = await db.prisma.leadOffer.createManyAndReturn({
      data: leads.map((l) => ({ leadId: l.id, rouletteId: roulette.id, agentUserId: a.id, deadline })),
    });
    // As the distribution schedules them: at the deadline plus a little slack.
    await Promise.all(
      offers.map((o) =>
        producer.enqueue("offer.expire", { offerId: o.id }, { delay: deadline.getTime() - Date.now() + 50 }),
      ),
    );

    await vi.waitFor(
      async () => {
        const reoffers = await db.prisma.leadOffer.count({
          where: { leadId: { in: leads.map((l) => l.id) }, agentUserId: b.id, outcome: "PENDING" },
        });
        expect(reoffers).toBe(n);
      },
      { timeout: 15_000, interval: 100 },
    );
    const expired = await db.prisma.leadOffer.findMany({ where: { id: { in: offers.map((o) => o.id) } } });
    for (const o of expired) {
      expect(o.outcome).toBe("EXPIRED");
      expect(o.resolvedAt?.getTime()).toBeGreaterThanOrEqual(o.deadline.getTime());
    }
    const perLead = await db.prisma.leadOffer.groupBy({
      by: ["leadId"],
      where: { leadId: { in: leads.map((l) => l.id) } },
      _count: true,
    });
    expect(perLead.every((p) => p._count === 2)).toBe(true);
    expect(
      await db.prisma.leadMovement.count({
        where: { leadId: { in: leads.map((l) => l.id) }, reason: "OFFER_EXPIRED" },
      }),
    ).toBe(n);
  });
});
