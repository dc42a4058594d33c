/**
 * report_sale_events (decision 071) is what every "what sold" figure adds up: triggers on sales and leads keep it, in
 * the writing transaction, equal to the plain join of sales, units and leads. On random sales, then random
 * cancellations, distratos, price changes and leads moved to another team or source, its totals per month, kind,
 * enterprise, tower, team, seller and source equal the plain query's; and the rebuild command gives the same rows.
 */

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
import { ReportsMaintenanceService } from "./reports-maintenance.service";

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

const GROUPING = `to_char(at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), kind, enterprise_id, tower_id, team_id,
  specialist_id, partner_agency_id, source`;

async function rollupTotals() {
  return db.prisma.$queryRawUnsafe<unknown[]>(
    `SELECT ${GROUPING}, count(*)::int AS n, sum(price)::text AS value FROM report_sale_events
      GROUP BY ${GROUPING} ORDER BY ${GROUPING}`,
  );
}

async function plainTotals() {
  return db.prisma.$queryRawUnsafe<unknown[]>(
    `SELECT ${GROUPING}, count(*)::int AS n, sum(price)::text AS value FROM (
       SELECT e.kind, e.at, s.price, s.enterprise_id, u.tower_id, l.sales_team_id AS team_id,
              s.broker_id AS specialist_id, s.partner_agency_id, l.source
         FROM sales s JOIN units u ON u.id = s.unit_id JOIN leads l ON l.id = s.lead_id
         CROSS JOIN LATERAL (VALUES ('GROSS', s.created_at), ('CANCELED', s.canceled_at),
                                    ('DISTRACTED', s.distracted_at)) AS e(kind, at)
        WHERE e.at IS NOT NULL) x
      GROUP BY ${GROUPING} ORDER BY ${GROUPING}`,
  );
}

describe("report_sale_events", () => {
  it("equals the plain query after random sales, cancellations, distratos, price changes and leads moved", async () => {
    const random = rng(20261128);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const p = db.prisma;
    const sellers = await Promise.all(
      Array.from({ length: 6 }, async () => (await createUser(p, { roles: ["ONLINE_SPECIALIST"] })).user.id),
    );
    const agency = (await createUser(p, { roles: ["PARTNER_BROKER"] })).user.id;
    const teams = await Promise.all(
      Array.from({ length: 3 }, (_, i) => createTeam(p, { memberIds: sellers.slice(i * 2, i * 2 + 2) })),
    );
    const enterprises = await Promise.all(
      Array.from({ length: 2 }, () => createEnterpriseWithUnits(p, { towers: [{ units: 16 }, { units: 16 }] })),
    );
    const units = enterprises.flatMap((e) => e.units);
    const sources = ["SITE", "FACEBOOK", "PORTAL", "STAND"];
    const leads = await Promise.all(
      Array.from({ length: 25 }, () =>
        createReportLead(p, { salesTeamId: random() < 0.8 ? pick(teams).id : null, source: pick(sources) }),
      ),
    );
    const day = (offset: number) =>
      new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000 + Math.floor(random() * 86_400_000));
    const sales = [];
    for (let i = 0; i < 60; i++) {
      const created = Math.floor(random() * 600);
      const fate = random();
      sales.push(
        await createReportSale(p, {
          unit: units[i % units.length] as (typeof units)[number],
          leadId: pick(leads).id,
          brokerId: pick(sellers),
          price: 10_000_000 + Math.floor(random() * 90_000_000),
          createdAt: day(created),
          canceledAt: fate < 0.1 ? day(created + 5) : null,
          distractedAt: fate >= 0.1 && fate < 0.2 ? day(created + 90) : null,
          partnerAgencyId: random() < 0.3 ? agency : null,
        }),
      );
    }
    expect(await rollupTotals()).toEqual(await plainTotals());

    // What happens to deals afterwards: each a separate write, as the services do them.
    for (const sale of sales.slice(0, 20)) {
      const r = random();
      if (r < 0.25)
        await p.sale.update({ where: { id: sale.id }, data: { canceledAt: new Date(), status: "CANCELED" } });
      else if (r < 0.5)
        await p.sale.update({ where: { id: sale.id }, data: { distractedAt: new Date(), status: "DISTRACTED" } });
      else if (r < 0.75) await p.sale.update({ where: { id: sale.id }, data: { price: BigInt(12_345_600) } });
      else await p.sale.update({ where: { id: sale.id }, data: { status: "COMPLETED", completedAt: new Date() } });
    }
    for (const lead of leads.slice(0, 10)) {
      await p.lead.update({
        where: { id: lead.id },
        data: random() < 0.5 ? { salesTeamId: pick(teams).id } : { source: pick(sources) },
      });
    }
    await p.sale.delete({ where: { id: (sales[59] as (typeof sales)[number]).id } });
    const after = await plainTotals();
    expect(await rollupTotals()).toEqual(after);

    // A lead moved at the very instant one of its sales was written leaves that sale under the old team and source
    // (simulated here); the worker's repair sweep sets exactly those rows right.
    const maintenance = new ReportsMaintenanceService(new Database(p));
    const lagging = (sales[0] as (typeof sales)[number]).leadId;
    const behind =
      await p.$executeRaw`UPDATE report_sale_events SET team_id = NULL, source = 'OLD' WHERE lead_id = ${lagging}::uuid`;
    expect(behind).toBeGreaterThan(0);
    expect(await rollupTotals()).not.toEqual(after);
    expect(await maintenance.repairSweep()).toEqual({ repaired: behind });
    expect(await rollupTotals()).toEqual(after);
    expect(await maintenance.repairSweep()).toEqual({ repaired: 0 });

    // The rebuild command recomputes the same rows from the sales.
    expect((await maintenance.rebuild()).rows).toBeGreaterThan(0);
    expect(await rollupTotals()).toEqual(after);
  });
});
