import type { ReportPeriod } from "@portal/contracts/reports/common";
import type { SpecialistRowMetric } from "@portal/contracts/reports/specialists-query";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod } from "./report-sql";
import { saleEventsSql } from "./sale-events-sql";

export interface SpecialistsReportFilters {
  enterprise_id?: string;
  sales_team_id?: string;
  specialist_id?: string;
}

/** One specialist's raw figures (counts; the median in seconds; VGV in centavos). */
export interface SpecialistFiguresRow {
  id: string;
  full_name: string;
  active: boolean;
  received: number;
  received_roulette: number;
  received_stand: number;
  offers_accepted: number;
  offers_expired: number;
  median_accept_seconds: number | null;
  attendances: number;
  stand_visits_served: number;
  appointments_done: number;
  appointments_no_show: number;
  proposals: number;
  sales: number;
  vgv: bigint;
  movements_out: number;
}

/** One record behind a figure, as the drill-down lists it (see `rows`). */
export interface SpecialistRecordRow {
  id: string;
  at: Date;
  specialistId: string;
  specialistName: string;
  leadId: string | null;
  leadName: string | null;
  enterpriseId: string | null;
  enterpriseName: string | null;
  counterpartId: string | null;
  counterpartName: string | null;
  /** The movement's reason, the offer's outcome, the appointment's or proposal's status (a code). */
  code: string | null;
  seconds: number | null;
  value: bigint | null;
}

const SPECIALIST_ROLES = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"];

/**
 * The specialists report in one statement: each figure aggregated per user over the period in its own CTE (every
 * one walks an index led by its user or date column), then joined onto the people listed — the scope's specialists
 * and anyone with activity. The overall median time to accept comes back as the row with id NULL.
 */
export class SpecialistsReportRepository {
  constructor(private readonly db: PrismaClient) {}

  async figures(
    period: ReportPeriod,
    scope: ReportScope,
    f: SpecialistsReportFilters,
  ): Promise<{ rows: SpecialistFiguresRow[]; medianAcceptSeconds: number | null }> {
    const people = this.peopleCondition(scope, f);
    const enterprise = (column: Prisma.Sql) => equalsIf(column, f.enterprise_id);
    // Offers and attendances know their enterprise through the lead: the leads are read only when the filter is
    // given (joining a year of attendances to a million leads for nothing was most of the unfiltered report's time).
    const leadInEnterprise = (leadId: Prisma.Sql) =>
      f.enterprise_id
        ? Prisma.sql`EXISTS (SELECT 1 FROM leads l WHERE l.id = ${leadId} AND l.enterprise_id = ${f.enterprise_id}::uuid)`
        : Prisma.sql`TRUE`;
    const sql = Prisma.sql`
      WITH people AS (
        SELECT u.id FROM users u WHERE ${people}
      ),
      moved_in AS (
        SELECT m.destination_user_id AS uid, count(*)::int AS received,
               count(*) FILTER (WHERE m.reason = 'ROULETTE_OFFER')::int AS received_roulette,
               count(*) FILTER (WHERE m.reason = 'STAND_VISIT')::int AS received_stand
          FROM lead_movements m
         WHERE ${inPeriod(Prisma.sql`m.date_movimentation`, period)} AND ${enterprise(Prisma.sql`m.enterprise_id`)}
           AND m.destination_user_id IN (SELECT id FROM people)
         GROUP BY 1),
      moved_out AS (
        SELECT m.origin_user_id AS uid, count(*)::int AS movements_out
          FROM lead_movements m
         WHERE ${inPeriod(Prisma.sql`m.date_movimentation`, period)} AND ${enterprise(Prisma.sql`m.enterprise_id`)}
           AND m.origin_user_id IN (SELECT id FROM people)
         GROUP BY 1),
      offers AS (
        SELECT o.agent_user_id AS uid, o.outcome::text AS outcome,
               extract(epoch FROM o.resolved_at - o.offered_at) AS accept_seconds
          FROM lead_offers o
         WHERE ${inPeriod(Prisma.sql`o.offered_at`, period)} AND ${leadInEnterprise(Prisma.sql`o.lead_id`)}
           AND o.agent_user_id IN (SELECT id FROM people)),
      offer_figures AS (
        SELECT uid, count(*) FILTER (WHERE outcome = 'ACCEPTED')::int AS offers_accepted,
               count(*) FILTER (WHERE outcome = 'EXPIRED')::int AS offers_expired,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY accept_seconds) FILTER (WHERE outcome = 'ACCEPTED')
                 AS median_accept_seconds
          FROM offers GROUP BY ROLLUP (uid)),
      attended AS (
        SELECT a.attendant_id AS uid, count(*)::int AS attendances
          FROM attendances a
         WHERE ${inPeriod(Prisma.sql`a.started_at`, period)} AND ${leadInEnterprise(Prisma.sql`a.lead_id`)}
           AND a.attendant_id IN (SELECT id FROM people)
         GROUP BY 1),
      visits AS (
        SELECT v.specialist_id AS uid, count(*)::int AS stand_visits_served
          FROM stand_visits v
         WHERE v.status = 'FINISHED' AND ${inPeriod(Prisma.sql`v.finished_at`, period)}
           AND ${enterprise(Prisma.sql`v.enterprise_id`)} AND v.specialist_id IN (SELECT id FROM people)
         GROUP BY 1),
      appointments AS (
        SELECT s.specialist_id AS uid, count(*) FILTER (WHERE s.status = 'DONE')::int AS appointments_done,
               count(*) FILTER (WHERE s.status = 'NO_SHOW')::int AS appointments_no_show
          FROM schedules s
         WHERE ${inPeriod(Prisma.sql`s.starts_at`, period)} AND ${enterprise(Prisma.sql`s.enterprise_id`)}
           AND s.specialist_id IN (SELECT id FROM people)
         GROUP BY 1),
      proposed AS (
        SELECT p.broker_id AS uid, count(*)::int AS proposals
          FROM proposals p
         WHERE p.parent_id IS NULL AND ${inPeriod(Prisma.sql`p.created_at`, period)}
           AND ${enterprise(Prisma.sql`p.enterprise_id`)} AND p.broker_id IN (SELECT id FROM people)
         GROUP BY 1),
      sold AS (
        SELECT ev.specialist_id AS uid, count(*)::int AS sales, sum(ev.price)::bigint AS vgv
          FROM (${saleEventsSql(period, { kind: "ALL" }, { enterprise_id: f.enterprise_id })}) ev
         WHERE ev.kind = 'GROSS' AND ev.specialist_id IN (SELECT id FROM people)
         GROUP BY 1),
      active_ids AS (
        SELECT uid FROM moved_in UNION SELECT uid FROM moved_out UNION SELECT uid FROM offer_figures WHERE uid IS NOT NULL
        UNION SELECT uid FROM attended UNION SELECT uid FROM visits UNION SELECT uid FROM appointments
        UNION SELECT uid FROM proposed UNION SELECT uid FROM sold)
      SELECT u.id, u.full_name, u.active,
             coalesce(mi.received, 0) AS received, coalesce(mi.received_roulette, 0) AS received_roulette,
             coalesce(mi.received_stand, 0) AS received_stand,
             coalesce(of.offers_accepted, 0) AS offers_accepted, coalesce(of.offers_expired, 0) AS offers_expired,
             of.median_accept_seconds::float8 AS median_accept_seconds,
             coalesce(at.attendances, 0) AS attendances, coalesce(vi.stand_visits_served, 0) AS stand_visits_served,
             coalesce(ap.appointments_done, 0) AS appointments_done,
             coalesce(ap.appointments_no_show, 0) AS appointments_no_show,
             coalesce(pr.proposals, 0) AS proposals, coalesce(so.sales, 0) AS sales, coalesce(so.vgv, 0)::bigint AS vgv,
             coalesce(mo.movements_out, 0) AS movements_out
        FROM users u
        LEFT JOIN moved_in mi ON mi.uid = u.id
        LEFT JOIN moved_out mo ON mo.uid = u.id
        LEFT JOIN offer_figures of ON of.uid = u.id
        LEFT JOIN attended at ON at.uid = u.id
        LEFT JOIN visits vi ON vi.uid = u.id
        LEFT JOIN appointments ap ON ap.uid = u.id
        LEFT JOIN proposed pr ON pr.uid = u.id
        LEFT JOIN sold so ON so.uid = u.id
       WHERE u.id IN (SELECT uid FROM active_ids)
          OR (u.id IN (SELECT id FROM people) AND u.active AND u.roles && ${SPECIALIST_ROLES}::text[])
      UNION ALL
      SELECT NULL, '', true, 0, 0, 0, 0, 0, of.median_accept_seconds::float8, 0, 0, 0, 0, 0, 0, 0, 0
        FROM offer_figures of WHERE of.uid IS NULL`;
    const rows = await this.db.$queryRaw<(SpecialistFiguresRow & { id: string | null })[]>(sql);
    const overall = rows.find((r) => r.id === null);
    return {
      rows: rows.filter((r): r is SpecialistFiguresRow => r.id !== null),
      medianAcceptSeconds: overall?.median_accept_seconds ?? null,
    };
  }

  /**
   * The records a figure counts, newest first: each metric selects exactly the rows its CTE in `figures` adds up
   * (same period column, same enterprise filter, same people), so a page's total equals the number on screen.
   */
  async rows(
    period: ReportPeriod,
    scope: ReportScope,
    f: SpecialistsReportFilters,
    metric: SpecialistRowMetric,
    page: { skip: number; limit: number },
  ): Promise<{ rows: SpecialistRecordRow[]; total: number }> {
    const people = Prisma.sql`(SELECT u.id FROM users u WHERE ${this.peopleCondition(scope, f)})`;
    const enterprise = (column: Prisma.Sql) => equalsIf(column, f.enterprise_id);
    const moved = (who: "in" | "out", reasons: Prisma.Sql) => {
      const mine = who === "in" ? Prisma.sql`m.destination_user_id` : Prisma.sql`m.origin_user_id`;
      const other = who === "in" ? Prisma.sql`m.origin_user_id` : Prisma.sql`m.destination_user_id`;
      return Prisma.sql`
        SELECT m.id, m.date_movimentation AS at, ${mine} AS uid, m.lead_id, m.enterprise_id, ${other} AS counterpart_id,
               m.reason AS code, NULL::float8 AS seconds, NULL::bigint AS value
          FROM lead_movements m
         WHERE ${inPeriod(Prisma.sql`m.date_movimentation`, period)} AND ${enterprise(Prisma.sql`m.enterprise_id`)}
           AND ${mine} IN ${people} AND ${reasons}`;
    };
    const offers = (outcome: string) => Prisma.sql`
        SELECT o.id, o.offered_at AS at, o.agent_user_id AS uid, o.lead_id, l.enterprise_id, NULL::uuid AS counterpart_id,
               o.outcome::text AS code,
               CASE WHEN o.outcome = 'ACCEPTED' THEN extract(epoch FROM o.resolved_at - o.offered_at)::float8 END
                 AS seconds,
               NULL::bigint AS value
          FROM lead_offers o JOIN leads l ON l.id = o.lead_id
         WHERE ${inPeriod(Prisma.sql`o.offered_at`, period)} AND ${enterprise(Prisma.sql`l.enterprise_id`)}
           AND o.agent_user_id IN ${people} AND o.outcome::text = ${outcome}`;
    const schedules = (status: string) => Prisma.sql`
        SELECT s.id, s.starts_at AS at, s.specialist_id AS uid, s.lead_id, s.enterprise_id, NULL::uuid AS counterpart_id,
               s.status::text AS code, NULL::float8 AS seconds, NULL::bigint AS value
          FROM schedules s
         WHERE ${inPeriod(Prisma.sql`s.starts_at`, period)} AND ${enterprise(Prisma.sql`s.enterprise_id`)}
           AND s.specialist_id IN ${people} AND s.status::text = ${status}`;
    const SOURCES: Record<SpecialistRowMetric, () => Prisma.Sql> = {
      leads_received: () => moved("in", Prisma.sql`TRUE`),
      received_roulette: () => moved("in", Prisma.sql`m.reason = 'ROULETTE_OFFER'`),
      received_stand: () => moved("in", Prisma.sql`m.reason = 'STAND_VISIT'`),
      received_manual: () => moved("in", Prisma.sql`m.reason NOT IN ('ROULETTE_OFFER', 'STAND_VISIT')`),
      movements_out: () => moved("out", Prisma.sql`TRUE`),
      offers_accepted: () => offers("ACCEPTED"),
      offers_expired: () => offers("EXPIRED"),
      attendances: () => Prisma.sql`
        SELECT a.id, a.started_at AS at, a.attendant_id AS uid, a.lead_id, l.enterprise_id, NULL::uuid AS counterpart_id,
               NULL::text AS code, NULL::float8 AS seconds, NULL::bigint AS value
          FROM attendances a JOIN leads l ON l.id = a.lead_id
         WHERE ${inPeriod(Prisma.sql`a.started_at`, period)} AND ${enterprise(Prisma.sql`l.enterprise_id`)}
           AND a.attendant_id IN ${people}`,
      stand_visits_served: () => Prisma.sql`
        SELECT v.id, v.finished_at AS at, v.specialist_id AS uid, v.lead_id, v.enterprise_id, NULL::uuid AS counterpart_id,
               NULL::text AS code, extract(epoch FROM v.finished_at - v.started_at)::float8 AS seconds, NULL::bigint AS value
          FROM stand_visits v
         WHERE v.status = 'FINISHED' AND ${inPeriod(Prisma.sql`v.finished_at`, period)}
           AND ${enterprise(Prisma.sql`v.enterprise_id`)} AND v.specialist_id IN ${people}`,
      appointments_done: () => schedules("DONE"),
      appointments_no_show: () => schedules("NO_SHOW"),
      proposals: () => Prisma.sql`
        SELECT p.id, p.created_at AS at, p.broker_id AS uid, p.lead_id, p.enterprise_id, NULL::uuid AS counterpart_id,
               p.status::text AS code, NULL::float8 AS seconds, p.net_price::bigint AS value
          FROM proposals p
         WHERE p.parent_id IS NULL AND ${inPeriod(Prisma.sql`p.created_at`, period)}
           AND ${enterprise(Prisma.sql`p.enterprise_id`)} AND p.broker_id IN ${people}`,
      sales: () => Prisma.sql`
        SELECT ev.sale_id AS id, ev.at, ev.specialist_id AS uid, ev.lead_id, ev.enterprise_id, NULL::uuid AS counterpart_id,
               NULL::text AS code, NULL::float8 AS seconds, ev.price::bigint AS value
          FROM (${saleEventsSql(period, { kind: "ALL" }, { enterprise_id: f.enterprise_id })}) ev
         WHERE ev.kind = 'GROSS' AND ev.specialist_id IN ${people}`,
    };
    const rows = await this.db.$queryRaw<(SpecialistRecordRow & { total: number })[]>(Prisma.sql`
      SELECT r.id, r.at, su.id AS "specialistId", su.full_name AS "specialistName",
             l.id AS "leadId", l.full_name AS "leadName", e.id AS "enterpriseId", e.name AS "enterpriseName",
             cu.id AS "counterpartId", cu.full_name AS "counterpartName", r.code, r.seconds, r.value,
             count(*) OVER ()::int AS total
        FROM (${SOURCES[metric]()}) r
        JOIN users su ON su.id = r.uid
        LEFT JOIN leads l ON l.id = r.lead_id
        LEFT JOIN enterprises e ON e.id = r.enterprise_id
        LEFT JOIN users cu ON cu.id = r.counterpart_id
       ORDER BY r.at DESC, r.id
       LIMIT ${page.limit} OFFSET ${page.skip}`);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.skip > 0) {
      const [c] = await this.db.$queryRaw<{ n: number }[]>(
        Prisma.sql`SELECT count(*)::int AS n FROM (${SOURCES[metric]()}) r`,
      );
      total = c?.n ?? 0;
    }
    return { rows: rows.map(({ total: _t, ...r }) => r), total };
  }

  /** Who may appear: the scope's people (every user for ALL), narrowed to a team's people or one specialist. */
  private peopleCondition(scope: ReportScope, f: SpecialistsReportFilters): Prisma.Sql {
    const parts: Prisma.Sql[] = [];
    if (scope.kind === "TEAMS") {
      parts.push(
        scope.peopleIds.length
          ? Prisma.sql`u.id IN (${Prisma.join(scope.peopleIds.map((id) => Prisma.sql`${id}::uuid`))})`
          : Prisma.sql`FALSE`,
      );
    }
    if (f.sales_team_id) {
      parts.push(Prisma.sql`u.id IN (SELECT m.user_id FROM sales_team_members m WHERE m.team_id = ${f.sales_team_id}::uuid
                                     UNION SELECT t.master_id FROM sales_teams t WHERE t.id = ${f.sales_team_id}::uuid)`);
    }
    if (f.specialist_id) parts.push(Prisma.sql`u.id = ${f.specialist_id}::uuid`);
    return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
  }
}
