/**
 * GET /statistics (decision 076): every role that signs in gets its own view, with known answers.
 * The admin's month VGV is the sale events' (SaleEventsRepository + salesKpis, the sales report's definition); a
 * coordinator sees only their teams; a specialist their own wallet, offers, day and conversion.
 */
import { saoPauloDay } from "@portal/contracts/dates";
import { addMonths } from "@portal/contracts/reports/common";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { createUser } from "@portal/db/testing/factories";
import { Database } from "@portal/domain/database";
import { resolveReportScope, salesKpis } from "@portal/domain/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const users: Record<string, { id: string; token: string }> = {};
const ids: Record<string, string> = {};
const month = saoPauloDay(new Date()).slice(0, 7);
const previous = addMonths(month, -1);
const today = saoPauloDay(new Date());

async function userAs(key: string, roles: string[], fullName: string) {
  const { user, password } = await createUser(ctx.prisma, { roles, fullName });
  users[key] = { id: user.id, token: (await login(ctx.app, user.email, password)).token as string };
  return user.id;
}

const statistics = async (who: string) => {
  const res = await ctx.app.inject({ method: "GET", url: "/statistics", headers: bearer(users[who]?.token as string) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const kpiMap = (list: { key: string; value: number | null }[]) => Object.fromEntries(list.map((k) => [k.key, k.value]));

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  await userAs("admin", ["GERAL_ADMIN"], "Ana Admin");
  const coordinator = await userAs("coordinator", ["ONLINE_COORDINATOR"], "Carla Coordenadora");
  const other = await userAs("otherCoordinator", ["BOOTH_COORDINATOR"], "Olavo Outro");
  await userAs("lonely", ["BOOTH_COORDINATOR"], "Lia Sem Equipe");
  const s1 = await userAs("s1", ["ONLINE_SPECIALIST"], "Sérgio Norte");
  const s2 = await userAs("s2", ["BOOTH_SPECIALIST"], "Sílvia Sul");
  await userAs("marketing", ["MARKETING"], "Marta Marketing");
  await userAs("receptionist", ["RECEPCIONIST"], "Rita Recepção");
  const norte = await createTeam(p, { masterId: coordinator, memberIds: [s1], name: "Norte" });
  const sul = await createTeam(p, { masterId: other, memberIds: [s2], name: "Sul" });
  ids.norte = norte.id;

  const { enterprise, units } = await createEnterpriseWithUnits(p, { towers: [{ units: 4, price: 50_000_000 }] });
  const [u1, u2, u3, u4] = units as [(typeof units)[0], (typeof units)[0], (typeof units)[0], (typeof units)[0]];
  const now = new Date(Date.now() - 60_000);
  const l1 = await createReportLead(p, { salesTeamId: norte.id, ownerId: s1, source: "FACEBOOK", name: "Lúcia Um" });
  const lt = await createReportLead(p, { ownerId: s1, source: "SITE", name: "Téo Conversando" });
  await p.lead.update({ where: { id: lt.id }, data: { status: "TALKING" } });
  await createReportLead(p, { ownerId: s1, source: "FACEBOOK", excluded: true });
  const lp = await createReportLead(p, {
    salesTeamId: norte.id,
    ownerId: s1,
    source: "FACEBOOK",
    createdAt: spTime(`${previous}-05 12:00`),
  });
  const l2 = await createReportLead(p, { salesTeamId: sul.id, ownerId: s2, source: "SITE", name: "Lauro Sul" });
  const l2p = await createReportLead(p, {
    salesTeamId: sul.id,
    ownerId: s2,
    source: "PORTAL",
    createdAt: spTime(`${previous}-05 12:00`),
  });

  // This month: Norte sells 400.000,00, Sul 300.000,00 and cancels a sale of last month (100.000,00).
  await createReportSale(p, { unit: u1, leadId: l1.id, brokerId: s1, price: 40_000_000, createdAt: now });
  await createReportSale(p, { unit: u2, leadId: l2.id, brokerId: s2, price: 30_000_000, createdAt: now });
  // Last month: Norte sold 200.000,00; Sul 100.000,00 (cancelled this month).
  await createReportSale(p, {
    unit: u3,
    leadId: lp.id,
    brokerId: s1,
    price: 20_000_000,
    createdAt: spTime(`${previous}-15 10:00`),
  });
  await createReportSale(p, {
    unit: u4,
    leadId: l2p.id,
    brokerId: s2,
    price: 10_000_000,
    createdAt: spTime(`${previous}-10 10:00`),
    canceledAt: now,
  });

  // Offers: one pending for each specialist, and an accepted one of s1 (not waiting any more).
  const soon = new Date(Date.now() + 10 * 60_000);
  ids.offerS1 = (await p.leadOffer.create({ data: { leadId: lt.id, agentUserId: s1, deadline: soon } })).id;
  ids.offerS2 = (
    await p.leadOffer.create({
      data: { leadId: l2.id, agentUserId: s2, deadline: new Date(Date.now() + 5 * 60_000) },
    })
  ).id;
  await p.leadOffer.create({
    data: { leadId: l1.id, agentUserId: s1, deadline: soon, outcome: "ACCEPTED", resolvedAt: new Date() },
  });

  // s1's day: one appointment today, one cancelled today and one tomorrow (neither shows).
  const at = (wall: string) => spTime(wall);
  const tomorrow = saoPauloDay(new Date(at(`${today} 12:00`).getTime() + 24 * 3600_000));
  const schedule = (startsAt: Date, status: "SCHEDULED" | "CANCELED" = "SCHEDULED") =>
    p.schedule.create({
      data: {
        leadId: lt.id,
        specialistId: s1,
        enterpriseId: enterprise.id,
        type: "STAND_VISIT",
        status,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      },
    });
  ids.agenda = (await schedule(at(`${today} 14:00`))).id;
  await schedule(at(`${today} 15:00`), "CANCELED");
  await schedule(at(`${tomorrow} 09:00`));

  // Leads received by s1: two distinct leads this month (one of them twice), one last month.
  const move = (leadId: string, createdAt: Date) =>
    p.leadMovement.create({ data: { leadId, destinationUserId: s1, reason: "ROULETTE", createdAt } });
  await move(l1.id, now);
  await move(lt.id, now);
  await move(lt.id, now);
  await move(lp.id, spTime(`${previous}-05 12:05`));

  // Presence: s1 is at the stand now; s2 (Sul) is available online.
  await p.stand.create({ data: { enterpriseId: enterprise.id } });
  await p.standPresence.create({ data: { enterpriseId: enterprise.id, userId: s1, kind: "SPECIALIST" } });
  await p.user.update({ where: { id: s1 }, data: { availabilityStatus: "AVAILABLE" } });
  await p.user.update({ where: { id: s2 }, data: { availabilityStatus: "AVAILABLE" } });
  ids.enterprise = enterprise.id;

  // Marketing: two unread notifications and one read.
  const marketing = users.marketing?.id as string;
  await p.notification.createMany({
    data: [
      { title: "A", message: "a", receiverId: marketing },
      { title: "B", message: "b", receiverId: marketing },
      { title: "C", message: "c", receiverId: marketing, readed: true },
    ],
  });
}, 120_000);
afterAll(() => ctx?.close());

describe("GET /statistics", () => {
  it("an admin sees the month's sales KPIs equal to the sale events' (the sales report's definition)", async () => {
    const body = await statistics("admin");
    expect(body).toMatchObject({ view: "ADMIN", month, previous_month: previous, scope: { kind: "ALL" } });
    expect(kpiMap(body.sales.current)).toEqual({
      vgv_net: 60_000_000,
      sales_net: 1,
      vgv_gross: 70_000_000,
      sales_gross: 2,
    });
    expect(kpiMap(body.sales.previous)).toEqual({
      vgv_net: 30_000_000,
      sales_net: 2,
      vgv_gross: 30_000_000,
      sales_gross: 2,
    });
    const db = new Database(ctx.prisma);
    const scope = await resolveReportScope(db.repos.reportScope, {
      id: users.admin?.id as string,
      roles: ["GERAL_ADMIN"],
    });
    const reference = salesKpis(
      await db.repos.saleEvents.monthlyTotals({ month_start: month, month_end: month }, scope),
    );
    expect(kpiMap(body.sales.current).vgv_net).toBe(reference.vgv_net);
    expect(kpiMap(body.sales.current).vgv_gross).toBe(reference.vgv_gross);
  });

  it("an admin's stock row is the stock report's available units, stock value and VSO of the month", async () => {
    const body = await statistics("admin");
    const report = await ctx.app.inject({
      method: "GET",
      url: `/services/reports/stock?month_start=${month}&month_end=${month}`,
      headers: bearer(users.admin?.token as string),
    });
    expect(report.statusCode, report.body).toBe(200);
    const kpis = kpiMap(report.json().kpis);
    const stock = kpiMap(body.stock);
    expect(body.stock.map((k: { key: string }) => k.key)).toEqual(["units_available", "stock_value", "vso_period"]);
    expect(stock).toEqual({
      units_available: kpis.units_available,
      stock_value: kpis.stock_value,
      vso_period: kpis.vso_period,
    });
    // This test's two sales of the month are in the offer's VSO: it is a real fraction, not a blank.
    expect(stock.vso_period).toBeGreaterThan(0);
    expect(report.json().vso_period.sold_gross).toBeGreaterThanOrEqual(2);
  });

  it("an admin sees the leads created per month and source over six months, excluded leads out", async () => {
    const body = await statistics("admin");
    expect(body.leads_by_source.months).toHaveLength(6);
    expect(body.leads_by_source.months.at(-1)).toBe(month);
    expect(body.leads_by_source.rows).toEqual([
      { month: previous, source: "FACEBOOK", count: 1 },
      { month: previous, source: "PORTAL", count: 1 },
      { month, source: "FACEBOOK", count: 1 },
      { month, source: "SITE", count: 2 },
    ]);
  });

  it("a coordinator sees only their teams: sales, funnel, offers and people", async () => {
    const body = await statistics("coordinator");
    expect(body).toMatchObject({
      view: "COORDINATOR",
      scope: { kind: "TEAMS", teams: [{ _id: ids.norte, name: "Norte" }] },
    });
    expect(kpiMap(body.sales.current)).toEqual({
      vgv_net: 40_000_000,
      sales_net: 1,
      vgv_gross: 40_000_000,
      sales_gross: 1,
    });
    expect(kpiMap(body.sales.previous)).toMatchObject({ vgv_gross: 20_000_000, sales_gross: 1 });
    expect(kpiMap(body.funnel)).toEqual({
      funnel_leads: 2,
      funnel_attended: 0,
      funnel_visited: 0,
      funnel_proposal: 1,
      funnel_sale: 1,
    });
    expect(body.offers.map((o: { _id: string }) => o._id)).toEqual([ids.offerS1]);
    expect(body.offers[0]).toMatchObject({ lead_name: "Téo Conversando", agent_name: "Sérgio Norte", paused: false });
    expect(body.people).toEqual([
      {
        _id: users.s1?.id,
        full_name: "Sérgio Norte",
        availability_status: "AVAILABLE",
        stand: { enterprise_id: ids.enterprise, enterprise_name: expect.any(String) },
      },
      { _id: users.coordinator?.id, full_name: "Carla Coordenadora", availability_status: "OFFLINE", stand: null },
    ]);
  });

  it("a coordinator of no team sees zeros and no one, and the scope says why", async () => {
    const body = await statistics("lonely");
    expect(body.scope).toMatchObject({ kind: "TEAMS", teams: [] });
    expect(body.scope.label).toMatch(/não coordena nenhuma equipe/);
    expect(kpiMap(body.sales.current)).toMatchObject({ vgv_net: 0, sales_gross: 0 });
    expect(kpiMap(body.funnel).funnel_leads).toBe(0);
    expect(body.offers).toEqual([]);
    expect(body.people).toEqual([]);
  });

  it("a specialist sees their wallet by status, their offers, today's agenda and the month's conversion", async () => {
    const body = await statistics("s1");
    expect(body).toMatchObject({ view: "SPECIALIST", month, today });
    expect(body.wallet).toEqual([
      { status: "NEW", label: "Novo", count: 2 },
      { status: "TALKING", label: expect.any(String), count: 1 },
    ]);
    expect(body.wallet_total).toBe(3);
    expect(body.offers.map((o: { _id: string }) => o._id)).toEqual([ids.offerS1]);
    expect(body.agenda).toEqual([
      expect.objectContaining({
        _id: ids.agenda,
        lead_name: "Téo Conversando",
        type: "STAND_VISIT",
        status: "SCHEDULED",
      }),
    ]);
    expect(body.conversion).toEqual({ leads_received: 2, sales: 1, rate: 0.5 });
  });

  it("the other specialist sees only their own", async () => {
    const body = await statistics("s2");
    expect(body.wallet).toEqual([{ status: "NEW", label: "Novo", count: 2 }]);
    expect(body.offers.map((o: { _id: string }) => o._id)).toEqual([ids.offerS2]);
    expect(body.agenda).toEqual([]);
    expect(body.conversion).toEqual({ leads_received: 0, sales: 1, rate: null });
  });

  it("other staff get their unread notifications, and nothing made up", async () => {
    expect(await statistics("marketing")).toEqual({ view: "STAFF", month, notifications_unread: 2 });
    expect(await statistics("receptionist")).toEqual({ view: "STAFF", month, notifications_unread: 0 });
  });

  it("without a session the route answers 401", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/statistics" });
    expect(res.statusCode).toBe(401);
  });
});
