/**
 * report_lead_funnel (decision 077) is what the sales report's funnel adds up: triggers on leads, attendances,
 * stand_visits, proposals and sales keep, in the writing transaction, each lead's row equal to the plain definition
 * (the lead and the first of its attendances, finished stand visits, proposals and sales). On random leads and
 * steps, then random moves, exclusions, deleted and re-dated steps, visits finished and cancelled, its rows and the
 * funnel's totals per scope and filter equal the plain query's; and the rebuild command gives the same rows.
 */
import { Prisma } from "@portal/db/client";
import { Rng } from "@portal/db/seed/leads/prng";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
} from "@portal/db/testing/deal-factories";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../lib/database";
import type { ReportScope } from "./report-scope";
import { ReportsMaintenanceService } from "./reports-maintenance.service";
import { leadFunnelPlainSql, SalesReportRepository } from "./sales-report.repository";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

/** The demo seed's generator (mulberry32): the same "random" data on every run, different per seed. */
function rng(seed: number) {
  const r = new Rng(seed);
  return () => r.next();
}

const COLUMNS = `lead_id, created_at, excluded, enterprise_id, sales_team_id, owner_id, source, attended_at, visited_at,
  proposal_at, sale_at`;

async function rollupRows() {
  return db.prisma.$queryRawUnsafe<unknown[]>(`SELECT ${COLUMNS} FROM report_lead_funnel ORDER BY lead_id`);
}

async function plainRows() {
  return db.prisma.$queryRawUnsafe<unknown[]>(
    `SELECT ${COLUMNS} FROM (
       SELECT l.id AS lead_id, l.created_at, l.excluded, l.enterprise_id, l.sales_team_id, l.owner_id, l.source,
              (SELECT min(a.started_at) FROM attendances a WHERE a.lead_id = l.id) AS attended_at,
              (SELECT min(coalesce(v.finished_at, v.started_at, v.arrived_at)) FROM stand_visits v
                WHERE v.lead_id = l.id AND v.status = 'FINISHED') AS visited_at,
              (SELECT min(p.created_at) FROM proposals p WHERE p.lead_id = l.id) AS proposal_at,
              (SELECT min(s.created_at) FROM sales s WHERE s.lead_id = l.id) AS sale_at
         FROM leads l) x
      ORDER BY lead_id`,
  );
}

describe("report_lead_funnel", () => {
  it("equals the plain query after random leads, steps, moves, exclusions and deleted or re-dated steps", async () => {
    const random = rng(20261129);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const p = db.prisma;
    const sellers = await Promise.all(
      Array.from({ length: 6 }, async () => (await createUser(p, { roles: ["ONLINE_SPECIALIST"] })).user.id),
    );
    const teams = await Promise.all(
      Array.from({ length: 3 }, (_, i) => createTeam(p, { memberIds: sellers.slice(i * 2, i * 2 + 2) })),
    );
    const enterprises = await Promise.all(
      Array.from({ length: 2 }, () => createEnterpriseWithUnits(p, { towers: [{ units: 20 }] })),
    );
    for (const e of enterprises) await p.stand.create({ data: { enterpriseId: e.enterprise.id } });
    const units = enterprises.flatMap((e) => e.units);
    const sources = ["SITE", "FACEBOOK", "PORTAL", "STAND"];
    const day = (offset: number) =>
      new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000 + Math.floor(random() * 86_400_000));
    const leads = [];
    for (let i = 0; i < 40; i++) {
      leads.push(
        await createReportLead(p, {
          salesTeamId: random() < 0.8 ? pick(teams).id : null,
          ownerId: random() < 0.8 ? pick(sellers) : null,
          enterpriseId: random() < 0.9 ? pick(enterprises).enterprise.id : null,
          source: pick(sources),
          createdAt: day(Math.floor(random() * 400)),
          excluded: random() < 0.05,
        }),
      );
    }
    const attendances: { id: string; leadId: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const lead = pick(leads);
      attendances.push(
        await p.attendance.create({
          data: { leadId: lead.id, attendantId: pick(sellers), startedAt: day(Math.floor(random() * 420)) },
        }),
      );
    }
    const visits: { id: string; leadId: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const lead = pick(leads);
      const at = day(Math.floor(random() * 420));
      const status = pick(["WAITING", "FINISHED", "FINISHED", "CANCELED"] as const);
      visits.push(
        await p.standVisit.create({
          data: {
            enterpriseId: pick(enterprises).enterprise.id,
            leadId: lead.id,
            visitorName: "Visitante",
            visitorPhone: "5547999990000",
            lgpdConsent: true,
            status,
            arrivedAt: at,
            ...(status === "FINISHED" ? { finishedAt: new Date(at.getTime() + 3_600_000) } : {}),
            ...(status === "CANCELED" ? { canceledAt: at } : {}),
          },
        }),
      );
    }
    const sales: { id: string; leadId: string; proposalId: string }[] = [];
    for (let i = 0; i < 25; i++) {
      sales.push(
        await createReportSale(p, {
          unit: units[i] as (typeof units)[number],
          leadId: pick(leads).id,
          brokerId: pick(sellers),
          price: 10_000_000,
          createdAt: day(Math.floor(random() * 420)),
          canceledAt: random() < 0.3 ? day(430) : null,
        }),
      );
    }
    expect(await rollupRows()).toEqual(await plainRows());

    // What happens afterwards, each a separate write as the services do them.
    for (const lead of leads.slice(0, 12)) {
      const r = random();
      const data =
        r < 0.25
          ? { salesTeamId: pick(teams).id }
          : r < 0.5
            ? { ownerId: pick(sellers) }
            : r < 0.7
              ? { source: pick(sources) }
              : r < 0.85
                ? { excluded: true }
                : { enterpriseId: pick(enterprises).enterprise.id };
      await p.lead.update({ where: { id: lead.id }, data });
    }
    for (const a of attendances.slice(0, 15)) {
      const r = random();
      if (r < 0.4) await p.attendance.delete({ where: { id: a.id } });
      else if (r < 0.7) await p.attendance.update({ where: { id: a.id }, data: { startedAt: day(450) } });
      else await p.attendance.update({ where: { id: a.id }, data: { leadId: pick(leads).id } });
    }
    for (const v of visits.slice(0, 15)) {
      const r = random();
      if (r < 0.4)
        await p.standVisit.update({ where: { id: v.id }, data: { status: "FINISHED", finishedAt: day(440) } });
      else if (r < 0.7)
        await p.standVisit.update({ where: { id: v.id }, data: { status: "CANCELED", canceledAt: day(441) } });
      else await p.standVisit.delete({ where: { id: v.id } });
    }
    for (const s of sales.slice(0, 6)) {
      await p.sale.delete({ where: { id: s.id } });
      await p.proposal.delete({ where: { id: s.proposalId } });
    }
    const untouched = leads.filter(
      (l) =>
        ![...attendances, ...visits, ...sales].some((x) => x.leadId === l.id) && !sales.some((s) => s.leadId === l.id),
    );
    if (untouched[0]) await p.lead.delete({ where: { id: untouched[0].id } });
    const after = await plainRows();
    expect(await rollupRows()).toEqual(after);

    // The funnel the sales report reads equals the plain definition's, whole and per scope and filter.
    const repo = new SalesReportRepository(p);
    const period = { month_start: "2025-01", month_end: "2026-03" };
    const team = teams[0] as (typeof teams)[number];
    const scopes: ReportScope[] = [
      { kind: "ALL" },
      { kind: "TEAMS", teams: [{ id: team.id, name: team.name }], peopleIds: sellers.slice(0, 2) },
    ];
    for (const scope of scopes) {
      for (const filters of [
        {},
        { enterprise_id: enterprises[0]?.enterprise.id },
        { sales_team_id: teams[1]?.id, source: "SITE" },
        { specialist_id: sellers[3] },
      ]) {
        const plain = await p.$queryRaw<{ leads: number; attended: number; sale: number }[]>(Prisma.sql`
          SELECT count(*)::int AS leads, count(coalesce(attended_at, visited_at, proposal_at, sale_at))::int AS attended,
                 count(sale_at)::int AS sale
            FROM (${leadFunnelPlainSql(period, scope, filters)}) f`);
        const rolled = await repo.funnel(period, scope, filters);
        expect({ leads: rolled.leads, attended: rolled.attended, sale: rolled.sale }).toEqual(plain[0]);
      }
    }

    // The rebuild command recomputes the same rows.
    const maintenance = new ReportsMaintenanceService(new Database(p));
    await p.$executeRaw`UPDATE report_lead_funnel SET attended_at = NULL, source = 'OLD'`;
    expect(await rollupRows()).not.toEqual(after);
    expect((await maintenance.rebuildLeadFunnel()).rows).toBe(after.length);
    expect(await rollupRows()).toEqual(after);
  });
});
