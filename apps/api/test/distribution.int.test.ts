import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleOnDuty } from "./factories/availability-schedules";
import { createEnterprise, leadPhone, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette, overdue } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

async function setup(n: number, status: "AVAILABLE" | "IN_PAUSE" = "AVAILABLE") {
  const enterprise = await createEnterprise(ctx.prisma);
  const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
  const agents = await addAgents(ctx, roulette, n, status);
  return { enterprise, roulette, agents };
}

async function createLead(enterpriseId: string, source = "SITE") {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/leads",
    headers: coordinator.headers,
    payload: { full_name: "Cliente Roleta", phone: leadPhone(), enterprise_id: enterpriseId, source },
  });
  expect(res.statusCode).toBe(201);
  return res.json().summary._id as string;
}

const attend = (agent: Staff, leadId: string) =>
  ctx.app.inject({ method: "PUT", url: `/leads/${leadId}/attend`, headers: agent.headers, payload: { leadId } });

const expiry = () => ctx.app.services.distribution.offerExpiry;

describe("offer and accept", () => {
  it("offers a new online lead to the first available agent, who accepts it with 'Atender'", async () => {
    const { agents, roulette } = await setup(2);
    const [first, second] = agents as [Agent, Agent];
    const leadId = await createLead(roulette.enterpriseIds[0] as string);

    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead.ownerId).toBe(first.user.id);
    expect(lead.rouletteId).toBe(roulette.id);
    const [offer] = await ctx.prisma.leadOffer.findMany({ where: { leadId } });
    expect(offer?.outcome).toBe("PENDING");
    expect(offer?.agentUserId).toBe(first.user.id);
    const minutes = ((offer?.deadline.getTime() ?? 0) - (offer?.offeredAt.getTime() ?? 0)) / 60_000;
    expect(Math.round(minutes)).toBe(10);
    const notification = await ctx.prisma.notification.findFirstOrThrow({ where: { linkedContent: leadId } });
    expect(notification).toMatchObject({
      title: "Novo Lead na sua carteira",
      type: "NEW_LEAD",
      receiverId: first.user.id,
    });
    expect(notification.deadline?.getTime()).toBe(offer?.deadline.getTime());
    const movements = await ctx.prisma.leadMovement.findMany({ where: { leadId } });
    expect(movements.map((m) => [m.reason, m.destinationUserId])).toEqual([["ROULETTE_OFFER", first.user.id]]);
    expect(ctx.jobs.jobs).toContainEqual({ name: "offer.expire", payload: { offerId: offer?.id } });
    const log = await ctx.prisma.rouletteLog.findFirstOrThrow({ where: { leadId, action: "OFFERED" } });
    expect(log.reason).toContain("próximo disponível na rotação");
    // The offered agent goes to the end of the line.
    const positions = await ctx.prisma.rouletteAgent.findMany({ where: { rouletteId: roulette.id } });
    expect(positions.find((a) => a.userId === first.user.id)?.position).toBe(3);
    expect(positions.find((a) => a.userId === first.user.id)?.offersToday).toBe(1);

    expect((await attend(second, leadId)).statusCode).toBe(404);
    const res = await attend(first, leadId);
    expect(res.statusCode).toBe(200);
    expect((await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer?.id } })).outcome).toBe("ACCEPTED");
    const agentRow = await ctx.prisma.rouletteAgent.findUniqueOrThrow({ where: { id: first.agent.id } });
    expect(agentRow.status).toBe("IN_ATTENDANCE");
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).availabilityStatus).toBe(
      "IN_ATTENDANCE",
    );
    // Accepted offers are never expired afterwards.
    await overdue(ctx, leadId);
    expect(await expiry().expire(offer?.id as string)).toBe("resolved");
  });

  it("sends a STAND lead to the BOOTH roulette, not the ONLINE one", async () => {
    const { enterprise } = await setup(1);
    const booth = await createRoulette(ctx, { type: "BOOTH", enterpriseIds: [enterprise.id] });
    const [boothAgent] = await addAgents(ctx, booth, 1);
    // A booth roulette offers leads to members on duty at one of its stands (decision 052).
    await ctx.prisma.stand.create({ data: { enterpriseId: enterprise.id } });
    await scheduleOnDuty(ctx, boothAgent?.user.id as string, enterprise.id);
    const leadId = await createLead(enterprise.id, "STAND");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId).toBe(boothAgent?.user.id);
  });
});

describe("expiry", () => {
  it("takes the lead back when the deadline passes and offers it to the next agent, never again to the first", async () => {
    await ctx.app.services.settings.set("lead_acceptance_deadline_minutes", 1);
    const { agents, roulette } = await setup(2);
    const [first, second] = agents as [Agent, Agent];
    const leadId = await createLead(roulette.enterpriseIds[0] as string);
    const offer = await ctx.prisma.leadOffer.findFirstOrThrow({ where: { leadId } });
    expect(Math.round((offer.deadline.getTime() - offer.offeredAt.getTime()) / 60_000)).toBe(1);

    expect(await expiry().expire(offer.id)).toBe("not-due");
    await overdue(ctx, leadId);
    expect(await expiry().expire(offer.id)).toBe("expired");

    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead.ownerId).toBe(second.user.id);
    const movements = await ctx.prisma.leadMovement.findMany({ where: { leadId }, orderBy: { createdAt: "asc" } });
    expect(movements.map((m) => m.reason)).toEqual(["ROULETTE_OFFER", "OFFER_EXPIRED", "ROULETTE_OFFER"]);
    const expiredLog = await ctx.prisma.rouletteLog.findFirstOrThrow({ where: { leadId, action: "EXPIRED" } });
    expect(expiredLog.reason).toBe("expirado: não atendido em 1 min");
    expect((await attend(first, leadId)).statusCode).toBe(404);

    // The second lets it expire too: every agent expired it, so a new cycle starts with the first.
    await overdue(ctx, leadId);
    await expiry().sweep();
    const offers = await ctx.prisma.leadOffer.findMany({ where: { leadId }, orderBy: { offeredAt: "asc" } });
    expect(offers.map((o) => [o.agentUserId, o.cycle, o.outcome])).toEqual([
      [first.user.id, 1, "EXPIRED"],
      [second.user.id, 1, "EXPIRED"],
      [first.user.id, 2, "PENDING"],
    ]);
    await ctx.app.services.settings.set("lead_acceptance_deadline_minutes", 10);
  });

  // 30 races: each of the 10 deadline offsets three times. Its own time limit: a loaded machine (CI beside other
  // suites) makes 30 sequential races slower, not wrong.
  it("accept racing expire: exactly one outcome, 30 times", { timeout: 120_000 }, async () => {
    const { agents, roulette } = await setup(2);
    for (let i = 0; i < 30; i++) {
      await ctx.prisma.rouletteAgent.updateMany({ where: { rouletteId: roulette.id }, data: { status: "AVAILABLE" } });
      const leadId = await createLead(roulette.enterpriseIds[0] as string);
      const offer = await ctx.prisma.leadOffer.findFirstOrThrow({ where: { leadId, outcome: "PENDING" } });
      const owner = agents.find((a) => a.user.id === offer.agentUserId) as Agent;
      // The deadline lands from 30 ms ahead of the race to 15 ms behind it: both outcomes occur, no sleep needed.
      const aheadMs = 30 - (i % 10) * 5;
      await ctx.prisma
        .$executeRaw`UPDATE lead_offers SET deadline = now() + make_interval(secs => ${aheadMs}::int / 1000.0) WHERE id = ${offer.id}::uuid`;
      const [res, expired] = await Promise.all([attend(owner, leadId), expiry().expire(offer.id)]);
      const final = await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
      const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
      if (res.statusCode === 200) {
        expect(final.outcome).toBe("ACCEPTED");
        expect(expired).not.toBe("expired");
        expect(lead.ownerId).toBe(owner.user.id);
      } else {
        expect([403, 404]).toContain(res.statusCode);
        if (expired === "not-due") expect(await expiry().expire(offer.id)).toBe("expired");
        expect((await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } })).outcome).toBe("EXPIRED");
        expect(lead.inAttendance).toBe(false);
      }
      expect(await ctx.prisma.leadOffer.count({ where: { leadId, outcome: "PENDING" } })).toBeLessThanOrEqual(1);
    }
  });
});

describe("concurrency and fairness", () => {
  it("200 leads created at once into one roulette with 10 agents: one owner each, 20 per agent", async () => {
    const { agents, roulette } = await setup(10);
    const ids = await Promise.all(Array.from({ length: 200 }, () => createLead(roulette.enterpriseIds[0] as string)));
    // Anything a busy pool could not finish is finished by the sweep (as in production).
    await expiry().sweep();
    const leads = await ctx.prisma.lead.findMany({ where: { id: { in: ids } } });
    expect(leads.every((l) => l.ownerId)).toBe(true);
    const counts = agents.map((a) => leads.filter((l) => l.ownerId === a.user.id).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(counts.reduce((s, c) => s + c, 0)).toBe(200);
    const pending = await ctx.prisma.leadOffer.groupBy({
      by: ["leadId"],
      where: { leadId: { in: ids }, outcome: "PENDING" },
      _count: true,
    });
    expect(pending).toHaveLength(200);
    expect(pending.every((p) => p._count === 1)).toBe(true);
  });
});

describe("waiting leads", () => {
  it("a lead waits while nobody is available and is offered at once when an agent becomes available", async () => {
    const { agents, roulette } = await setup(1, "IN_PAUSE");
    const [agent] = agents as [Agent];
    const leadId = await createLead(roulette.enterpriseIds[0] as string);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId).toBeNull();
    expect(await ctx.prisma.rouletteQueueItem.findUnique({ where: { leadId } })).not.toBeNull();
    const log = await ctx.prisma.rouletteLog.findFirstOrThrow({ where: { leadId, action: "WAITING" } });
    expect(log.reason).toBe("aguardando especialista disponível");

    const res = await ctx.app.inject({
      method: "PUT",
      url: "/users/availability",
      headers: agent.headers,
      payload: { availability_status: "AVAILABLE" },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId).toBe(agent.user.id);
    expect(await ctx.prisma.rouletteQueueItem.findUnique({ where: { leadId } })).toBeNull();
  });

  it("with Redis flushed, the database sweep still expires pending offers and re-offers the leads", async () => {
    const { agents, roulette } = await setup(2);
    const leadId = await createLead(roulette.enterpriseIds[0] as string);
    const keys = await ctx.redis.keys(`${ctx.config.redisPrefix}*`);
    if (keys.length) await ctx.redis.del(...keys);
    ctx.jobs.jobs.length = 0;
    await overdue(ctx, leadId);
    const result = await expiry().sweep();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead.ownerId).toBe(agents[1]?.user.id);
  });
});
