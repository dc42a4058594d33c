/** Shared setup of the enterprise wizard test files (the steps in order, then access and bad input): context, staff, bodies. */
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "../helpers";
import { type Staff, staff } from "./leads";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let admin: Staff;
export let secretary: Staff;
export let specialist: Staff;
export let partner: Staff;

/** Registers the file's beforeAll/afterAll: a fresh test context (own database) and one staff member per role. */
export function setUpEnterpriseSteps() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    admin = await staff(ctx, ["GERAL_ADMIN"]);
    secretary = await staff(ctx, ["SALES_SECRETARY"]);
    specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    partner = await staff(ctx, ["AGENT_PARTNER"]);
  });
  afterAll(() => ctx?.close());
}

export const put = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, payload });
export const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

export const step1 = {
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
export const layout = (bedrooms: number, area: number, position = "FRONT") => ({
  bedrooms,
  private_area: area,
  position,
});
export const step2 = {
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
export const step3 = {
  index_type: "INCCDI",
  base_price_per_m2: 10_000_00,
  floor_adjustment_percentage: 1,
  position_adjustments: { FRONT: 5 },
};

/** Counts of what the wizard writes, to check that a refused request wrote nothing. */
export async function writes() {
  const [towers, units, logs, snapshots, rules] = await Promise.all([
    ctx.prisma.tower.count(),
    ctx.prisma.unit.count(),
    ctx.prisma.enterpriseLog.count(),
    ctx.prisma.priceSnapshot.count(),
    ctx.prisma.approvalRule.count(),
  ]);
  return { towers, units, logs, snapshots, rules };
}
