/**
 * The demo history (decision 082) as the demo admin meets it: after the demo seed, the inventory demo and the
 * history, every report and the home dashboard show figures over the months, and those figures agree with each
 * other (the home's month is the sales report's month, the months add up to the period, commission statuses add up
 * to the total, the VSO is a share). Running the history again adds nothing.
 */
import type { CommissionsReportDto } from "@portal/contracts/reports/commissions";
import { addMonths } from "@portal/contracts/reports/common";
import type { PartnersReportDto } from "@portal/contracts/reports/partners";
import type { SalesReportDto } from "@portal/contracts/reports/sales";
import type { SpecialistsReportDto } from "@portal/contracts/reports/specialists";
import type { StockReportDto } from "@portal/contracts/reports/stock";
import type { UnitsPricesReportDto } from "@portal/contracts/reports/units-prices";
import type { StatisticsResponse } from "@portal/contracts/statistics";
import { seedDemoHistory } from "@portal/db/seed/demo-history";
import { DEMO_PASSWORD } from "@portal/db/seed/demo-users";
import { seed } from "@portal/db/seed/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoInventory } from "../src/demo/demo-inventory";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
let token: string;
let firstRun: Awaited<ReturnType<typeof seedDemoHistory>>;
let seconds = 0;
const now = new Date();
const month = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" })
  .format(now)
  .slice(0, 7);
const PERIOD = `month_start=${addMonths(month, -13)}&month_end=${month}`;

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const kpi = (list: { key: string; value: number | null }[], key: string) => list.find((k) => k.key === key)?.value;
const TABLES = [
  "leads",
  "sales",
  "commissions",
  "proposals",
  "price_snapshots",
  "lead_offers",
  "schedules",
  "stand_visits",
];
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (t) => {
        const [row] = await ctx.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${t}`);
        return [t, row?.n] as const;
      }),
    ),
  );

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerEmail: 1000, loginLimitPerIp: 1000 });
  await seed(ctx.prisma, { appEnv: "development" });
  await seedDemoInventory(ctx.app, () => undefined);
  const t0 = Date.now();
  firstRun = await seedDemoHistory(ctx.prisma, { appEnv: "development", now });
  seconds = (Date.now() - t0) / 1000;
  token = (await login(ctx.app, "geral_admin@demo.local", DEMO_PASSWORD)).token as string;
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

describe("demo history", () => {
  it("is written once, quickly, with deals in every state", async () => {
    expect(firstRun.skipped).toBe(false);
    expect(firstRun.rows.sales).toBeGreaterThan(150);
    expect(seconds).toBeLessThan(20);
    const statuses = await ctx.prisma.$queryRaw<{ status: string; n: number }[]>`
      SELECT status::text, count(*)::int AS n FROM commissions GROUP BY 1`;
    expect(statuses.map((s) => s.status).sort()).toEqual(["CANCELLED", "FORECAST", "PAID", "RELEASED"]);
    // The mirror agrees with the sales: no unit is on offer with a live sale, every live sale's unit is taken.
    const [mirror] = await ctx.prisma.$queryRaw<{ bad: number; recreated: number }[]>`
      SELECT count(*) FILTER (WHERE (s.status = 'COMPLETED' AND u.status <> 'SOLD')
                               OR (s.status = 'IN_PROCESS' AND u.status <> 'IN_SALES_PROCESS'))::int AS bad,
             count(*) FILTER (WHERE s.origin_sale_id IS NOT NULL)::int AS recreated
        FROM sales s JOIN units u ON u.id = s.unit_id WHERE s.status IN ('COMPLETED', 'IN_PROCESS')`;
    expect(mirror).toEqual({ bad: 0, recreated: 1 });
    const [back] = await ctx.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(DISTINCT s.unit_id)::int AS n FROM sales s JOIN units u ON u.id = s.unit_id
       WHERE s.status = 'DISTRACTED' AND u.status = 'AVAILABLE'`;
    expect(back?.n).toBeGreaterThan(0);

    const before = await counts();
    const again = await seedDemoHistory(ctx.prisma, { appEnv: "development" });
    expect(again.skipped).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("fills the sales report month by month, and the admin home shows the same month", async () => {
    const sales = await get<SalesReportDto>(`/services/reports/sales?${PERIOD}`);
    expect(sales.by_month).toHaveLength(14);
    expect(sales.by_month.filter((m) => m.gross_count > 0).length).toBeGreaterThanOrEqual(13);
    const counted = sales.by_month.map((m) => m.gross_count);
    expect(Math.max(...counted)).toBeGreaterThan(Math.min(...counted) + 3); // seasonal, not flat
    expect(counted.reduce((a, b) => a + b, 0)).toBe(kpi(sales.kpis, "sales_gross"));
    expect(sales.by_month.reduce((a, m) => a + m.gross_value, 0)).toBe(kpi(sales.kpis, "vgv_gross"));
    const rate = kpi(sales.kpis, "distrato_rate") as number;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThan(0.15);
    const ticket = kpi(sales.kpis, "average_ticket") as number;
    expect(ticket).toBeGreaterThan(200_000_00);
    expect(ticket).toBeLessThan(1_500_000_00);
    for (const step of sales.funnel) expect(step.count, step.key).toBeGreaterThan(0);
    expect(sales.funnel.every((s) => s.conversion === null || s.conversion <= 1)).toBe(true);

    const home = await get<StatisticsResponse>("/statistics");
    if (home.view !== "ADMIN") throw new Error(`admin view expected, got ${home.view}`);
    const current = sales.by_month.find((m) => m.month === month);
    expect(kpi(home.sales.current, "vgv_gross")).toBe(current?.gross_value);
    expect(kpi(home.sales.current, "sales_gross")).toBe(current?.gross_count);
    const previous = sales.by_month.find((m) => m.month === addMonths(month, -1));
    expect(kpi(home.sales.previous, "vgv_gross")).toBe(previous?.gross_value);
    expect(previous?.gross_value).toBeGreaterThan(0);

    const stock = await get<StockReportDto>("/services/reports/stock");
    expect(kpi(home.stock, "units_available")).toBe(kpi(stock.kpis, "units_available"));
    expect(kpi(home.stock, "stock_value")).toBe(kpi(stock.kpis, "stock_value"));
    const vso12 = stock.vso_12_months.vso as number;
    expect(vso12).toBeGreaterThan(0);
    expect(vso12).toBeLessThanOrEqual(1);
    expect(stock.vso_monthly.filter((m) => (m.vso ?? 0) > 0).length).toBeGreaterThanOrEqual(11);
    expect(stock.vso_monthly.some((m) => m.launched > 0)).toBe(true); // the later launch
  });

  it("gives commissions, specialists, partners and price tables their figures", async () => {
    const c = await get<CommissionsReportDto>(`/services/reports/commissions?${PERIOD}`);
    const byStatus = Object.fromEntries(c.by_status.map((s) => [s.status, s.amount]));
    for (const s of ["FORECAST", "RELEASED", "PAID", "CANCELLED"]) expect(byStatus[s], s).toBeGreaterThan(0);
    // The total is what is or will be owed: every status but the cancelled, month by month.
    const total = c.by_month.reduce((a, m) => a + m.amounts.total, 0);
    expect((byStatus.FORECAST ?? 0) + (byStatus.RELEASED ?? 0) + (byStatus.PAID ?? 0)).toBe(total);
    expect(kpi(c.kpis, "commission_paid")).toBe(byStatus.PAID);
    expect(kpi(c.kpis, "commission_due_month")).toBeGreaterThan(0);

    const sp = await get<SpecialistsReportDto>(`/services/reports/specialists?${PERIOD}`);
    for (const key of [
      "offers_accepted",
      "offers_expired",
      "appointments_done",
      "appointments_no_show",
      "movements_out",
    ]) {
      expect(sp.totals[key as keyof typeof sp.totals], key).toBeGreaterThan(0);
    }
    const median = sp.totals.median_accept_minutes as number;
    expect(median).toBeGreaterThan(0);
    expect(median).toBeLessThan(10);
    expect(sp.totals.conversion as number).toBeLessThan(1);

    const partners = await get<PartnersReportDto>(`/services/reports/partners-report?${PERIOD}`);
    expect(partners.totals.leads_brought).toBeGreaterThan(0);
    expect(partners.totals.sales).toBeGreaterThan(0);
    expect(partners.totals.commission_paid).toBeGreaterThan(0);
    expect(partners.totals.conversion as number).toBeLessThan(1);

    const [taquaral] = await ctx.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM enterprises WHERE name = 'Residencial Vista Taquaral'`;
    const first = await get<UnitsPricesReportDto>(
      `/services/reports/units-prices-snapshot?enterprise_id=${taquaral?.id}`,
    );
    expect(first.tables.length).toBeGreaterThanOrEqual(14);
    const launch = first.tables[0]?._id as string;
    const prices = await get<UnitsPricesReportDto>(
      `/services/reports/units-prices-snapshot?enterprise_id=${taquaral?.id}&from_snapshot_id=${launch}`,
    );
    const rise = prices.comparison?.totals.difference_percent as number;
    expect(rise).toBeGreaterThan(0.03); // about a year of INCC-DI
    expect(rise).toBeLessThan(0.1);
    expect(prices.comparison?.indexes.find((i) => i.type === "INCCDI")?.accumulated).not.toBeNull();
  });
});
