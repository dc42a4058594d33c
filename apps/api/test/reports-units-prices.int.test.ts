/**
 * The price-table report (units-prices-snapshot) on hand-made tables with known answers: the snapshots
 * over time with the table in force last, the difference per unit and in total between two tables (units priced in
 * both), the tower filter, INCC-DI and IGP-M of the months between the tables compounded (null when a month is
 * missing); the defaults (latest snapshot against the table in force); errors naming the field; 403 for a booth
 * specialist.
 */
import { createEnterpriseWithUnits, spTime } from "@portal/db/testing/deal-factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let outsider: Staff;
let enterpriseId: string;
let towerA: string;
let january: string;
let march: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  outsider = await staff(ctx, ["BOOTH_SPECIALIST"]);
  const { enterprise, towers, units } = await createEnterpriseWithUnits(p, {
    towers: [
      { units: 3, prices: [10_000_000, 20_000_000, 30_000_000] },
      { units: 1, price: 40_000_000 },
    ],
  });
  enterpriseId = enterprise.id;
  towerA = towers[0]?.tower.id as string;
  const snapshot = async (reason: string, at: Date, prices: (number | null)[]) => {
    const s = await p.priceSnapshot.create({
      data: { enterpriseId, reason, createdAt: at, indexType: "INCCDI", percentage: "0.9000" },
    });
    await p.priceSnapshotItem.createMany({
      data: units.map((u, i) => ({
        snapshotId: s.id,
        unitId: u.id,
        price: prices[i] == null ? null : BigInt(prices[i] as number),
      })),
    });
    return s.id;
  };
  january = await snapshot(
    "Tabela de lançamento",
    spTime("2026-01-15 10:00"),
    [10_000_000, 20_000_000, 30_000_000, 40_000_000],
  );
  const marchPrices = [10_500_000, 21_000_000, null, 42_000_000];
  march = await snapshot("Reajuste INCC-DI", spTime("2026-03-10 10:00"), marchPrices);
  for (const [i, u] of units.entries()) {
    const price = marchPrices[i];
    await p.unit.update({ where: { id: u.id }, data: { price: price == null ? null : BigInt(price) } });
  }
  await p.marketIndex.createMany({
    data: [
      { type: "INCCDI", month: new Date("2026-01-01"), value: "0.5000" },
      { type: "INCCDI", month: new Date("2026-02-01"), value: "0.4000" },
      { type: "IGPM", month: new Date("2026-01-01"), value: "0.3000" },
    ],
  });
});
afterAll(() => ctx?.close());

const get = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/services/reports/units-prices-snapshot?${query}`, headers: who.headers });

describe("GET /services/reports/units-prices-snapshot", () => {
  it("lists the tables over time and compares two of them per unit, with the indexes of the months between", async () => {
    const res = await get(admin, `enterprise_id=${enterpriseId}&from_snapshot_id=${january}&to_snapshot_id=${march}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.tables.map((t: { _id: string | null; units_priced: number; total_price: number; average_price: number }) => [
        t._id,
        t.units_priced,
        t.total_price,
        t.average_price,
      ]),
    ).toEqual([
      [january, 4, 100_000_000, 25_000_000],
      [march, 3, 73_500_000, 24_500_000],
      [null, 3, 73_500_000, 24_500_000],
    ]);
    expect(body.tables[2].label).toBe("Tabela vigente");
    const c = body.comparison;
    expect(c.from).toMatchObject({ _id: january, label: "Tabela de lançamento · 15/01/2026" });
    expect(c.totals).toEqual({
      units_compared: 3,
      from_total: 70_000_000,
      to_total: 73_500_000,
      difference: 3_500_000,
      difference_percent: 0.05,
    });
    expect(c.units.map((u: { difference: number | null }) => u.difference)).toEqual([
      500_000,
      1_000_000,
      null,
      2_000_000,
    ]);
    expect(c.units[0]).toMatchObject({
      tower_name: "Torre A",
      from_price: 10_000_000,
      to_price: 10_500_000,
      difference_percent: 0.05,
    });
    // January and February (the month before the newer table's): INCC-DI compounded; IGP-M lacks February.
    expect(c.indexes).toEqual([
      {
        type: "INCCDI",
        months: [
          { month: "2026-01", value: 0.5 },
          { month: "2026-02", value: 0.4 },
        ],
        accumulated: 0.00902,
      },
      {
        type: "IGPM",
        months: [
          { month: "2026-01", value: 0.3 },
          { month: "2026-02", value: null },
        ],
        accumulated: null,
      },
    ]);
  });

  it("narrows to a tower, and by default compares the latest snapshot with the table in force", async () => {
    const tower = (
      await get(
        coordinator,
        `enterprise_id=${enterpriseId}&tower_id=${towerA}&from_snapshot_id=${january}&to_snapshot_id=${march}`,
      )
    ).json();
    expect(tower.comparison.totals).toMatchObject({ units_compared: 2, from_total: 30_000_000, difference: 1_500_000 });
    const defaults = (await get(admin, `enterprise_id=${enterpriseId}`)).json();
    expect(defaults.comparison.from._id).toBe(march);
    expect(defaults.comparison.to).toMatchObject({ _id: null, label: "Tabela vigente" });
    expect(defaults.comparison.totals).toMatchObject({ units_compared: 3, difference: 0 });
  });

  it("names the field that is wrong, and refuses a booth specialist", async () => {
    const missing = await get(admin, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("enterprise_id");
    const unknown = await get(admin, `enterprise_id=${enterpriseId}&to_snapshot_id=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("to_snapshot_id");
    expect(unknown.body).toContain("Versão da tabela de preços não encontrada.");
    const reversed = await get(
      admin,
      `enterprise_id=${enterpriseId}&from_snapshot_id=${march}&to_snapshot_id=${january}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect((await get(outsider, `enterprise_id=${enterpriseId}`)).statusCode).toBe(403);
  });
});
