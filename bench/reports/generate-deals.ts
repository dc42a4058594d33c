/**
 * Deals on top of the 1M-lead bench data (leads-list/generate.ts), for `pnpm bench:reports`: 300
 * enterprises launched over 30 months with two towers each (~200,000 units), 100,000 proposals, ~50,000 sales over
 * 24 months (cancellations, distratos), commissions per sale, active reservations, attendances and stand visits
 * for the funnel. All in PostgreSQL (generate_series + random()), like the leads.
 */
import type pg from "pg";

export interface DealCounts {
  enterprises: number;
  units: number;
  proposals: number;
  sales: number;
  commissions: number;
  reservations: number;
  attendances: number;
  standVisits: number;
}

type Step = (c: pg.Client) => Promise<unknown>;

const ENTERPRISES = 300;
const FLOORS = 42;
const UNITS_PER_FLOOR = 8;
const PROPOSALS = 100_000;

const STEPS: [string, Step][] = [
  [
    "enterprises (300, launched over 30 months)",
    async (c) => {
      await c.query(
        `INSERT INTO enterprises (id, name, city, "group", phase, property_type, updated_at)
         SELECT gen_random_uuid(), 'Residencial Bench ' || lpad(g::text, 3, '0'),
                (ARRAY['Joinville','Blumenau','Itajaí','Balneário Camboriú','Florianópolis'])[1 + g % 5],
                (ARRAY['STOCK','INTERIOR','ONLINE'])[1 + g % 3]::"EnterpriseGroup",
                (ARRAY['SHORT_RELEASE','RELEASE','IN_WORKS','READY','DELIVERED'])[1 + g % 5]::"EnterprisePhase",
                'HOME'::"PropertyType", now()
         FROM generate_series(1, $1::int - (SELECT count(*) FROM enterprises)::int) g`,
        [ENTERPRISES],
      );
      await c.query(`UPDATE enterprises SET created_at = now() - random() * interval '900 days'`);
      await c.query(`
        INSERT INTO enterprise_sales_teams (enterprise_id, sales_team_id)
        SELECT e.id, t.id
        FROM (SELECT id, row_number() OVER (ORDER BY name, id) AS n FROM enterprises e
               WHERE NOT EXISTS (SELECT 1 FROM enterprise_sales_teams x WHERE x.enterprise_id = e.id)) e
        JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS k, count(*) OVER () AS total FROM sales_teams) t
          ON t.k = e.n % t.total`);
    },
  ],
  [
    "towers and units (~200,000)",
    async (c) => {
      await c.query(`
        INSERT INTO towers (id, enterprise_id, name, floors, units_per_floor, position, created_at, updated_at)
        SELECT gen_random_uuid(), e.id, 'Torre ' || chr(64 + k), ${FLOORS}, ${UNITS_PER_FLOOR}, k - 1, e.created_at, now()
        FROM enterprises e, generate_series(1, 2) k`);
      await c.query(`
        INSERT INTO units (id, enterprise_id, tower_id, floor, number, bedrooms, private_area, status, price,
                           created_at, updated_at)
        SELECT gen_random_uuid(), t.enterprise_id, t.id, f, f::text || lpad(k::text, 2, '0'), 1 + k % 3,
               (45 + k * 6)::numeric(10, 2), 'AVAILABLE'::"UnitStatus",
               ((30 + floor(random() * 120)) * 1000000)::bigint, t.created_at, now()
        FROM towers t, generate_series(1, ${FLOORS}) f, generate_series(1, ${UNITS_PER_FLOOR}) k`);
    },
  ],
  [
    "proposals (100,000 over 24 months)",
    async (c) => {
      await c.query(
        `WITH l AS (SELECT id, owner_id, row_number() OVER () AS n
                      FROM (SELECT id, owner_id FROM leads TABLESAMPLE SYSTEM (15)
                             WHERE owner_id IS NOT NULL AND NOT excluded LIMIT $1) x),
              u AS (SELECT id, enterprise_id, price, created_at, row_number() OVER () AS n
                      FROM (SELECT id, enterprise_id, price, created_at FROM units ORDER BY random() LIMIT $1) y)
         INSERT INTO proposals (id, lead_id, unit_id, enterprise_id, broker_id, price, discount_amount, net_price,
                                status, created_by_id, created_at, updated_at)
         SELECT gen_random_uuid(), l.id, u.id, u.enterprise_id, l.owner_id, u.price, d.disc, u.price - d.disc,
                (CASE WHEN d.r < 0.55 THEN 'APPROVED' WHEN d.r < 0.7 THEN 'AWAITING_APPROVAL'
                      WHEN d.r < 0.8 THEN 'DISAPPROVED' WHEN d.r < 0.9 THEN 'CANCELED' ELSE 'DRAFT' END)::"ProposalStatus",
                l.owner_id, d.at, d.at
         FROM l JOIN u USING (n),
              LATERAL (SELECT (u.price * floor(random() * 8) / 100)::bigint AS disc, random() AS r,
                              greatest(u.created_at, now() - interval '730 days')
                                + random() * (now() - greatest(u.created_at, now() - interval '730 days')) AS at
                        OFFSET 0) d`,
        [PROPOSALS],
      );
    },
  ],
  [
    "sales (from approved proposals; 3% cancelled, 6% distracted)",
    async (c) => {
      await c.query(`
        INSERT INTO sales (id, proposal_id, unit_id, lead_id, enterprise_id, broker_id, status, price, created_by_id,
                           created_at, completed_at, canceled_at, distracted_at, updated_at)
        SELECT gen_random_uuid(), p.id, p.unit_id, p.lead_id, p.enterprise_id, p.broker_id,
               (CASE WHEN s.r < 0.03 THEN 'CANCELED' WHEN s.r < 0.09 THEN 'DISTRACTED'
                     WHEN s.at < now() - interval '60 days' THEN 'COMPLETED' ELSE 'IN_PROCESS' END)::"SaleStatus",
               p.net_price, p.broker_id, s.at,
               CASE WHEN s.r >= 0.03 AND s.at < now() - interval '60 days' THEN s.at + interval '45 days' END,
               CASE WHEN s.r < 0.03 THEN least(now(), s.at + random() * interval '40 days') END,
               CASE WHEN s.r >= 0.03 AND s.r < 0.09 THEN least(now(), s.at + (30 + random() * 300) * interval '1 day') END,
               now()
        FROM proposals p,
             LATERAL (SELECT random() AS r, least(now(), p.created_at + random() * interval '5 days') AS at OFFSET 0) s
        WHERE p.status = 'APPROVED'`);
      // A sold unit is SOLD; a cancelled or distracted sale put it back on the market.
      await c.query(`
        UPDATE units u SET status = 'SOLD' FROM sales s
        WHERE s.unit_id = u.id AND s.status IN ('IN_PROCESS', 'COMPLETED')`);
    },
  ],
  [
    "commissions (broker 4%, coordinator 1%, agency 2% on a third)",
    async (c) => {
      await c.query(`
        INSERT INTO commissions (id, sale_id, role, beneficiary_id, percentage, amount, status, released_at, paid_at,
                                 canceled_at, created_at, updated_at)
        SELECT gen_random_uuid(), s.id, r.role::"CommissionRole",
               CASE WHEN r.role = 'BROKER' THEN s.broker_id
                    WHEN r.role = 'COORDINATOR' THEN (SELECT t.master_id FROM sales_team_members m
                                                        JOIN sales_teams t ON t.id = m.team_id
                                                       WHERE m.user_id = s.broker_id LIMIT 1) END,
               r.pct, (s.price * r.pct / 100)::bigint,
               (CASE WHEN s.status IN ('CANCELED', 'DISTRACTED') THEN 'CANCELLED'
                     WHEN s.created_at < now() - interval '90 days' THEN 'PAID'
                     WHEN s.created_at < now() - interval '30 days' THEN 'RELEASED' ELSE 'FORECAST' END)::"CommissionStatus",
               CASE WHEN s.created_at < now() - interval '30 days' THEN s.created_at + interval '30 days' END,
               CASE WHEN s.created_at < now() - interval '90 days' THEN s.created_at + interval '90 days' END,
               coalesce(s.canceled_at, s.distracted_at), s.created_at, now()
        FROM sales s
        CROSS JOIN LATERAL (VALUES ('BROKER', 4.0), ('COORDINATOR', 1.0), ('AGENCY', 2.0)) r(role, pct)
        WHERE r.role <> 'AGENCY' OR hashtext(s.id::text) % 3 = 0`);
    },
  ],
  [
    "reservations (3,000 active, expiring within 4 days)",
    async (c) => {
      await c.query(`
        WITH u AS (SELECT id, enterprise_id FROM units WHERE status = 'AVAILABLE' ORDER BY random() LIMIT 3000),
             b AS (SELECT array_agg(id) AS ids FROM users WHERE active AND roles && ARRAY['BOOTH_SPECIALIST','ONLINE_SPECIALIST'])
        INSERT INTO reservations (id, unit_id, enterprise_id, broker_id, type, duration_minutes, status, expires_at,
                                  activated_at, created_by_id, created_at, updated_at)
        SELECT gen_random_uuid(), u.id, u.enterprise_id, x.broker, 'CUSTOMER_NEGOTIATION', 5760, 'ACTIVE',
               now() + random() * interval '96 hours', now() - interval '1 day', x.broker, now() - interval '1 day', now()
        FROM u, b, LATERAL (SELECT b.ids[1 + floor(random() * cardinality(b.ids))::int] AS broker OFFSET 0) x`);
      await c.query(
        `UPDATE units u SET status = 'RESERVED' FROM reservations r WHERE r.unit_id = u.id AND r.status = 'ACTIVE'`,
      );
    },
  ],
  [
    "attendances (40% of the last 24 months' owned leads)",
    async (c) => {
      await c.query(`
        INSERT INTO attendances (id, lead_id, attendant_id, started_at, ended_at)
        SELECT gen_random_uuid(), l.id, l.owner_id, a.at, a.at + interval '20 minutes'
        FROM leads l, LATERAL (SELECT least(now(), l.created_at + random() * interval '3 days') AS at OFFSET 0) a
        WHERE l.owner_id IS NOT NULL AND l.created_at > now() - interval '730 days' AND hashtext(l.id::text) % 5 < 2`);
    },
  ],
  [
    "stand visits (finished, 8% of the leads of enterprises with a stand)",
    async (c) => {
      await c.query(`INSERT INTO stands (enterprise_id, updated_at) SELECT id, now() FROM enterprises
                     ON CONFLICT (enterprise_id) DO NOTHING`);
      await c.query(`
        INSERT INTO stand_visits (id, enterprise_id, lead_id, visitor_name, visitor_phone, lgpd_consent, status,
                                  specialist_id, arrived_at, started_at, finished_at, created_at, updated_at)
        SELECT gen_random_uuid(), l.enterprise_id, l.id, l.full_name, l.phone, true, 'FINISHED', l.owner_id,
               v.at, v.at + interval '10 minutes', v.at + interval '50 minutes', v.at, now()
        FROM leads l, LATERAL (SELECT least(now(), l.created_at + random() * interval '20 days') AS at OFFSET 0) v
        WHERE l.enterprise_id IS NOT NULL AND l.owner_id IS NOT NULL AND l.created_at > now() - interval '730 days'
          AND hashtext(l.id::text) % 25 < 2`);
    },
  ],
];

export async function generateDeals(c: pg.Client, log: (m: string) => void): Promise<DealCounts> {
  await c.query("SET synchronous_commit = off");
  await c.query(
    "TRUNCATE towers, units, unit_logs, proposals, sales, commissions, reservations, attendances, stand_visits, stands, report_sale_events CASCADE",
  );
  for (const [label, step] of STEPS) {
    const t0 = performance.now();
    await step(c);
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // The leads were loaded with triggers off (session_replication_role = replica, leads-list/generate.ts): the funnel
  // table (decision 077) is computed once from the leads and their steps, as the rebuild command does.
  await c.query("SELECT report_lead_funnel_rebuild()");
  for (const t of [
    "enterprises",
    "units",
    "proposals",
    "sales",
    "commissions",
    "reservations",
    "attendances",
    "stand_visits",
    // Filled by triggers (decision 071, 077): without fresh statistics the planner takes a year of events for a
    // few hundred rows and walks them with nested loops.
    "report_sale_events",
    "report_lead_funnel",
  ]) {
    await c.query(`VACUUM (ANALYZE) ${t}`);
  }
  return countDeals(c);
}

export async function countDeals(c: pg.Client): Promise<DealCounts> {
  const n = async (t: string) => Number((await c.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
  return {
    enterprises: await n("enterprises"),
    units: await n("units"),
    proposals: await n("proposals"),
    sales: await n("sales"),
    commissions: await n("commissions"),
    reservations: await n("reservations"),
    attendances: await n("attendances"),
    standVisits: await n("stand_visits"),
  };
}
