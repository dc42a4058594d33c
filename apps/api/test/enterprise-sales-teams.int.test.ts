/** An enterprise's sales teams have one source (enterprise_sales_teams, decision 037): every screen reads the same. */
import { describe, expect, it } from "vitest";
import { admin, ctx, get, put, setUpEnterpriseSteps, specialist } from "./factories/enterprise-steps";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createPreLead } from "./factories/pre-leads";

setUpEnterpriseSteps();

const detailTeams = async (id: string) =>
  (await get(admin, `/enterprises/${id}`)).json().sales_teams as { _id: string; name: string }[];
const step6Teams = async (id: string) => (await get(admin, `/enterprises/${id}/step-6`)).json().sales_team_ids;
const step6 = (ids: string[]) => ({ sales_team_ids: ids, approvers: [], published: false });

describe("one list of sales teams per enterprise", () => {
  it("what wizard step 6 saves is what the detail page shows", async () => {
    const e = await createEnterprise(ctx.prisma);
    const north = await createSalesTeam(ctx.prisma, { name: `Time Norte ${e.id.slice(0, 6)}` });
    const south = await createSalesTeam(ctx.prisma, { name: `Time Sul ${e.id.slice(0, 6)}` });

    expect((await put(admin, `/enterprises/${e.id}/step-6`, step6([south.id, north.id]))).statusCode).toBe(200);

    expect(await detailTeams(e.id)).toEqual([
      { _id: north.id, name: north.name },
      { _id: south.id, name: south.name },
    ]);
    expect([...(await step6Teams(e.id))].sort()).toEqual([north.id, south.id].sort());
  });

  it("what the enterprise edit (PUT /enterprises/{id}) saves is what step 6 shows, and it is audited", async () => {
    const e = await createEnterprise(ctx.prisma);
    const first = await createSalesTeam(ctx.prisma);
    const second = await createSalesTeam(ctx.prisma);
    await put(admin, `/enterprises/${e.id}/step-6`, step6([first.id]));

    const res = await put(admin, `/enterprises/${e.id}`, { sales_team_ids: [second.id] });

    expect(res.statusCode).toBe(200);
    expect(res.json().sales_teams).toEqual([{ _id: second.id, name: second.name }]);
    expect(await step6Teams(e.id)).toEqual([second.id]);
    expect(await detailTeams(e.id)).toEqual([{ _id: second.id, name: second.name }]);
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({
      where: { entity: "enterprise", entityId: e.id, action: "enterprise.updated" },
    });
    expect(audit.details).toEqual({ changes: { sales_team_ids: { from: [first.id], to: [second.id] } } });
  });

  it("sales-teams-settings and the detail page agree, and an empty list leaves no team anywhere", async () => {
    const e = await createEnterprise(ctx.prisma, { active: true });
    const team = await createSalesTeam(ctx.prisma);
    await put(admin, `/enterprises/${e.id}/sales-teams-settings`, { sales_team_ids: [team.id] });
    expect(await detailTeams(e.id)).toEqual([{ _id: team.id, name: team.name }]);

    await put(admin, `/enterprises/${e.id}`, { sales_team_ids: [] });

    expect(await detailTeams(e.id)).toEqual([]);
    expect(await step6Teams(e.id)).toEqual([]);
    const without = (await get(admin, "/enterprises/no-sales-teams")).json().payload.map((x: { _id: string }) => x._id);
    expect(without).toContain(e.id);
  });

  it("a pre-lead acquired by a member of one of the enterprise's teams becomes a lead of that team", async () => {
    const e = await createEnterprise(ctx.prisma);
    const other = await createSalesTeam(ctx.prisma, { name: `A outro ${e.id.slice(0, 6)}` });
    const mine = await createSalesTeam(ctx.prisma, {
      name: `B meu ${e.id.slice(0, 6)}`,
      memberIds: [specialist.user.id],
    });
    await put(admin, `/enterprises/${e.id}/step-6`, step6([other.id, mine.id]));
    const pre = await createPreLead(ctx.prisma, { enterpriseId: e.id });

    const res = await ctx.app.inject({
      method: "POST",
      url: `/pre-leads/${pre.id}/acquire`,
      headers: specialist.headers,
    });

    expect(res.statusCode).toBe(200);
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: res.json().lead_id } });
    expect(lead.salesTeamId).toBe(mine.id);
  });
});
