import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const toggle = (s: Staff, status: string) =>
  ctx.app.inject({
    method: "PUT",
    url: "/users/availability",
    headers: s.headers,
    payload: { availability_status: status },
  });

describe("availability", () => {
  it("only specialists set their own availability; others get 403 and nothing changes", async () => {
    const coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    const res = await toggle(coordinator, "AVAILABLE");
    expect(res.statusCode).toBe(403);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: coordinator.user.id } })).availabilityStatus).toBe(
      "OFFLINE",
    );
    const master = await staff(ctx, ["MASTER"]);
    expect((await toggle(master, "AVAILABLE")).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/roulettes/check-out", headers: master.headers })).statusCode,
    ).toBe(403);
  });

  it("the toggle updates the user and every roulette row, and logs the change", async () => {
    const r1 = await createRoulette(ctx, { type: "BOOTH" });
    const [agent] = (await addAgents(ctx, r1, 1, "AVAILABLE")) as [Agent];
    const r2 = await createRoulette(ctx, { type: "BOOTH" });
    await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: r2.id, userId: agent.user.id, status: "AVAILABLE", position: 1 },
    });
    const res = await toggle(agent, "IN_PAUSE");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ availability_status: "IN_PAUSE" });
    const rows = await ctx.prisma.rouletteAgent.findMany({ where: { userId: agent.user.id } });
    expect(rows.map((r) => r.status)).toEqual(["IN_PAUSE", "IN_PAUSE"]);
    const logs = await ctx.prisma.rouletteLog.findMany({ where: { userId: agent.user.id, action: "STATUS" } });
    expect(logs).toHaveLength(2);
  });

  it("an agent's status is set by that agent (specialist) or a coordinator, not by another specialist", async () => {
    const r = await createRoulette(ctx, { type: "ONLINE" });
    const [a, b] = (await addAgents(ctx, r, 2, "IN_PAUSE")) as [Agent, Agent];
    const put = (s: Staff, agentId: string, status: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/roulettes/agents/${agentId}/status`,
        headers: s.headers,
        payload: { status },
      });
    expect((await put(b, a.agent.id, "AVAILABLE")).statusCode).toBe(403);
    const own = await put(a, a.agent.id, "AVAILABLE");
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: a.agent.id, status: "AVAILABLE", user: { _id: a.user.id } });
    const coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    expect((await put(coordinator, b.agent.id, "AVAILABLE")).statusCode).toBe(200);
  });

  it("check-out sets OFFLINE and keeps the memberships (036)", async () => {
    const r = await createRoulette(ctx, { type: "ONLINE" });
    const [agent] = (await addAgents(ctx, r, 1)) as [Agent];
    const res = await ctx.app.inject({ method: "POST", url: "/roulettes/check-out", headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Checkout realizado com sucesso!" });
    expect(await ctx.prisma.rouletteAgent.count({ where: { userId: agent.user.id } })).toBe(1);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: agent.user.id } })).availabilityStatus).toBe(
      "OFFLINE",
    );
    expect(await ctx.prisma.rouletteLog.count({ where: { userId: agent.user.id, action: "CHECK_OUT" } })).toBe(1);
  });

  it("concurrent toggles of one user are serialised: the user and rows end consistent", async () => {
    const r = await createRoulette(ctx, { type: "ONLINE" });
    const [agent] = (await addAgents(ctx, r, 1)) as [Agent];
    const results = await Promise.all(["IN_PAUSE", "AVAILABLE", "IN_PAUSE", "AVAILABLE"].map((s) => toggle(agent, s)));
    expect(results.every((x) => x.statusCode === 200)).toBe(true);
    const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: agent.user.id } });
    const row = await ctx.prisma.rouletteAgent.findFirstOrThrow({ where: { userId: agent.user.id } });
    expect(row.status).toBe(user.availabilityStatus);
  });
});

describe("stale-lead sweep", () => {
  it("moves idle owned leads to the base (owner removed, STOPPED, movement and log), using the enterprise setting", async () => {
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const enterprise = await createEnterprise(ctx.prisma, { daysToGoToBase: 3 });
    const old = new Date(Date.now() - 4 * 86_400_000);
    const stale = await createLead(ctx.prisma, {
      ownerId: owner.user.id,
      enterpriseId: enterprise.id,
      lastActivityAt: old,
    });
    const fresh = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id });
    const global = await createLead(ctx.prisma, { ownerId: owner.user.id, lastActivityAt: old }); // 15 days global
    const attending = await createLead(ctx.prisma, {
      ownerId: owner.user.id,
      enterpriseId: enterprise.id,
      lastActivityAt: old,
      inAttendance: true,
    });
    const result = await ctx.app.services.distribution.leadDistribution.staleSweep();
    expect(result.moved).toBe(1);
    const moved = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: stale.id } });
    expect(moved).toMatchObject({ ownerId: null, status: "STOPPED" });
    const movement = await ctx.prisma.leadMovement.findFirstOrThrow({ where: { leadId: stale.id } });
    expect(movement).toMatchObject({ reason: "STALE_TO_BASE", originUserId: owner.user.id, destinationUserId: null });
    expect(await ctx.prisma.leadLog.count({ where: { leadId: stale.id, subtype: "STALE_TO_BASE" } })).toBe(1);
    for (const id of [fresh.id, global.id, attending.id]) {
      expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id } })).ownerId).toBe(owner.user.id);
    }
    expect((await ctx.app.services.distribution.leadDistribution.staleSweep()).moved).toBe(0);
  });
});
