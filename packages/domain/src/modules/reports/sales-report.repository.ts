/**
 * The sales report's aggregates (decision 075). Every figure of sales is a sum over saleEventsSql (decision
 * 071): this file only groups those events by a dimension, lists them for a drill-down, and follows the period's
 * leads through the funnel.
 */
import type { ReportPeriod } from "@portal/contracts/reports/common";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod, scopeCondition } from "./report-sql";
import type { SaleEventTotal } from "./sale-events.repository";
import { type SaleEventKind, type SaleFilters, saleEventsSql } from "./sale-events-sql";

export type SalesDimension = "enterprise" | "team" | "specialist" | "source";

/** Count and value of one kind of event in one bucket of a dimension. */
export interface SalesBucketTotal {
  /** The id (source: the code); null for the sales whose lead has no team. */
  key: string | null;
  /** The name stored for it (null for "no team" and for sources, labelled by the service). */
  name: string | null;
  kind: SaleEventKind;
  count: number;
  value: number;
}

/** The narrowing of a drill-down on top of the report's filters. */
export interface SalesDrill {
  month?: string;
  kind?: SaleEventKind;
  withoutTeam?: boolean;
}

export interface SalesEventRow {
  saleId: string;
  kind: SaleEventKind;
  at: Date;
  month: string;
  soldAt: Date;
  unitId: string;
  unitNumber: string;
  towerName: string;
  enterpriseId: string;
  enterpriseName: string;
  leadId: string;
  leadName: string;
  specialistId: string;
  specialistName: string;
  teamId: string | null;
  teamName: string | null;
  source: string;
  value: number;
  status: "IN_PROCESS" | "COMPLETED" | "CANCELED" | "DISTRACTED";
}

/** How many of the period's leads reached each step, and the median days between consecutive steps. */
export interface FunnelTotals {
  leads: number;
  attended: number;
  visited: number;
  proposal: number;
  sale: number;
  daysToAttended: number | null;
  daysToVisited: number | null;
  daysToProposal: number | null;
  daysToSale: number | null;
}

const days = (later: string, earlier: string) =>
  Prisma.sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${Prisma.raw(later)} - ${Prisma.raw(earlier)}) / 86400)
             FILTER (WHERE ${Prisma.raw(later)} >= ${Prisma.raw(earlier)})`;

/**
 * The period's leads (not excluded) within the scope (their team, or their owner one of the teams' people) and
 * filters (enterprise of interest, team, current owner, source; the tower does not apply to leads), each with the
 * first instant it reached a step: created_at, attended_at, visited_at, proposal_at, sale_at. Read from
 * report_lead_funnel, which triggers keep equal to the leads and the first of their attendances, finished stand
 * visits, proposals and sales (migration 20261129091000_report_lead_funnel, decision 077; leadFunnelPlainSql is the
 * same set from the base tables, and report-lead-funnel.int.test.ts proves they agree).
 */
export function funnelLeadsSql(period: ReportPeriod, scope: ReportScope, filters: SaleFilters): Prisma.Sql {
  return Prisma.sql`
    SELECT l.lead_id, l.created_at, l.attended_at, l.visited_at, l.proposal_at, l.sale_at
      FROM report_lead_funnel l
     WHERE ${funnelWhere(period, scope, filters)}`;
}

/** funnelLeadsSql computed from leads, attendances, stand_visits, proposals and sales (the definition). */
export function leadFunnelPlainSql(period: ReportPeriod, scope: ReportScope, filters: SaleFilters): Prisma.Sql {
  return Prisma.sql`
    SELECT l.id AS lead_id, l.created_at,
           (SELECT min(a.started_at) FROM attendances a WHERE a.lead_id = l.id) AS attended_at,
           (SELECT min(coalesce(v.finished_at, v.started_at, v.arrived_at)) FROM stand_visits v
             WHERE v.lead_id = l.id AND v.status = 'FINISHED') AS visited_at,
           (SELECT min(p.created_at) FROM proposals p WHERE p.lead_id = l.id) AS proposal_at,
           (SELECT min(s.created_at) FROM sales s WHERE s.lead_id = l.id) AS sale_at
      FROM leads l
     WHERE ${funnelWhere(period, scope, filters)}`;
}

/** The leads of a funnel (alias `l`: leads or report_lead_funnel, which share these column names). */
function funnelWhere(period: ReportPeriod, scope: ReportScope, filters: SaleFilters): Prisma.Sql {
  return Prisma.join(
    [
      Prisma.sql`NOT l.excluded`,
      inPeriod(Prisma.sql`l.created_at`, period),
      scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`l.owner_id`),
      equalsIf(Prisma.sql`l.enterprise_id`, filters.enterprise_id),
      equalsIf(Prisma.sql`l.sales_team_id`, filters.sales_team_id),
      equalsIf(Prisma.sql`l.owner_id`, filters.specialist_id),
      equalsIf(Prisma.sql`l.source`, filters.source, "text"),
    ],
    " AND ",
  );
}

export class SalesReportRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * The period's sale events per month and kind and per bucket of each dimension and kind, in one walk over the events
   * (GROUPING SETS) instead of one statement per breakdown: the same sums as SaleEventsRepository.monthlyTotals, by month.
   */
  async breakdowns(
    period: ReportPeriod,
    scope: ReportScope,
    filters: SaleFilters,
  ): Promise<{ monthly: SaleEventTotal[] } & Record<SalesDimension, SalesBucketTotal[]>> {
    const rows = await this.db.$queryRaw<
      {
        dim: "month" | SalesDimension;
        key: string | null;
        name: string | null;
        kind: SaleEventKind;
        count: number;
        value: bigint;
      }[]
    >(Prisma.sql`
      WITH a AS (
        SELECT CASE WHEN GROUPING(ev.month) = 0 THEN 'month' WHEN GROUPING(ev.enterprise_id) = 0 THEN 'enterprise'
                    WHEN GROUPING(ev.team_id) = 0 THEN 'team' WHEN GROUPING(ev.specialist_id) = 0 THEN 'specialist'
                    ELSE 'source' END AS dim,
               ev.month, ev.enterprise_id, ev.team_id, ev.specialist_id, ev.source, ev.kind,
               count(*)::int AS count, coalesce(sum(ev.price), 0)::bigint AS value
          FROM (${saleEventsSql(period, scope, filters)}) ev
         GROUP BY GROUPING SETS ((ev.month, ev.kind), (ev.enterprise_id, ev.kind), (ev.team_id, ev.kind),
                                 (ev.specialist_id, ev.kind), (ev.source, ev.kind))
      )
      SELECT a.dim,
             CASE a.dim WHEN 'month' THEN a.month WHEN 'enterprise' THEN a.enterprise_id::text
                        WHEN 'team' THEN a.team_id::text WHEN 'specialist' THEN a.specialist_id::text
                        ELSE a.source END AS key,
             CASE a.dim WHEN 'enterprise' THEN e.name WHEN 'team' THEN t.name WHEN 'specialist' THEN u.full_name END
               AS name,
             a.kind, a.count, a.value
        FROM a
        LEFT JOIN enterprises e ON a.dim = 'enterprise' AND e.id = a.enterprise_id
        LEFT JOIN sales_teams t ON a.dim = 'team' AND t.id = a.team_id
        LEFT JOIN users u ON a.dim = 'specialist' AND u.id = a.specialist_id
       ORDER BY 1, 2, 4`);
    const of = (dim: SalesDimension) =>
      rows
        .filter((r) => r.dim === dim)
        .map((r) => ({ key: r.key, name: r.name, kind: r.kind, count: r.count, value: Number(r.value) }));
    return {
      monthly: rows
        .filter((r) => r.dim === "month")
        .map((r) => ({ month: r.key as string, kind: r.kind, count: r.count, value: Number(r.value) })),
      enterprise: of("enterprise"),
      team: of("team"),
      specialist: of("specialist"),
      source: of("source"),
    };
  }

  /** The sale events behind a figure, newest first, with the total count for the pages. */
  async rows(
    period: ReportPeriod,
    scope: ReportScope,
    filters: SaleFilters,
    drill: SalesDrill,
    page: { skip: number; limit: number },
  ): Promise<{ rows: SalesEventRow[]; total: number }> {
    const where = Prisma.join(
      [
        drill.month ? Prisma.sql`ev.month = ${drill.month}` : Prisma.sql`TRUE`,
        drill.kind ? Prisma.sql`ev.kind = ${drill.kind}` : Prisma.sql`TRUE`,
        drill.withoutTeam ? Prisma.sql`ev.team_id IS NULL` : Prisma.sql`TRUE`,
      ],
      " AND ",
    );
    const rows = await this.db.$queryRaw<(Omit<SalesEventRow, "value"> & { value: bigint; total: number })[]>(
      Prisma.sql`
      SELECT ev.sale_id AS "saleId", ev.kind, ev.at, ev.month, s.created_at AS "soldAt",
             u.id AS "unitId", u.number AS "unitNumber", tw.name AS "towerName",
             e.id AS "enterpriseId", e.name AS "enterpriseName",
             l.id AS "leadId", l.full_name AS "leadName",
             us.id AS "specialistId", us.full_name AS "specialistName",
             st.id AS "teamId", st.name AS "teamName",
             ev.source, ev.price AS value, s.status::text AS status,
             count(*) OVER ()::int AS total
        FROM (${saleEventsSql(period, scope, filters)}) ev
        JOIN sales s ON s.id = ev.sale_id
        JOIN units u ON u.id = s.unit_id
        JOIN towers tw ON tw.id = u.tower_id
        JOIN enterprises e ON e.id = ev.enterprise_id
        JOIN leads l ON l.id = ev.lead_id
        JOIN users us ON us.id = ev.specialist_id
        LEFT JOIN sales_teams st ON st.id = ev.team_id
       WHERE ${where}
       ORDER BY ev.at DESC, ev.sale_id, ev.kind
       LIMIT ${page.limit} OFFSET ${page.skip}`,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.skip > 0) {
      const [c] = await this.db.$queryRaw<{ n: number }[]>(Prisma.sql`
        SELECT count(*)::int AS n FROM (${saleEventsSql(period, scope, filters)}) ev WHERE ${where}`);
      total = c?.n ?? 0;
    }
    return { rows: rows.map(({ total: _t, ...r }) => ({ ...r, value: Number(r.value) })), total };
  }

  /**
   * The leads created in the period (not excluded) within the scope (their team, or their owner one of the teams'
   * people) and filters (enterprise of interest, team, current owner, source; the tower does not apply to leads),
   * and the first instant each reached a step: an attendance started, a stand visit finished, a proposal made, a sale
   * registered. A lead counts in a step when it reached it or a later one (a lead who bought online without a
   * stand visit did pass that point of the funnel), so the funnel never widens; the median days between two steps
   * are over the leads with both instants, the later one not before the earlier.
   */
  async funnel(period: ReportPeriod, scope: ReportScope, filters: SaleFilters): Promise<FunnelTotals> {
    const [row] = await this.db.$queryRaw<
      {
        leads: number;
        attended: number;
        visited: number;
        proposal: number;
        sale: number;
        d_attended: number | null;
        d_visited: number | null;
        d_proposal: number | null;
        d_sale: number | null;
      }[]
    >(Prisma.sql`
      WITH f AS (${funnelLeadsSql(period, scope, filters)})
      SELECT count(*)::int AS leads,
             count(coalesce(attended_at, visited_at, proposal_at, sale_at))::int AS attended,
             count(coalesce(visited_at, proposal_at, sale_at))::int AS visited,
             count(coalesce(proposal_at, sale_at))::int AS proposal,
             count(sale_at)::int AS sale,
             ${days("attended_at", "created_at")} AS d_attended,
             ${days("visited_at", "attended_at")} AS d_visited,
             ${days("proposal_at", "visited_at")} AS d_proposal,
             ${days("sale_at", "proposal_at")} AS d_sale
        FROM f`);
    const n = (v: number | null | undefined) => (v == null ? null : Number(v));
    return {
      leads: row?.leads ?? 0,
      attended: row?.attended ?? 0,
      visited: row?.visited ?? 0,
      proposal: row?.proposal ?? 0,
      sale: row?.sale ?? 0,
      daysToAttended: n(row?.d_attended),
      daysToVisited: n(row?.d_visited),
      daysToProposal: n(row?.d_proposal),
      daysToSale: n(row?.d_sale),
    };
  }
}
