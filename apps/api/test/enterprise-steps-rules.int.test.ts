/** Enterprise wizard access and bad input, and the settings outside the wizard (teams, approvers, construction). */
import { createUser } from "@portal/db/testing/factories";
import { describe, expect, it } from "vitest";
import {
  admin,
  ctx,
  get,
  layout,
  partner,
  put,
  secretary,
  setUpEnterpriseSteps,
  specialist,
  step1,
  step2,
  step3,
  writes,
} from "./factories/enterprise-steps";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding } from "./factories/inventory";

setUpEnterpriseSteps();

describe("access", () => {
  it("partners and specialists cannot read or save wizard steps (403, nothing written)", async () => {
    const e = await createEnterprise(ctx.prisma);
    const before = await writes();
    for (const who of [partner, specialist]) {
      expect((await put(who, `/enterprises/${e.id}/step-1`, step1)).statusCode).toBe(403);
      expect((await put(who, `/enterprises/${e.id}/step-2`, step2)).statusCode).toBe(403);
      expect((await get(who, `/enterprises/${e.id}/step-4`)).statusCode).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });

  it("an unknown enterprise is 404", async () => {
    const res = await put(admin, "/enterprises/6f1c1a52-8b9e-4a4e-9d51-000000000000/step-1", step1);
    expect(res.statusCode).toBe(404);
  });
});

describe("bad input -> 400 naming the field, nothing written", () => {
  it.each([
    ["step-1", { ...step1, spe_cnpj: "11.222.333/0001-00" }, '"spe_cnpj"'],
    ["step-1", { ...step1, ownership: "OTHER" }, '"ownership"'],
    ["step-1", { ...step1, address: { ...step1.address, zip_code: "123" } }, '"address.zip_code"'],
    ["step-2", { towers: [] }, '"towers"'],
    ["step-2", { towers: [{ ...step2.towers[0], floors: 0 }] }, '"towers.0.floors"'],
    ["step-2", { towers: [{ ...step2.towers[0], layout: [layout(2, -1)] }] }, '"towers.0.layout'],
    ["step-3", { ...step3, index_type: "IPCA" }, '"index_type"'],
    ["step-3", { ...step3, base_price_per_m2: 10.5 }, '"base_price_per_m2"'],
    [
      "step-4",
      { commission_info: { agency_percentage: 50, broker_percentage: 1, coordinator_percentage: 1 } },
      '"commission_info.agency_percentage"',
    ],
    ["step-5", { medias: [{ type: "PHOTO", url: "https://x.com" }] }, '"medias.0.type"'],
    ["step-5", { medias: [{ type: "VIDEO", url: "javascript:alert(1)" }] }, '"medias.0.url"'],
    ["step-6", { sales_team_ids: ["x"], approvers: [], published: false }, '"sales_team_ids.0"'],
  ])("%s %j", async (step, payload, field) => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await writes();
    const res = await put(admin, `/enterprises/${enterpriseId}/${step}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(field))).toBe(true);
    expect(await writes()).toEqual(before);
  });

  it("service-level checks name the field too (unknown approver, campaign unit of another enterprise)", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const other = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await writes();
    const a = await put(admin, `/enterprises/${enterpriseId}/step-6`, {
      sales_team_ids: [],
      approvers: [{ user_id: specialist.user.id }],
      published: false,
    });
    expect(a.json().message).toEqual(['"approvers.0.user_id" deve ser um usuário ativo da equipe']);
    const b = await put(admin, `/enterprises/${enterpriseId}/step-4`, {
      commission_info: { agency_percentage: 2, broker_percentage: 1, coordinator_percentage: 1 },
      sale_campaigns: [
        {
          name: "Campanha",
          discount_type: "ABSOLUTE",
          discount_value: 10_000_00,
          starts_at: "2026-12-01T03:00:00.000Z",
          ends_at: "2026-12-31T03:00:00.000Z",
          unit_ids: [other.units[0]!.id],
        },
      ],
    });
    expect(b.json().message).toEqual(['"sale_campaigns.0.unit_ids" deve conter apenas unidades deste empreendimento']);
    expect(await writes()).toEqual(before);
  });
});

describe("sales-teams-settings, add-approvers, construction-status", () => {
  it("replaces teams, adds approvers keeping the others, records construction progress, each logged", async () => {
    const e = await createEnterprise(ctx.prisma);
    const base = `/enterprises/${e.id}`;
    const [t1, t2] = [await createSalesTeam(ctx.prisma), await createSalesTeam(ctx.prisma)];
    const a = await createUser(ctx.prisma, { roles: ["BOOTH_COORDINATOR"] });
    const b = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    expect(
      (await put(admin, `${base}/sales-teams-settings`, { sales_team_ids: [t1.id, t2.id] }))
        .json()
        .sales_team_ids.sort(),
    ).toEqual([t1.id, t2.id].sort());
    const post = (payload: object) =>
      ctx.app.inject({ method: "POST", url: `${base}/add-approvers`, headers: admin.headers, payload });
    await post({ approvers: [{ user_id: a.user.id }] });
    const res = await post({ approvers: [{ user_id: b.user.id, level: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().approvers.map((x: { user_id: string; level: number }) => [x.user_id, x.level])).toEqual([
      [a.user.id, 1],
      [b.user.id, 2],
    ]);
    const cs = await put(secretary, `${base}/construction-status`, {
      stages: [
        { name: "Fundação", percentage: 100 },
        { name: "Estrutura", percentage: 45 },
      ],
    });
    expect(cs.statusCode).toBe(200);
    expect(cs.json()).toMatchObject({
      overall: 72.5,
      stages: [{ name: "Fundação", percentage: 100 }, { name: "Estrutura" }],
    });
    expect((await get(partner, `${base}/construction-status`)).json().overall).toBe(72.5);
    const actions = (
      await ctx.prisma.enterpriseLog.findMany({ where: { enterpriseId: e.id }, orderBy: { createdAt: "asc" } })
    ).map((l) => l.action);
    expect(actions).toEqual(["SALES_TEAMS_SETTINGS", "ADD_APPROVERS", "ADD_APPROVERS", "CONSTRUCTION_STATUS"]);
    // None of these is a wizard step.
    expect((await get(admin, `${base}/wizard`)).json().wizard_step).toBe(0);
    expect((await get(partner, `${base}/wizard`)).statusCode).toBe(403);
  });

  it("refuses bad input naming the field and partners (403), nothing written", async () => {
    const e = await createEnterprise(ctx.prisma);
    const base = `/enterprises/${e.id}`;
    const before = await writes();
    const bad = await put(admin, `${base}/construction-status`, { stages: [{ name: "Estrutura", percentage: 140 }] });
    expect(bad.json().message[0]).toMatch(/^"stages\.0\.percentage" /);
    const noTeam = await put(admin, `${base}/sales-teams-settings`, {
      sales_team_ids: ["6f1c1a52-8b9e-4a4e-9d51-000000000000"],
    });
    expect(noTeam.json().message).toEqual(['"sales_team_ids" deve ser um time de vendas existente']);
    expect(
      (await put(partner, `${base}/construction-status`, { stages: [{ name: "Estrutura", percentage: 40 }] }))
        .statusCode,
    ).toBe(403);
    expect(await writes()).toEqual(before);
  });
});
