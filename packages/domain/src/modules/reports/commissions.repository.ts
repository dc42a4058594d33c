import type { CommissionParty, CommissionStatus } from "@portal/contracts/commission";
import type { ReportPeriod } from "@portal/contracts/reports/common";
import { addMonths } from "@portal/contracts/reports/common";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod, scopeCondition, spMonth, spMonthStart } from "./report-sql";

/** The commissions report's filters (all optional). */
export interface CommissionFilters {
  enterprise_id?: string;
  status?: CommissionStatus;
  role?: CommissionParty;
  beneficiary_id?: string;
  sale_id?: string;
}

/** Amounts in centavos per status. */
export type StatusAmounts = Record<CommissionStatus, number>;

export interface CommissionGroup {
  count: number;
  amounts: StatusAmounts;
}

export interface CommissionDetail {
  id: string;
  saleId: string;
  soldAt: Date;
  enterpriseName: string;
  unitLabel: string;
  leadName: string;
  role: CommissionParty;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  percentage: number;
  amount: number;
  status: CommissionStatus;
  releasedAt: Date | null;
  paidAt: Date | null;
  canceledAt: Date | null;
}

/**
 * Which commissions a figure covers (decision 072): a commission belongs to the São Paulo month of its sale's
 * registration (the sale's GROSS instant, decision 071); `due` instead takes every RELEASED commission released
 * before the end of `dueMonth`, whatever the sale's month. A coordinator's scope is the sale's (decision 071): the
 * lead's team or the sale's broker.
 */
export type CommissionSelection = { kind: "period"; period: ReportPeriod } | { kind: "due"; dueMonth: string };

const SUMS = Prisma.sql`
  count(*)::int AS count,
  coalesce(sum(c.amount) FILTER (WHERE c.status = 'FORECAST'), 0)::bigint AS forecast,
  coalesce(sum(c.amount) FILTER (WHERE c.status = 'RELEASED'), 0)::bigint AS released,
  coalesce(sum(c.amount) FILTER (WHERE c.status = 'PAID'), 0)::bigint AS paid,
  coalesce(sum(c.amount) FILTER (WHERE c.status = 'CANCELLED'), 0)::bigint AS cancelled`;

interface SumRow {
  count: number;
  forecast: bigint;
  released: bigint;
  paid: bigint;
  cancelled: bigint;
}
const group = (r: SumRow): CommissionGroup => ({
  count: r.count,
  amounts: {
    FORECAST: Number(r.forecast),
    RELEASED: Number(r.released),
    PAID: Number(r.paid),
    CANCELLED: Number(r.cancelled),
  },
});

/**
 * The joins every commission figure reads: the commission, its sale's GROSS event (report_sale_events, decision 071:
 * the sale's registration instant, enterprise, broker and the lead's team, kept by triggers) and the beneficiary.
 * Reading the lead's team there instead of joining sales to the million leads took the unfiltered report from ~2 s
 * to a few hundred ms on the bench data (decision 077); names of sales, units and leads are joined only onto the
 * rows a page shows.
 */
const FROM = Prisma.sql`
  FROM commissions c
  JOIN report_sale_events g ON g.sale_id = c.sale_id AND g.kind = 'GROSS'
  LEFT JOIN users b ON b.id = c.beneficiary_id`;

/** The names a listed sale shows (alias `s` for the sale; `x.sale_id` the listed row's). */
const SALE_NAMES = Prisma.sql`
  JOIN sales s ON s.id = x.sale_id
  JOIN leads l ON l.id = s.lead_id
  JOIN units u ON u.id = s.unit_id
  JOIN towers t ON t.id = u.tower_id
  JOIN enterprises e ON e.id = s.enterprise_id`;

function where(scope: ReportScope, sel: CommissionSelection, f: CommissionFilters): Prisma.Sql {
  const selection =
    sel.kind === "period"
      ? inPeriod(Prisma.sql`g.at`, sel.period)
      : Prisma.sql`c.status = 'RELEASED' AND c.released_at < ${spMonthStart(addMonths(sel.dueMonth, 1))}`;
  return Prisma.join(
    [
      scopeCondition(scope, Prisma.sql`g.team_id`, Prisma.sql`g.specialist_id`),
      selection,
      equalsIf(Prisma.sql`g.enterprise_id`, f.enterprise_id),
      equalsIf(Prisma.sql`c.status::text`, f.status, "text"),
      equalsIf(Prisma.sql`c.role::text`, f.role, "text"),
      equalsIf(Prisma.sql`c.beneficiary_id`, f.beneficiary_id),
      equalsIf(Prisma.sql`c.sale_id`, f.sale_id),
    ],
    " AND ",
  );
}

/** The commissions report's figures (decision 072): read-only sums over commissions and their sales. */
export class CommissionsReportRepository {
  constructor(private readonly db: PrismaClient) {}

  async totals(scope: ReportScope, sel: CommissionSelection, f: CommissionFilters): Promise<CommissionGroup> {
    const rows = await this.db.$queryRaw<SumRow[]>(Prisma.sql`SELECT ${SUMS} ${FROM} WHERE ${where(scope, sel, f)}`);
    return group(rows[0] as SumRow);
  }

  /**
   * The period's commissions per status, per São Paulo month of the sale and per beneficiary (largest total first), in
   * one walk over them (GROUPING SETS) instead of one statement each: the same sums as byStatus, byMonth and
   * byBeneficiary.
   */
  async breakdowns(
    scope: ReportScope,
    period: ReportPeriod,
    f: CommissionFilters,
  ): Promise<{
    statuses: { status: CommissionStatus; count: number; amount: number }[];
    months: ({ month: string } & CommissionGroup)[];
    beneficiaries: ({
      role: CommissionParty;
      beneficiaryId: string | null;
      beneficiaryName: string | null;
    } & CommissionGroup)[];
  }> {
    const rows = await this.db.$queryRaw<
      ({
        dim: "status" | "month" | "beneficiary";
        status: CommissionStatus | null;
        month: string | null;
        role: CommissionParty | null;
        beneficiary_id: string | null;
        beneficiary_name: string | null;
      } & SumRow)[]
    >(Prisma.sql`
      SELECT CASE WHEN GROUPING(c.status) = 0 THEN 'status' WHEN GROUPING(c.month) = 0 THEN 'month'
                  ELSE 'beneficiary' END AS dim,
             c.status::text AS status, c.month, c.role::text AS role, c.beneficiary_id::text, c.beneficiary_name,
             ${SUMS}
        FROM (SELECT c.status, c.amount, c.role, c.beneficiary_id, b.full_name AS beneficiary_name,
                     ${spMonth(Prisma.sql`g.at`)} AS month
                ${FROM} WHERE ${where(scope, { kind: "period", period }, f)}) c
       GROUP BY GROUPING SETS ((c.status), (c.month), (c.role, c.beneficiary_id, c.beneficiary_name))
       ORDER BY 1, c.month, coalesce(sum(c.amount) FILTER (WHERE c.status <> 'CANCELLED'), 0) DESC,
                c.beneficiary_name, c.role`);
    return {
      statuses: rows
        .filter((r) => r.dim === "status")
        .map((r) => {
          const g = group(r);
          const status = r.status as CommissionStatus;
          return { status, count: r.count, amount: g.amounts[status] };
        }),
      months: rows.filter((r) => r.dim === "month").map((r) => ({ month: r.month as string, ...group(r) })),
      beneficiaries: rows
        .filter((r) => r.dim === "beneficiary")
        .map((r) => ({
          role: r.role as CommissionParty,
          beneficiaryId: r.beneficiary_id,
          beneficiaryName: r.beneficiary_name,
          ...group(r),
        })),
    };
  }

  /** Per sale, newest first: at most `limit` sales, with how many sales the filter has. */
  async bySale(
    scope: ReportScope,
    period: ReportPeriod,
    f: CommissionFilters,
    limit: number,
  ): Promise<{
    total: number;
    rows: ({
      saleId: string;
      soldAt: Date;
      enterpriseName: string;
      unitLabel: string;
      leadName: string;
      salePrice: number;
    } & CommissionGroup)[];
  }> {
    const rows = await this.db.$queryRaw<
      ({
        sale_id: string;
        sold_at: Date;
        enterprise_name: string;
        unit_label: string;
        lead_name: string;
        sale_price: bigint;
        sales: number;
      } & SumRow)[]
    >(Prisma.sql`
      WITH per_sale AS MATERIALIZED (
        SELECT c.sale_id, g.at, ${SUMS}
          ${FROM} WHERE ${where(scope, { kind: "period", period }, f)}
         GROUP BY c.sale_id, g.at),
      x AS (
        SELECT per_sale.*, (count(*) OVER ())::int AS sales FROM per_sale ORDER BY per_sale.at DESC, per_sale.sale_id
         LIMIT ${limit})
      SELECT x.sale_id::text AS sale_id, x.at AS sold_at, e.name AS enterprise_name,
             t.name || ' · ' || u.number AS unit_label, l.full_name AS lead_name, s.price AS sale_price,
             x.sales, x.count, x.forecast, x.released, x.paid, x.cancelled
        FROM x ${SALE_NAMES}
       ORDER BY x.at DESC, x.sale_id`);
    return {
      total: rows[0]?.sales ?? 0,
      rows: rows.map((r) => ({
        saleId: r.sale_id,
        soldAt: r.sold_at,
        enterpriseName: r.enterprise_name,
        unitLabel: r.unit_label,
        leadName: r.lead_name,
        salePrice: Number(r.sale_price),
        ...group(r),
      })),
    };
  }

  /** Commission rows, newest sale first, with the total of the selection. */
  async rows(
    scope: ReportScope,
    sel: CommissionSelection,
    f: CommissionFilters,
    page: { skip: number; limit: number },
  ): Promise<{ total: number; rows: CommissionDetail[] }> {
    const w = where(scope, sel, f);
    const [rows, count] = await Promise.all([
      this.db.$queryRaw<
        {
          id: string;
          sale_id: string;
          sold_at: Date;
          enterprise_name: string;
          unit_label: string;
          lead_name: string;
          role: CommissionParty;
          beneficiary_id: string | null;
          beneficiary_name: string | null;
          percentage: number;
          amount: bigint;
          status: CommissionStatus;
          released_at: Date | null;
          paid_at: Date | null;
          canceled_at: Date | null;
        }[]
      >(Prisma.sql`
        WITH x AS (
          SELECT c.id, c.sale_id, g.at, c.role, c.beneficiary_id, b.full_name AS beneficiary_name, c.percentage,
                 c.amount, c.status, c.released_at, c.paid_at, c.canceled_at
            ${FROM} WHERE ${w}
           ORDER BY g.at DESC, c.sale_id, c.role, c.id
          OFFSET ${page.skip} LIMIT ${page.limit})
        SELECT x.id::text, x.sale_id::text AS sale_id, x.at AS sold_at, e.name AS enterprise_name,
               t.name || ' · ' || u.number AS unit_label, l.full_name AS lead_name, x.role::text AS role,
               x.beneficiary_id::text, x.beneficiary_name, x.percentage::float8 AS percentage,
               x.amount, x.status::text AS status, x.released_at, x.paid_at, x.canceled_at
          FROM x ${SALE_NAMES}
         ORDER BY x.at DESC, x.sale_id, x.role, x.id`),
      this.db.$queryRaw<{ total: number }[]>(Prisma.sql`SELECT count(*)::int AS total ${FROM} WHERE ${w}`),
    ]);
    return {
      total: count[0]?.total ?? 0,
      rows: rows.map((r) => ({
        id: r.id,
        saleId: r.sale_id,
        soldAt: r.sold_at,
        enterpriseName: r.enterprise_name,
        unitLabel: r.unit_label,
        leadName: r.lead_name,
        role: r.role,
        beneficiaryId: r.beneficiary_id,
        beneficiaryName: r.beneficiary_name,
        percentage: r.percentage,
        amount: Number(r.amount),
        status: r.status,
        releasedAt: r.released_at,
        paidAt: r.paid_at,
        canceledAt: r.canceled_at,
      })),
    };
  }
}
