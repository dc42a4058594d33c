import type { ReportPeriod } from "@portal/contracts/reports/common";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod, scopeCondition } from "./report-sql";
import { saleEventsSql } from "./sale-events-sql";

export interface PartnersReportFilters {
  enterprise_id?: string;
  partner_agency_id?: string;
}

/** Whose figures a row holds: one partner broker, one agency (itself and its brokers), or every partner (TOTAL). */
export type PartnerSubjectKind = "BROKER" | "AGENCY" | "TOTAL";

/** Whose number a drill-down lists: kind BROKER or AGENCY with its id, or TOTAL (id null). */
export interface PartnerSubject {
  kind: PartnerSubjectKind;
  id: string | null;
}

/** A lead brought or a gross sale behind a subject's number (money in centavos). */
export interface PartnerRowRecord {
  id: string;
  at: Date;
  lead_id: string;
  lead_name: string;
  enterprise_id: string | null;
  enterprise_name: string | null;
  partners: { _id: string; full_name: string }[];
  unit_id: string | null;
  unit_number: string | null;
  tower_name: string | null;
  specialist_id: string | null;
  specialist_name: string | null;
  value: bigint | null;
  commission: bigint | null;
}

/** One subject's raw figures (counts; money in centavos). */
export interface PartnerFiguresRow {
  kind: PartnerSubjectKind;
  id: string | null;
  full_name: string;
  active: boolean;
  /** The broker's partner agency (BROKER rows). */
  agency_id: string | null;
  leads_brought: number;
  visits: number;
  proposals: number;
  sales: number;
  vgv: bigint;
  commission: bigint;
  commission_pending: bigint;
  commission_paid: bigint;
}

/**
 * The partners report in one statement (decision 071, "Partners report"). `members` maps each subject to the users
 * whose activity it adds up: a broker to themself, an agency to itself and its brokers, TOTAL to everyone. Each
 * figure is a CTE of (subject, thing) pairs counted DISTINCT, so a lead two brokers of an agency share is one lead of
 * the agency. A partner's leads (`brought`) are those they created or were made co-partner of, at any date: the
 * period applies to the lead's arrival for "leads brought", and to the visit, proposal or sale for the others.
 */
export class PartnersReportRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * The CTEs every query of the report starts with: `brokers` (the partner brokers, of the agency filter), `agencies`,
   * `members` (subject -> the users whose activity it adds up) and `brought` (member, lead, when it was brought).
   */
  private base(period: ReportPeriod, f: PartnersReportFilters): Prisma.Sql {
    const brokerFilter = f.partner_agency_id
      ? Prisma.sql`u.partner_agency_id = ${f.partner_agency_id}::uuid`
      : Prisma.sql`TRUE`;
    const agencyFilter = equalsIf(Prisma.sql`a.id`, f.partner_agency_id);
    return Prisma.sql`
      WITH brokers AS (
        SELECT u.id, u.partner_agency_id FROM users u
         WHERE u.roles && ${[...PARTNER_ROLES]}::text[] AND ${brokerFilter}),
      agencies AS (
        SELECT a.id FROM users a
         WHERE (a.id IN (SELECT partner_agency_id FROM brokers)
                OR a.id IN (SELECT e.partner_agency_id FROM report_sale_events e
                             WHERE e.kind = 'GROSS' AND ${inPeriod(Prisma.sql`e.at`, period)})
                OR a.id = ${f.partner_agency_id ?? null}::uuid)
           AND ${agencyFilter}),
      members AS (
        SELECT 'BROKER' AS kind, b.id AS sid, b.id AS member_id FROM brokers b
        UNION ALL SELECT 'AGENCY', a.id, a.id FROM agencies a
        UNION ALL SELECT 'AGENCY', b.partner_agency_id, b.id FROM brokers b
                   WHERE b.partner_agency_id IN (SELECT id FROM agencies)
        UNION ALL SELECT 'TOTAL', NULL::uuid, b.id FROM brokers b
        UNION ALL SELECT 'TOTAL', NULL::uuid, a.id FROM agencies a),
      brought AS (
        SELECT l.created_by_id AS member_id, l.id AS lead_id, l.created_at AS at FROM leads l
         WHERE l.created_by_id IN (SELECT id FROM brokers UNION SELECT id FROM agencies)
        UNION
        SELECT c.user_id, c.lead_id, c.created_at FROM lead_copartners c
         WHERE c.user_id IN (SELECT id FROM brokers UNION SELECT id FROM agencies))`;
  }

  async figures(period: ReportPeriod, scope: ReportScope, f: PartnersReportFilters): Promise<PartnerFiguresRow[]> {
    const enterprise = (column: Prisma.Sql) => equalsIf(column, f.enterprise_id);
    const sql = Prisma.sql`
      ${this.base(period, f)},
      leads_brought AS (
        SELECT m.kind, m.sid, count(DISTINCT b.lead_id)::int AS leads_brought
          FROM brought b JOIN members m ON m.member_id = b.member_id JOIN leads l ON l.id = b.lead_id
         WHERE ${inPeriod(Prisma.sql`b.at`, period)} AND ${enterprise(Prisma.sql`l.enterprise_id`)}
           AND ${scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`l.owner_id`)}
         GROUP BY 1, 2),
      visit_pairs AS (
        SELECT b.member_id, sv.id AS visit_id FROM brought b JOIN stand_visits sv ON sv.lead_id = b.lead_id
        UNION
        SELECT t.broker_user_id, t.stand_visit_id FROM third_party_visits t
         WHERE t.broker_user_id IN (SELECT id FROM brokers)),
      visits AS (
        SELECT m.kind, m.sid, count(DISTINCT sv.id)::int AS visits
          FROM visit_pairs vp JOIN members m ON m.member_id = vp.member_id
          JOIN stand_visits sv ON sv.id = vp.visit_id JOIN leads l ON l.id = sv.lead_id
         WHERE sv.status <> 'CANCELED' AND ${inPeriod(Prisma.sql`sv.arrived_at`, period)}
           AND ${enterprise(Prisma.sql`sv.enterprise_id`)}
           AND ${scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`sv.specialist_id`)}
         GROUP BY 1, 2),
      proposal_pairs AS (
        SELECT b.member_id, p.id AS proposal_id FROM brought b JOIN proposals p ON p.lead_id = b.lead_id
        UNION
        SELECT p.broker_id, p.id FROM proposals p
         WHERE p.broker_id IN (SELECT id FROM brokers) AND ${inPeriod(Prisma.sql`p.created_at`, period)}),
      proposed AS (
        SELECT m.kind, m.sid, count(DISTINCT p.id)::int AS proposals
          FROM proposal_pairs pp JOIN members m ON m.member_id = pp.member_id
          JOIN proposals p ON p.id = pp.proposal_id JOIN leads l ON l.id = p.lead_id
         WHERE p.parent_id IS NULL AND ${inPeriod(Prisma.sql`p.created_at`, period)}
           AND ${enterprise(Prisma.sql`p.enterprise_id`)}
           AND ${scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`p.broker_id`)}
         GROUP BY 1, 2),
      gross AS (
        SELECT ev.sale_id, ev.lead_id, ev.specialist_id, ev.partner_agency_id, ev.price
          FROM (${saleEventsSql(period, scope, { enterprise_id: f.enterprise_id })}) ev
         WHERE ev.kind = 'GROSS'),
      -- A sale counts for a subject whose member sold it, is its agency, or brought its lead: three equi-joins
      -- (one join on an OR of the three walked every sale against every member, seconds on the bench data).
      sold_pairs AS (
        SELECT m.kind, m.sid, g.sale_id, g.price FROM gross g JOIN members m ON m.member_id = g.specialist_id
        UNION
        SELECT m.kind, m.sid, g.sale_id, g.price FROM gross g JOIN members m ON m.member_id = g.partner_agency_id
        UNION
        SELECT m.kind, m.sid, g.sale_id, g.price
          FROM gross g JOIN brought b ON b.lead_id = g.lead_id JOIN members m ON m.member_id = b.member_id),
      sold AS (
        SELECT kind, sid, count(*)::int AS sales, sum(price)::bigint AS vgv FROM sold_pairs GROUP BY 1, 2),
      commissioned AS (
        SELECT sp.kind, sp.sid,
               coalesce(sum(c.amount) FILTER (WHERE c.status <> 'CANCELLED'), 0)::bigint AS commission,
               coalesce(sum(c.amount) FILTER (WHERE c.status IN ('FORECAST', 'RELEASED')), 0)::bigint AS commission_pending,
               coalesce(sum(c.amount) FILTER (WHERE c.status = 'PAID'), 0)::bigint AS commission_paid
          FROM sold_pairs sp JOIN commissions c ON c.sale_id = sp.sale_id
          JOIN members m ON m.kind = sp.kind AND m.sid IS NOT DISTINCT FROM sp.sid AND m.member_id = c.beneficiary_id
         GROUP BY 1, 2),
      subjects AS (SELECT DISTINCT kind, sid FROM members UNION SELECT 'TOTAL', NULL::uuid)
      SELECT s.kind, s.sid AS id, coalesce(u.full_name, '') AS full_name, coalesce(u.active, true) AS active,
             CASE WHEN s.kind = 'BROKER' THEN (SELECT b.partner_agency_id FROM brokers b WHERE b.id = s.sid) END
               AS agency_id,
             coalesce(lb.leads_brought, 0) AS leads_brought, coalesce(vi.visits, 0) AS visits,
             coalesce(pr.proposals, 0) AS proposals, coalesce(so.sales, 0) AS sales,
             coalesce(so.vgv, 0)::bigint AS vgv, coalesce(co.commission, 0)::bigint AS commission,
             coalesce(co.commission_pending, 0)::bigint AS commission_pending,
             coalesce(co.commission_paid, 0)::bigint AS commission_paid
        FROM subjects s
        LEFT JOIN users u ON u.id = s.sid
        LEFT JOIN leads_brought lb ON lb.kind = s.kind AND lb.sid IS NOT DISTINCT FROM s.sid
        LEFT JOIN visits vi ON vi.kind = s.kind AND vi.sid IS NOT DISTINCT FROM s.sid
        LEFT JOIN proposed pr ON pr.kind = s.kind AND pr.sid IS NOT DISTINCT FROM s.sid
        LEFT JOIN sold so ON so.kind = s.kind AND so.sid IS NOT DISTINCT FROM s.sid
        LEFT JOIN commissioned co ON co.kind = s.kind AND co.sid IS NOT DISTINCT FROM s.sid`;
    return this.db.$queryRaw<PartnerFiguresRow[]>(sql);
  }

  /** The subject's own row (its name) when it exists under the filters; null otherwise. */
  async subjectName(subject: PartnerSubject): Promise<string | null> {
    if (!subject.id) return null;
    const u = await this.db.user.findUnique({ where: { id: subject.id }, select: { fullName: true } });
    return u?.fullName ?? null;
  }

  /**
   * The rows behind one subject's "leads brought" or "sales" (the same CTEs and conditions as `figures`, so the
   * list's total is the figure), newest first.
   */
  async rows(
    period: ReportPeriod,
    scope: ReportScope,
    f: PartnersReportFilters,
    subject: PartnerSubject,
    metric: "leads_brought" | "sales",
    page: { skip: number; limit: number },
  ): Promise<{ rows: PartnerRowRecord[]; total: number }> {
    const head = Prisma.sql`
      ${this.base(period, f)},
      subject AS (
        SELECT member_id FROM members WHERE kind = ${subject.kind} AND sid IS NOT DISTINCT FROM ${subject.id}::uuid),`;
    const partnersOf = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('_id', pu.id, 'full_name', pu.full_name)
                 ORDER BY pu.full_name), '[]'::json) FROM users pu WHERE pu.id = ANY(p.member_ids)) AS partners`;
    const picked =
      metric === "leads_brought"
        ? Prisma.sql`
      picked AS (
        SELECT b.lead_id AS id, min(b.at) AS at, array_agg(DISTINCT b.member_id) AS member_ids
          FROM brought b JOIN subject s ON s.member_id = b.member_id JOIN leads l ON l.id = b.lead_id
         WHERE ${inPeriod(Prisma.sql`b.at`, period)} AND ${equalsIf(Prisma.sql`l.enterprise_id`, f.enterprise_id)}
           AND ${scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`l.owner_id`)}
         GROUP BY b.lead_id)`
        : Prisma.sql`
      gross AS (
        SELECT ev.sale_id, ev.lead_id, ev.at, ev.specialist_id, ev.partner_agency_id
          FROM (${saleEventsSql(period, scope, { enterprise_id: f.enterprise_id })}) ev
         WHERE ev.kind = 'GROSS'),
      picked AS (
        SELECT x.sale_id AS id, min(x.at) AS at, array_agg(DISTINCT x.member_id) AS member_ids
          FROM (SELECT g.sale_id, g.at, s.member_id FROM gross g JOIN subject s ON s.member_id = g.specialist_id
                UNION
                SELECT g.sale_id, g.at, s.member_id FROM gross g JOIN subject s ON s.member_id = g.partner_agency_id
                UNION
                SELECT g.sale_id, g.at, s.member_id
                  FROM gross g JOIN brought b ON b.lead_id = g.lead_id JOIN subject s ON s.member_id = b.member_id) x
         GROUP BY x.sale_id)`;
    const select =
      metric === "leads_brought"
        ? Prisma.sql`
      SELECT p.id, p.at, l.id AS lead_id, l.full_name AS lead_name, e.id AS enterprise_id, e.name AS enterprise_name,
             ${partnersOf}, NULL AS unit_id, NULL AS unit_number, NULL AS tower_name, NULL AS specialist_id,
             NULL AS specialist_name, NULL::bigint AS value, NULL::bigint AS commission
        FROM picked p JOIN leads l ON l.id = p.id LEFT JOIN enterprises e ON e.id = l.enterprise_id`
        : Prisma.sql`
      SELECT p.id, p.at, l.id AS lead_id, l.full_name AS lead_name, e.id AS enterprise_id, e.name AS enterprise_name,
             ${partnersOf}, un.id AS unit_id, un.number AS unit_number, tw.name AS tower_name,
             us.id AS specialist_id, us.full_name AS specialist_name, sa.price::bigint AS value,
             (SELECT coalesce(sum(c.amount) FILTER (WHERE c.status <> 'CANCELLED'), 0) FROM commissions c
               WHERE c.sale_id = p.id AND c.beneficiary_id IN (SELECT member_id FROM subject))::bigint AS commission
        FROM picked p JOIN sales sa ON sa.id = p.id JOIN units un ON un.id = sa.unit_id
        JOIN towers tw ON tw.id = un.tower_id JOIN leads l ON l.id = sa.lead_id
        LEFT JOIN enterprises e ON e.id = sa.enterprise_id LEFT JOIN users us ON us.id = sa.broker_id`;
    const [rows, count] = await Promise.all([
      this.db.$queryRaw<PartnerRowRecord[]>(Prisma.sql`${head} ${picked}
        ${select}
        ORDER BY p.at DESC, p.id LIMIT ${page.limit} OFFSET ${page.skip}`),
      this.db.$queryRaw<{ n: number }[]>(Prisma.sql`${head} ${picked} SELECT count(*)::int AS n FROM picked`),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  }
}
