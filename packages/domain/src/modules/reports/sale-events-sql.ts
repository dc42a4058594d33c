/**
 * The one definition of "what sold" (decision 071, contracts/reports/kpis.ts): every sale becomes up to three
 * events, each dated in its own month. GROSS at registration, CANCELED at cancellation, DISTRACTED at the distrato.
 * The sales report, the partners and specialists reports and the home dashboard all add these up, so VGV means the
 * same thing on every screen.
 */
import type { ReportPeriod } from "@portal/contracts/reports/common";
import { Prisma } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod, scopeCondition, spMonth } from "./report-sql";

export const SALE_EVENT_KINDS = ["GROSS", "CANCELED", "DISTRACTED"] as const;
export type SaleEventKind = (typeof SALE_EVENT_KINDS)[number];

/** The dimensions a sale is counted by, all optional filters. */
export interface SaleFilters {
  enterprise_id?: string;
  tower_id?: string;
  sales_team_id?: string;
  specialist_id?: string;
  partner_agency_id?: string;
  source?: string;
}

/**
 * A SELECT of the sale events in the period, one row each:
 * sale_id, lead_id, kind, at, month ("YYYY-MM" in São Paulo), price (bigint centavos), enterprise_id, tower_id,
 * team_id (the lead's sales team), specialist_id (the sale's broker), partner_agency_id, source (the lead's).
 * Use it as a subquery: `FROM (${saleEventsSql(...)}) ev`.
 */
export function saleEventsSql(period: ReportPeriod, scope: ReportScope, f: SaleFilters = {}): Prisma.Sql {
  const where = Prisma.join(
    [
      scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`s.broker_id`),
      equalsIf(Prisma.sql`s.enterprise_id`, f.enterprise_id),
      equalsIf(Prisma.sql`u.tower_id`, f.tower_id),
      equalsIf(Prisma.sql`l.sales_team_id`, f.sales_team_id),
      equalsIf(Prisma.sql`s.broker_id`, f.specialist_id),
      equalsIf(Prisma.sql`s.partner_agency_id`, f.partner_agency_id),
      equalsIf(Prisma.sql`l.source`, f.source, "text"),
      Prisma.sql`(${inPeriod(Prisma.sql`s.created_at`, period)} OR ${inPeriod(Prisma.sql`s.canceled_at`, period)} OR ${inPeriod(Prisma.sql`s.distracted_at`, period)})`,
    ],
    " AND ",
  );
  const event = (kind: SaleEventKind, column: Prisma.Sql) => Prisma.sql`
    SELECT b.sale_id, b.lead_id, ${kind}::text AS kind, ${column} AS at, ${spMonth(column)} AS month, b.price,
           b.enterprise_id, b.tower_id, b.team_id, b.specialist_id, b.partner_agency_id, b.source
      FROM base b WHERE ${inPeriod(column, period)}`;
  return Prisma.sql`
    WITH base AS (
      SELECT s.id AS sale_id, s.lead_id, s.price, s.created_at, s.canceled_at, s.distracted_at, s.enterprise_id,
             u.tower_id, l.sales_team_id AS team_id, s.broker_id AS specialist_id, s.partner_agency_id, l.source
        FROM sales s
        JOIN units u ON u.id = s.unit_id
        JOIN leads l ON l.id = s.lead_id
       WHERE ${where}
    )
    ${event("GROSS", Prisma.sql`b.created_at`)}
    UNION ALL ${event("CANCELED", Prisma.sql`b.canceled_at`)}
    UNION ALL ${event("DISTRACTED", Prisma.sql`b.distracted_at`)}`;
}
