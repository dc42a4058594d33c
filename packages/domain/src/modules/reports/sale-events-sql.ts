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
 * Read from report_sale_events, which triggers on sales and leads keep equal to the join of sales, units and leads
 * in the writing transaction (migration 20261128123218_report_sale_events; reports-rollup.int.test.ts proves it).
 * Use it as a subquery: `FROM (${saleEventsSql(...)}) ev`.
 */
export function saleEventsSql(period: ReportPeriod, scope: ReportScope, f: SaleFilters = {}): Prisma.Sql {
  const where = Prisma.join(
    [
      inPeriod(Prisma.sql`e.at`, period),
      scopeCondition(scope, Prisma.sql`e.team_id`, Prisma.sql`e.specialist_id`),
      equalsIf(Prisma.sql`e.enterprise_id`, f.enterprise_id),
      equalsIf(Prisma.sql`e.tower_id`, f.tower_id),
      equalsIf(Prisma.sql`e.team_id`, f.sales_team_id),
      equalsIf(Prisma.sql`e.specialist_id`, f.specialist_id),
      equalsIf(Prisma.sql`e.partner_agency_id`, f.partner_agency_id),
      equalsIf(Prisma.sql`e.source`, f.source, "text"),
    ],
    " AND ",
  );
  return Prisma.sql`
    SELECT e.sale_id, e.lead_id, e.kind, e.at, ${spMonth(Prisma.sql`e.at`)} AS month, e.price, e.enterprise_id,
           e.tower_id, e.team_id, e.specialist_id, e.partner_agency_id, e.source
      FROM report_sale_events e
     WHERE ${where}`;
}
