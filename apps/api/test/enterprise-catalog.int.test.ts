import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding, setUnitState } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let partner: Staff;
let specialist: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const step4 = (unitIds: string[]) => ({
  commission_info: { agency_percentage: 2, broker_percentage: 1.5, coordinator_percentage: 0.5 },
  serie_templates: [{ name: "À vista", series: [{ type: "SINGLE", count: 1, percentage: 100 }] }],
  sale_campaigns: [
    {
      name: "Campanha vigente",
      discount_type: "ABSOLUTE",
      discount_value: 5_000_00,
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      unit_ids: unitIds,
    },
    {
      name: "Campanha encerrada",
      discount_type: "PERCENTAGE",
      discount_value: 3,
      starts_at: "2025-01-01T03:00:00.000Z",
      ends_at: "2025-02-01T03:00:00.000Z",
    },
  ],
});

describe("GET /enterprises/{id}/units with the mirror's filters", () => {
  it("filters by bedrooms, area, price and status; partners filter on the status they see", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 2, perFloor: 2 });
    await setUnitState(ctx.prisma, units[0]!.id, { status: "RESERVED" });
    await setUnitState(ctx.prisma, units[1]!.id, { fakeStatus: "SOLD" });
    const q = (who: Staff, query: string) => get(who, `/enterprises/${enterpriseId}/units?${query}`);
    const numbers = (res: Awaited<ReturnType<typeof q>>) => res.json().payload.map((u: { number: string }) => u.number);
    expect(numbers(await q(admin, "bedrooms=3"))).toEqual(["102", "202"]);
    expect(numbers(await q(admin, "min_area=70"))).toEqual(["102", "202"]);
    expect(numbers(await q(admin, "min_price=50200000"))).toEqual(["201", "202"]);
    expect(numbers(await q(admin, "status=RESERVED"))).toEqual(["101"]);
    expect(numbers(await q(admin, "status=SOLD"))).toEqual([]);
    expect(numbers(await q(partner, "status=SOLD"))).toEqual(["102"]);
    expect((await q(partner, "status=AVAILABLE")).json().pagination.total).toBe(2);
    const bad = await q(admin, "bedrooms=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"bedrooms" /);
  });
});

describe("commercial rules read views", () => {
  it("serie-templates and running sale campaigns for any inventory reader; commission info for staff only", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/enterprises/${enterpriseId}/step-4`,
      headers: admin.headers,
      payload: step4([units[0]!.id]),
    });
    expect(saved.statusCode).toBe(200);
    const templates = await get(partner, `/enterprises/${enterpriseId}/serie-templates`);
    expect(templates.json().payload).toMatchObject([
      { name: "À vista", series: [{ type: "SINGLE", percentage: 100 }] },
    ]);
    const campaigns = await get(specialist, `/enterprises/${enterpriseId}/sale-campaign`);
    expect(campaigns.json().payload.map((c: { name: string }) => c.name)).toEqual(["Campanha vigente"]);
    expect((await get(admin, `/enterprises/${enterpriseId}/commission-info`)).json()).toEqual({
      agency_percentage: 2,
      broker_percentage: 1.5,
      coordinator_percentage: 0.5,
    });
    expect((await get(partner, `/enterprises/${enterpriseId}/commission-info`)).statusCode).toBe(403);
    const logs = await get(admin, `/enterprises/${enterpriseId}/logs`);
    expect(logs.json().payload.map((l: { action: string }) => l.action)).toEqual(["STEP_4"]);
    expect((await get(partner, `/enterprises/${enterpriseId}/logs`)).statusCode).toBe(403);
  });
});

describe("GET /enterprises/{id}/commercial-rules", () => {
  it("anyone who may create proposals reads templates, approval rules and running campaigns; others get 403", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/enterprises/${enterpriseId}/step-4`,
      headers: admin.headers,
      payload: {
        ...step4([units[0]!.id]),
        approval_rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 5, level: 1, description: "Desconto" }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const url = `/enterprises/${enterpriseId}/commercial-rules`;
    for (const who of [partner, specialist]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        serie_templates: [{ name: "À vista", series: [{ type: "SINGLE", percentage: 100 }] }],
        approval_rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 5, level: 1 }],
      });
      expect(res.json().sale_campaigns.map((c: { name: string }) => c.name)).toEqual(["Campanha vigente"]);
      expect(res.json()).not.toHaveProperty("commission_info");
    }
    // The wizard's step 4 stays with enterprise managers.
    expect((await get(specialist, `/enterprises/${enterpriseId}/step-4`)).statusCode).toBe(403);
    for (const roles of [["FINANCIAL"], ["MARKETING"], ["JURIDICAL"]]) {
      const other = await staff(ctx, roles);
      expect((await get(other, url)).statusCode).toBe(403);
    }
    // An enterprise a partner may not see is a 404, like its units.
    await ctx.prisma.enterprise.update({ where: { id: enterpriseId }, data: { active: false } });
    expect((await get(partner, url)).statusCode).toBe(404);
    expect((await get(admin, url)).statusCode).toBe(200);
  });
});

describe("GET /enterprises/no-sales-teams", () => {
  it("lists active enterprises that no sales team serves", async () => {
    const lonely = await createEnterprise(ctx.prisma);
    const team = await createSalesTeam(ctx.prisma);
    const served = await createEnterprise(ctx.prisma);
    await ctx.prisma.enterpriseSalesTeam.create({ data: { enterpriseId: served.id, salesTeamId: team.id } });
    const ids = (await get(admin, "/enterprises/no-sales-teams")).json().payload.map((e: { _id: string }) => e._id);
    expect(ids).toContain(lonely.id);
    expect(ids).not.toContain(served.id);
    expect((await get(partner, "/enterprises/no-sales-teams")).statusCode).toBe(403);
  });
});
