import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

describe("roulette administration", () => {
  it("a coordinator creates a roulette, adds agents at the end, shuffles, moves one first, and reads the log", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/roulettes",
      headers: coordinator.headers,
      payload: { name: "Online Campinas", type: "ONLINE", enterprise_ids: [enterprise.id] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const specialists = [await staff(ctx, ["ONLINE_SPECIALIST"]), await staff(ctx, ["ONLINE_SPECIALIST"])];
    for (const s of specialists) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/roulettes/${id}/agents`,
        headers: coordinator.headers,
        payload: { user_id: s.user.id },
      });
      expect(res.statusCode).toBe(201);
    }
    const booth = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const wrongType = await ctx.app.inject({
      method: "POST",
      url: `/roulettes/${id}/agents`,
      headers: coordinator.headers,
      payload: { user_id: booth.user.id },
    });
    expect(wrongType.statusCode).toBe(400);

    const detail = await ctx.app.inject({ method: "GET", url: `/roulettes/${id}`, headers: coordinator.headers });
    expect(detail.json().agents.map((a: { position: number }) => a.position)).toEqual([1, 2]);
    const second = detail.json().agents[1]._id as string;

    expect(
      (await ctx.app.inject({ method: "POST", url: `/roulettes/${id}/shuffle`, headers: coordinator.headers }))
        .statusCode,
    ).toBe(200);
    const first = await ctx.app.inject({
      method: "PUT",
      url: `/roulettes/${id}/agents/${second}/to-first-position`,
      headers: coordinator.headers,
    });
    expect(first.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url: `/roulettes/${id}`, headers: coordinator.headers });
    expect(after.json().agents[0]._id).toBe(second);

    const logs = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/${id}/logs?limit=50`,
      headers: coordinator.headers,
    });
    expect(logs.json().payload.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(["CREATED", "AGENT_ADDED", "SHUFFLED", "TO_FIRST_POSITION"]),
    );

    const list = await ctx.app.inject({
      method: "GET",
      url: `/roulettes?type=ONLINE&enterprise_id=${enterprise.id}`,
      headers: coordinator.headers,
    });
    expect(list.json().payload.map((r: { _id: string }) => r._id)).toEqual([id]);
    const agents = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/agents?type=ONLINE,BOOTH&enterprise_ids=${enterprise.id}`,
      headers: coordinator.headers,
    });
    expect(agents.json().pagination.total).toBe(2);

    const removed = await ctx.app.inject({
      method: "DELETE",
      url: "/roulettes/agents",
      headers: coordinator.headers,
      payload: { user_id: specialists[0]?.user.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.prisma.rouletteAgent.count({ where: { rouletteId: id } })).toBe(1);
  });

  it("a roulette agent carries its own type (its roulette's) in every answer that shows it", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/roulettes",
      headers: coordinator.headers,
      payload: { name: "Plantão Centro", type: "BOOTH", enterprise_ids: [enterprise.id] },
    });
    const id = created.json()._id as string;
    const booth = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const added = await ctx.app.inject({
      method: "POST",
      url: `/roulettes/${id}/agents`,
      headers: coordinator.headers,
      payload: { user_id: booth.user.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ roulette_id: id, type: "BOOTH" });
    const detail = await ctx.app.inject({ method: "GET", url: `/roulettes/${id}`, headers: coordinator.headers });
    expect(detail.json().agents.map((a: { type: string }) => a.type)).toEqual(["BOOTH"]);
    const list = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/agents?type=BOOTH&enterprise_ids=${enterprise.id}`,
      headers: coordinator.headers,
    });
    expect(list.json().payload).toEqual([
      expect.objectContaining({ type: "BOOTH", roulette: expect.objectContaining({ type: "BOOTH" }) }),
    ]);
  });

  it("specialists cannot manage roulettes", async () => {
    const specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/roulettes",
      headers: specialist.headers,
      payload: { name: "X", type: "ONLINE" },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.prisma.roulette.count({ where: { name: "X" } })).toBe(0);
  });
});

describe("play-in-roulette and shoot", () => {
  it("throws an owned lead into the roulette: owner removed with a movement row, offered to the next agent", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await ctx.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [agent] = (await addAgents(ctx, roulette, 1)) as [Agent];
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id, source: "SITE" });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/play-in-roulette`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "offered", owner_id: agent.user.id });
    const movements = await ctx.prisma.leadMovement.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: "asc" },
    });
    expect(movements.map((m) => m.reason)).toEqual(["PLAY_IN_ROULETTE", "ROULETTE_OFFER"]);
  });

  it("refuses a lead whose enterprise no roulette serves, with the web's message, and writes nothing", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/play-in-roulette`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Erro ao jogar lead na roleta.");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(owner.user.id);
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("shoot offers the waiting leads of a roulette now", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await ctx.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [agent] = (await addAgents(ctx, roulette, 1)) as [Agent];
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, source: "SITE" });
    await ctx.prisma.rouletteQueueItem.create({ data: { leadId: lead.id, cycle: 1, reason: "teste" } });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/roulettes/${roulette.id}/shoot`,
      headers: coordinator.headers,
    });
    expect(res.json()).toMatchObject({ offered: 1 });
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(agent.user.id);
  });
});

describe("why an agent got a lead (GET /roulettes/logs?lead_id=)", () => {
  it("lists the lead's decisions across roulettes, oldest first, with the roulette name; specialists may not", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await ctx.prisma.roulette.create({
      data: { name: "Online Lead Log", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [paused, available] = (await addAgents(ctx, roulette, 2)) as [Agent, Agent];
    await ctx.prisma.rouletteAgent.update({ where: { id: paused.agent.id }, data: { status: "IN_PAUSE" } });
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id, source: "SITE" });
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id, source: "SITE" });
    for (const l of [lead, other]) {
      const played = await ctx.app.inject({
        method: "POST",
        url: `/leads/${l.id}/play-in-roulette`,
        headers: owner.headers,
      });
      expect(played.statusCode).toBe(200);
    }

    const res = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/logs?lead_id=${lead.id}`,
      headers: coordinator.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().payload as { action: string; lead_id: string; user_id: string; roulette_name: string }[];
    expect(rows.every((r) => r.lead_id === lead.id)).toBe(true);
    const decisions = rows.filter((r) => r.action === "SKIPPED" || r.action === "OFFERED");
    expect(decisions.map((r) => [r.action, r.user_id])).toEqual([
      ["SKIPPED", paused.user.id],
      ["OFFERED", available.user.id],
    ]);
    expect(decisions[1]?.roulette_name).toBe("Online Lead Log");
    expect(res.json().pagination.total).toBe(rows.length);

    const specialist = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/logs?lead_id=${lead.id}`,
      headers: available.headers,
    });
    expect(specialist.statusCode).toBe(403);
  });
});
