import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, leadPhone, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

const expiry = () => ctx.app.services.distribution.offerExpiry;

/** n leads created through POST /leads into a fresh roulette with two agents; returns their first offers. */
async function offeredLeads(n: number) {
  const enterprise = await createEnterprise(ctx.prisma);
  const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
  const agents = (await addAgents(ctx, roulette, 2)) as [Agent, Agent];
  const responses = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      ctx.app.inject({
        method: "POST",
        url: "/leads",
        headers: coordinator.headers,
        payload: { full_name: `Cliente Lote ${i}`, phone: leadPhone(), enterprise_id: enterprise.id, source: "SITE" },
      }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
  const leadIds = responses.map((r) => r.json().summary._id as string);
  const offers = await ctx.prisma.leadOffer.findMany({ where: { leadId: { in: leadIds }, outcome: "PENDING" } });
  expect(offers).toHaveLength(n);
  return { agents, leadIds, offers };
}

describe("batch expiry", () => {
  it("one expiry takes every offer already due (each exactly once, none before its deadline) and re-offers each lead once", async () => {
    const { leadIds, offers } = await offeredLeads(30);
    const due = offers.slice(0, 20);
    const notDue = offers.slice(20);
    await ctx.prisma.$executeRaw`
      UPDATE lead_offers SET deadline = now() - interval '1 second' WHERE id = ANY(${due.map((o) => o.id)}::uuid[])`;

    // The job of one due offer expires all twenty due ones, and none of the ten whose deadline is still ahead.
    expect(await expiry().expire(due[0]?.id as string)).toBe("expired");
    const after = await ctx.prisma.leadOffer.findMany({ where: { id: { in: offers.map((o) => o.id) } } });
    const byId = new Map(after.map((o) => [o.id, o]));
    for (const o of due) {
      const row = byId.get(o.id);
      expect(row?.outcome).toBe("EXPIRED");
      expect(row?.resolvedAt?.getTime()).toBeGreaterThanOrEqual(row?.deadline.getTime() as number);
    }
    for (const o of notDue) expect(byId.get(o.id)?.outcome).toBe("PENDING");

    // The other jobs of the burst find their offers already resolved: nothing expires or is offered twice.
    const outcomes = await Promise.all(due.map((o) => expiry().expireDue(o.id)));
    expect(outcomes.slice(1)).toEqual(due.slice(1).map(() => "resolved"));
    expect(await expiry().expire(notDue[0]?.id as string)).toBe("not-due");

    const dueLeads = due.map((o) => o.leadId);
    const all = await ctx.prisma.leadOffer.findMany({ where: { leadId: { in: leadIds } } });
    for (const leadId of dueLeads) {
      const mine = all.filter((o) => o.leadId === leadId);
      const first = mine.find((o) => o.outcome === "EXPIRED");
      const reoffers = mine.filter((o) => o.outcome === "PENDING");
      // Exactly one re-offer, to the other agent (the first let it expire in this cycle).
      expect(mine).toHaveLength(2);
      expect(reoffers).toHaveLength(1);
      expect(reoffers[0]?.agentUserId).not.toBe(first?.agentUserId);
      const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
      expect(lead.ownerId).toBe(reoffers[0]?.agentUserId);
    }
    const movements = await ctx.prisma.leadMovement.groupBy({
      by: ["leadId"],
      where: { leadId: { in: dueLeads }, reason: "OFFER_EXPIRED" },
      _count: true,
    });
    expect(movements).toHaveLength(20);
    expect(movements.every((m) => m._count === 1)).toBe(true);
    const logs = await ctx.prisma.leadLog.count({ where: { leadId: { in: dueLeads }, subtype: "OFFER_EXPIRED" } });
    expect(logs).toBe(20);
    expect(await ctx.prisma.rouletteQueueItem.count({ where: { leadId: { in: leadIds } } })).toBe(0);
  });

  it("a burst of concurrent expiries of due offers: each offer expires once and each lead is re-offered once", async () => {
    const { leadIds, offers } = await offeredLeads(40);
    await ctx.prisma.$executeRaw`
      UPDATE lead_offers SET deadline = now() - interval '1 second' WHERE id = ANY(${offers.map((o) => o.id)}::uuid[])`;
    const outcomes = await Promise.all(offers.map((o) => expiry().expireDue(o.id)));
    expect(outcomes.every((o) => o === "expired" || o === "resolved")).toBe(true);
    expect(outcomes).toContain("expired");
    await expiry().sweep(); // the job does not wait for the re-offers; the sweep finishes anything still queued
    const all = await ctx.prisma.leadOffer.findMany({ where: { leadId: { in: leadIds } } });
    expect(all.filter((o) => o.outcome === "EXPIRED")).toHaveLength(40);
    expect(all.filter((o) => o.outcome === "PENDING")).toHaveLength(40);
    for (const o of all.filter((x) => x.outcome === "EXPIRED")) {
      expect(o.resolvedAt?.getTime()).toBeGreaterThanOrEqual(o.deadline.getTime());
    }
    expect(new Set(all.filter((o) => o.outcome === "PENDING").map((o) => o.leadId)).size).toBe(40);
  });
});
