/**
 * The roulette's log reads as a story a coordinator can follow: each decision about a lead names the lead, and a
 * status change that changes nothing ("Disponível -> Disponível") is not written at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

type LogRow = { action: string; lead_id: string | null; lead_name: string | null; user_id: string | null };

async function logsOf(rouletteId: string): Promise<LogRow[]> {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/roulettes/${rouletteId}/logs?limit=100`,
    headers: coordinator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
}

describe("the roulette log", () => {
  it("names the lead of each decision, in the roulette's log and in the lead's 'why' list", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
    const [agent] = (await addAgents(ctx, roulette, 1)) as [Agent];
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, {
      ownerId: owner.user.id,
      enterpriseId: enterprise.id,
      source: "SITE",
      fullName: "Joana Roleta Nomeada",
    });
    const played = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/play-in-roulette`,
      headers: owner.headers,
    });
    expect(played.statusCode, played.body).toBe(200);

    const offered = (await logsOf(roulette.id)).find((l) => l.action === "OFFERED");
    expect(offered).toMatchObject({ lead_id: lead.id, lead_name: "Joana Roleta Nomeada", user_id: agent.user.id });
    const why = await ctx.app.inject({
      method: "GET",
      url: `/roulettes/logs?lead_id=${lead.id}`,
      headers: coordinator.headers,
    });
    const rows = why.json().payload as LogRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.lead_name))).toEqual(new Set(["Joana Roleta Nomeada"]));
  });

  it("does not log a status change that changes nothing (toggle, agent status, coordinator's resume)", async () => {
    const roulette = await createRoulette(ctx, { type: "ONLINE" });
    const [agent] = (await addAgents(ctx, roulette, 1, "AVAILABLE")) as [Agent];
    const statusLogs = async () => (await logsOf(roulette.id)).filter((l) => l.action === "STATUS");

    const toggle = await ctx.app.inject({
      method: "PUT",
      url: "/users/availability",
      headers: agent.headers,
      payload: { availability_status: "AVAILABLE" },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    const own = await ctx.app.inject({
      method: "PUT",
      url: `/roulettes/agents/${agent.agent.id}/status`,
      headers: agent.headers,
      payload: { status: "AVAILABLE" },
    });
    expect(own.statusCode, own.body).toBe(200);
    const resume = await ctx.app.inject({
      method: "PUT",
      url: `/roulettes/agents/${agent.agent.id}/action`,
      headers: coordinator.headers,
      payload: { action: "RESUME" },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(await statusLogs()).toEqual([]);

    // A real change is still logged, once.
    const pause = await ctx.app.inject({
      method: "PUT",
      url: "/users/availability",
      headers: agent.headers,
      payload: { availability_status: "IN_PAUSE" },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const logged = await logsOf(roulette.id);
    expect(logged.filter((l) => l.action === "STATUS").map((l) => (l as LogRow & { reason: string }).reason)).toEqual([
      "AVAILABLE -> IN_PAUSE",
    ]);
  });
});
