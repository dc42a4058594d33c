/**
 * "What sold" is counted the same way on every screen (decision 071): known sales, known answers — a sale at 23:30
 * on the 31st in São Paulo, a cancellation, a distrato of a sale from before the period, a sale re-opened after a
 * distrato, and a coordinator who sees only their teams' numbers.
 */
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../lib/database";
import { resolveReportScope } from "./report-scope";
import { salesKpis } from "./sales-kpis";

let tdb: TestDatabase;
let db: Database;
const PERIOD = { month_start: "2026-01", month_end: "2026-03" };
const ids: Record<string, string> = {};

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = new Database(tdb.prisma);
  const p = tdb.prisma;
  const coordinator = (await createUser(p, { roles: ["ONLINE_COORDINATOR"] })).user;
  const lonelyCoordinator = (await createUser(p, { roles: ["BOOTH_COORDINATOR"] })).user;
  const s1 = (await createUser(p, { roles: ["ONLINE_SPECIALIST"] })).user;
  const s2 = (await createUser(p, { roles: ["ONLINE_SPECIALIST"] })).user;
  const otherMaster = (await createUser(p, { roles: ["ONLINE_COORDINATOR"] })).user;
  const t1 = await createTeam(p, { masterId: coordinator.id, memberIds: [s1.id], name: "Norte" });
  const t2 = await createTeam(p, { masterId: otherMaster.id, memberIds: [s2.id], name: "Sul" });
  Object.assign(ids, { coordinator: coordinator.id, lonely: lonelyCoordinator.id, t1: t1.id });
  const { units } = await createEnterpriseWithUnits(p, { towers: [{ units: 6, price: 50_000_000 }] });
  const [u1, u2, u3, u4, u5] = units as [
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
    (typeof units)[0],
  ];
  const l1 = await createReportLead(p, { salesTeamId: t1.id, source: "FACEBOOK", ownerId: s1.id });
  const l2 = await createReportLead(p, { salesTeamId: t2.id, source: "SITE", ownerId: s2.id });
  const l3 = await createReportLead(p, { source: "PORTAL", ownerId: s1.id });
  // 23:30 on 31 January in São Paulo is already 1 February in UTC: it is a January sale.
  await createReportSale(p, {
    unit: u1,
    leadId: l1.id,
    brokerId: s1.id,
    price: 40_000_000,
    createdAt: spTime("2026-01-31 23:30"),
  });
  const distracted = await createReportSale(p, {
    unit: u2,
    leadId: l2.id,
    brokerId: s2.id,
    price: 30_000_000,
    createdAt: spTime("2026-02-10 10:00"),
    distractedAt: spTime("2026-03-05 09:00"),
  });
  // Re-opened after the distrato: a new gross sale in March.
  await createReportSale(p, {
    unit: u2,
    leadId: l2.id,
    brokerId: s2.id,
    price: 31_000_000,
    createdAt: spTime("2026-03-20 15:00"),
    originSaleId: distracted.id,
  });
  // A lead of no team, sold by a member of Norte; registered at the first minute of February, cancelled in it.
  await createReportSale(p, {
    unit: u3,
    leadId: l3.id,
    brokerId: s1.id,
    price: 20_000_000,
    createdAt: spTime("2026-02-01 00:00"),
    canceledAt: spTime("2026-02-15 12:00"),
  });
  // Sold before the period (one minute before 2026 in São Paulo), distracted inside it.
  await createReportSale(p, {
    unit: u4,
    leadId: l1.id,
    brokerId: s1.id,
    price: 25_000_000,
    createdAt: spTime("2025-12-31 23:59"),
    distractedAt: spTime("2026-01-10 10:00"),
  });
  // After the period: 00:00 on 1 April in São Paulo.
  await createReportSale(p, {
    unit: u5,
    leadId: l3.id,
    brokerId: s2.id,
    price: 1_000_000,
    createdAt: spTime("2026-04-01 00:00"),
  });
}, 120_000);

afterAll(async () => {
  await tdb?.drop();
});

const admin = { id: "00000000-0000-4000-8000-000000000001", roles: ["GERAL_ADMIN"] };

describe("sale events", () => {
  it("counts each event in its own São Paulo month, and the KPIs follow from them", async () => {
    const scope = await resolveReportScope(db.repos.reportScope, admin);
    const totals = await db.repos.saleEvents.monthlyTotals(PERIOD, scope);
    expect(totals).toEqual([
      { month: "2026-01", kind: "DISTRACTED", count: 1, value: 25_000_000 },
      { month: "2026-01", kind: "GROSS", count: 1, value: 40_000_000 },
      { month: "2026-02", kind: "CANCELED", count: 1, value: 20_000_000 },
      { month: "2026-02", kind: "GROSS", count: 2, value: 50_000_000 },
      { month: "2026-03", kind: "DISTRACTED", count: 1, value: 30_000_000 },
      { month: "2026-03", kind: "GROSS", count: 1, value: 31_000_000 },
    ]);
    expect(salesKpis(totals)).toEqual({
      sales_gross: 4,
      sales_canceled: 1,
      sales_distracted: 2,
      sales_net: 1,
      vgv_gross: 121_000_000,
      vgv_net: 46_000_000,
      distrato_rate: 0.5,
      average_ticket: 30_250_000,
    });
  });

  it("a coordinator counts only their teams' sales: the team's leads and the sales of the team's people", async () => {
    const scope = await resolveReportScope(db.repos.reportScope, {
      id: ids.coordinator as string,
      roles: ["ONLINE_COORDINATOR"],
    });
    expect(scope).toMatchObject({ kind: "TEAMS", teams: [{ id: ids.t1, name: "Norte" }] });
    const totals = await db.repos.saleEvents.monthlyTotals(PERIOD, scope);
    expect(salesKpis(totals)).toMatchObject({
      sales_gross: 2,
      sales_canceled: 1,
      sales_distracted: 1,
      vgv_gross: 60_000_000,
    });
  });

  it("a coordinator of no team sees no numbers, and filters narrow by the lead's source", async () => {
    const lonely = await resolveReportScope(db.repos.reportScope, {
      id: ids.lonely as string,
      roles: ["BOOTH_COORDINATOR"],
    });
    expect(await db.repos.saleEvents.monthlyTotals(PERIOD, lonely)).toEqual([]);
    const all = await resolveReportScope(db.repos.reportScope, admin);
    const site = await db.repos.saleEvents.monthlyTotals(PERIOD, all, { source: "SITE" });
    expect(salesKpis(site)).toMatchObject({ sales_gross: 2, sales_distracted: 1, vgv_net: 31_000_000 });
  });
});
