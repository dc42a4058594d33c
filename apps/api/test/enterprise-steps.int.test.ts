import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let specialist: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const put = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, payload });
const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

const step1 = {
  name: "Residencial Parque das Flores",
  city: "Campinas",
  group: "INTERIOR",
  phase: "SHORT_RELEASE",
  property_type: "HOME",
  ownership: "PATRIANI",
  spe_company_name: "Parque das Flores SPE Ltda.",
  spe_cnpj: "11.222.333/0001-81",
  registry_number: "RI 123.456",
  address: { zip_code: "13015-000", street: "Rua das Orquídeas", number: "100", district: "Cambuí", uf: "SP" },
  delivery_date: "2029-06-30",
};
const layout = (bedrooms: number, area: number, position = "FRONT") => ({ bedrooms, private_area: area, position });
const step2 = {
  towers: [
    {
      name: "Torre A",
      floors: 10,
      units_per_floor: 4,
      layout: [layout(2, 65.4), layout(2, 65.4), layout(3, 82.15, "BACK"), layout(3, 82.15, "BACK")],
    },
    { name: "Torre B", floors: 5, first_floor: 0, units_per_floor: 2, layout: [layout(1, 40), layout(1, 40, "SIDE")] },
  ],
};
const step3 = {
  index_type: "INCCDI",
  base_price_per_m2: 10_000_00,
  floor_adjustment_percentage: 1,
  position_adjustments: { FRONT: 5 },
};

async function writes() {
  const [towers, units, logs, snapshots, rules] = await Promise.all([
    ctx.prisma.tower.count(),
    ctx.prisma.unit.count(),
    ctx.prisma.enterpriseLog.count(),
    ctx.prisma.priceSnapshot.count(),
    ctx.prisma.approvalRule.count(),
  ]);
  return { towers, units, logs, snapshots, rules };
}

describe("the enterprise wizard, step by step", () => {
  it("saves steps 1-6, each resumable by GET, and publishes", async () => {
    const e = await createEnterprise(ctx.prisma, { active: false });
    const base = `/enterprises/${e.id}`;
    expect((await get(admin, `${base}/wizard`)).json()).toEqual({ _id: e.id, wizard_step: 0, published: false });

    const s1 = await put(admin, `${base}/step-1`, step1);
    expect(s1.statusCode).toBe(200);
    expect(s1.json()).toMatchObject({
      name: "Residencial Parque das Flores",
      spe_cnpj: "11222333000181",
      ownership: "PATRIANI",
      address: { zip_code: "13015000", street: "Rua das Orquídeas", uf: "SP", complement: null },
      delivery_date: "2029-06-30",
    });
    expect((await get(secretary, `${base}/step-1`)).json()).toEqual(s1.json());

    const s2 = await put(secretary, `${base}/step-2`, step2);
    expect(s2.statusCode).toBe(200);
    expect(s2.json().total_units).toBe(50);
    expect(s2.json().towers.map((t: { name: string; units: number }) => [t.name, t.units])).toEqual([
      ["Torre A", 40],
      ["Torre B", 10],
    ]);
    const numbers = (
      await ctx.prisma.unit.findMany({ where: { enterpriseId: e.id, floor: 10 }, orderBy: { number: "asc" } })
    ).map((u) => u.number);
    expect(numbers).toEqual(["1001", "1002", "1003", "1004"]);
    expect(await ctx.prisma.unit.count({ where: { enterpriseId: e.id, floor: 0 } })).toBe(2);

    const s3 = await put(admin, `${base}/step-3`, step3);
    expect(s3.statusCode).toBe(200);
    expect(s3.json()).toMatchObject({ index_type: "INCCDI", priced_units: 50, total_units: 50 });
    // Torre A, 10th floor, front, 65,40 m²: 654.000 × 1,09 × 1,05 = 748.503,00
    const u1001 = await ctx.prisma.unit.findFirstOrThrow({ where: { enterpriseId: e.id, number: "1001" } });
    expect(Number(u1001.price)).toBe(748_503_00);
    expect(await ctx.prisma.priceSnapshot.count({ where: { enterpriseId: e.id, reason: "GENERATED" } })).toBe(1);
    expect(await ctx.prisma.priceSnapshotItem.count({ where: { snapshot: { enterpriseId: e.id } } })).toBe(50);

    const unitId = u1001.id;
    const s4 = await put(admin, `${base}/step-4`, {
      commission_info: { agency_percentage: 2, broker_percentage: 1.5, coordinator_percentage: 0.5 },
      serie_templates: [
        {
          name: "Padrão obra",
          series: [
            { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10 },
            { type: "MONTHLY", count: 36, percentage: 20, index_type: "INCCDI" },
            { type: "FINANCING", count: 1, percentage: 70 },
          ],
        },
      ],
      sale_campaigns: [
        {
          name: "Feirão de lançamento",
          discount_type: "PERCENTAGE",
          discount_value: 5,
          starts_at: "2026-12-01T03:00:00.000Z",
          ends_at: "2026-12-31T03:00:00.000Z",
          unit_ids: [unitId],
        },
      ],
      approval_rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3, level: 1 }],
    });
    expect(s4.statusCode).toBe(200);
    expect(s4.json()).toMatchObject({
      commission_info: { agency_percentage: 2, broker_percentage: 1.5, coordinator_percentage: 0.5 },
      serie_templates: [{ name: "Padrão obra" }],
      sale_campaigns: [
        { name: "Feirão de lançamento", discount_type: "PERCENTAGE", discount_value: 5, unit_ids: [unitId] },
      ],
      approval_rules: [{ kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3, level: 1 }],
    });

    const s5 = await put(admin, `${base}/step-5`, {
      medias: [
        { type: "VIDEO", title: "Filme do decorado", url: "https://videos.exemplo.com.br/decorado" },
        { type: "TOUR_360", url: "https://tour.exemplo.com.br/parque" },
      ],
    });
    expect(s5.statusCode).toBe(200);
    expect(s5.json().medias.map((m: { type: string; position: number }) => [m.type, m.position])).toEqual([
      ["VIDEO", 0],
      ["TOUR_360", 1],
    ]);

    const team = await createSalesTeam(ctx.prisma);
    const coordinator = await createUser(ctx.prisma, { roles: ["BOOTH_COORDINATOR"] });
    const s6 = await put(admin, `${base}/step-6`, {
      sales_team_ids: [team.id],
      approvers: [{ user_id: coordinator.user.id, level: 1 }],
      published: true,
    });
    expect(s6.statusCode).toBe(200);
    expect(s6.json()).toMatchObject({
      sales_team_ids: [team.id],
      approvers: [{ user_id: coordinator.user.id, full_name: coordinator.user.fullName, level: 1 }],
      published: true,
    });
    expect((await get(admin, `${base}/wizard`)).json()).toEqual({ _id: e.id, wizard_step: 6, published: true });
    // Published = on sale: active, so partners see it in the estates list.
    expect((await ctx.prisma.enterprise.findUniqueOrThrow({ where: { id: e.id } })).active).toBe(true);
    expect(await ctx.prisma.enterpriseLog.count({ where: { enterpriseId: e.id } })).toBe(6);
    // The mirror shows the generated structure.
    const mirror = (await get(partner, `${base}/mirror`)).json();
    expect(mirror.towers.map((t: { floors: unknown[] }) => t.floors.length)).toEqual([10, 5]);
  }, 180_000);

  it("step 2 is refused once a unit is in a deal (409), and keeps the structure", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    await ctx.prisma.unit.update({ where: { id: units[0]!.id }, data: { status: "RESERVED" } });
    const before = await writes();
    const res = await put(admin, `/enterprises/${enterpriseId}/step-2`, step2);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "A estrutura não pode ser regerada: há unidades reservadas, em venda, vendidas ou com propostas.",
    );
    expect(await writes()).toEqual(before);
  });

  it("step 3 needs units; publishing needs every unit priced", async () => {
    const e = await createEnterprise(ctx.prisma);
    expect((await put(admin, `/enterprises/${e.id}/step-3`, step3)).json().message).toBe(
      "Gere as unidades (etapa 2) antes de gerar a tabela de preços.",
    );
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    await ctx.prisma.unit.updateMany({ where: { enterpriseId }, data: { price: null } });
    const res = await put(admin, `/enterprises/${enterpriseId}/step-6`, {
      sales_team_ids: [],
      approvers: [],
      published: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Para publicar, todas as unidades precisam de preço (etapa 3).");
  });

  it("edits one generated unit; a repeated number in the tower names the field", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const url = `/enterprises/${enterpriseId}/units/${units[0]!.id}`;
    const ok = await put(admin, url, { bedrooms: 4, private_area: 120.5, price: 900_000_00 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bedrooms: 4, private_area: 120.5, price: 900_000_00 });
    const dup = await put(admin, url, { number: units[1]!.number });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toEqual(['"number" já existe nesta torre']);
  });
});

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
