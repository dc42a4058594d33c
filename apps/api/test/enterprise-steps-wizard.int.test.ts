/** The enterprise wizard, step by step: steps 1-6 saved and resumed, publishing, regenerating, unit edits. */
import { createUser } from "@portal/db/testing/factories";
import { describe, expect, it } from "vitest";
import {
  admin,
  ctx,
  get,
  partner,
  put,
  secretary,
  setUpEnterpriseSteps,
  step1,
  step2,
  step3,
  writes,
} from "./factories/enterprise-steps";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding } from "./factories/inventory";

setUpEnterpriseSteps();

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
