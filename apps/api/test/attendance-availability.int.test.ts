import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

/** IN_ATTENDANCE ends when the attendance ends (archive, discard, removal from the wallet, reassign...). */
let ctx: TestContext;
let coordinator: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

async function setup(n = 1) {
  const enterprise = await createEnterprise(ctx.prisma);
  const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
  const agents = await addAgents(ctx, roulette, n);
  return { enterprise, roulette, agents };
}

async function newLead(enterpriseId: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/leads",
    headers: coordinator.headers,
    payload: { full_name: "Cliente Atendimento", phone: leadPhone(), enterprise_id: enterpriseId, source: "SITE" },
  });
  expect(res.statusCode).toBe(201);
  return res.json().summary._id as string;
}

async function attend(agent: Staff, leadId: string) {
  const res = await ctx.app.inject({
    method: "PUT",
    url: `/leads/${leadId}/attend`,
    headers: agent.headers,
    payload: { leadId },
  });
  expect(res.statusCode).toBe(200);
}

async function statusOf(agent: Agent) {
  const [user, row] = await Promise.all([
    ctx.prisma.user.findUniqueOrThrow({ where: { id: agent.user.id } }),
    ctx.prisma.rouletteAgent.findUniqueOrThrow({ where: { id: agent.agent.id } }),
  ]);
  return { user: user.availabilityStatus, agent: row.status };
}

describe("the end of an attendance ends IN_ATTENDANCE", () => {
  it("archiving the lead returns the agent to AVAILABLE, logs it, and offers a waiting lead at once", async () => {
    const { enterprise, roulette, agents } = await setup(1);
    const agent = agents[0] as Agent;
    const first = await newLead(enterprise.id);
    await attend(agent, first);
    expect(await statusOf(agent)).toEqual({ user: "IN_ATTENDANCE", agent: "IN_ATTENDANCE" });
    // Nobody available: this one waits.
    const waiting = await newLead(enterprise.id);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: waiting } })).ownerId).toBeNull();

    const res = await ctx.app.inject({
      method: "PUT",
      url: `/leads/${first}/status`,
      headers: agent.headers,
      payload: { status: "FILED", reason: "NEVER_RESPONDED" },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(agent)).toEqual({ user: "AVAILABLE", agent: "AVAILABLE" });
    const log = await ctx.prisma.rouletteLog.findFirstOrThrow({
      where: { rouletteId: roulette.id, userId: agent.user.id, action: "STATUS" },
      orderBy: { createdAt: "desc" },
    });
    expect(log.reason).toBe("IN_ATTENDANCE -> AVAILABLE: atendimento encerrado");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: waiting } })).ownerId).toBe(agent.user.id);
  });

  it("removing the lead from the wallet returns a specialist who was IN_PAUSE to IN_PAUSE", async () => {
    const { roulette } = await setup(0);
    const [agent] = (await addAgents(ctx, roulette, 1, "IN_PAUSE")) as [Agent];
    const lead = await createLead(ctx.prisma, { ownerId: agent.user.id, enterpriseId: roulette.enterpriseIds[0] });
    await attend(agent, lead.id);
    expect(await statusOf(agent)).toEqual({ user: "IN_ATTENDANCE", agent: "IN_ATTENDANCE" });
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/leads/${lead.id}/remove-from-wallet`,
      headers: agent.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(agent)).toEqual({ user: "IN_PAUSE", agent: "IN_PAUSE" });
  });

  it("stays IN_ATTENDANCE while another attendance of the specialist is open; reassigning the last one ends it", async () => {
    const { enterprise, agents } = await setup(1);
    const agent = agents[0] as Agent;
    const a = await createLead(ctx.prisma, { ownerId: agent.user.id, enterpriseId: enterprise.id });
    const b = await createLead(ctx.prisma, { ownerId: agent.user.id, enterpriseId: enterprise.id });
    await attend(agent, a.id);
    await attend(agent, b.id);
    const other = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const reassign = (leadId: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/leads/${leadId}/specialist`,
        headers: coordinator.headers,
        payload: { specialist_id: other.user.id },
      });
    expect((await reassign(a.id)).statusCode).toBe(200);
    expect(await statusOf(agent)).toEqual({ user: "IN_ATTENDANCE", agent: "IN_ATTENDANCE" });
    expect((await reassign(b.id)).statusCode).toBe(200);
    expect(await statusOf(agent)).toEqual({ user: "AVAILABLE", agent: "AVAILABLE" });
  });
});
