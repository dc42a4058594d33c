/**
 * The stock definitions (decision 072), as SQL fragments the stock repository composes:
 * - a unit is in a coordinator's scope when its enterprise is served by one of their teams (enterprise_sales_teams);
 * - its report status is the real status, with an available unit an admin suspended counted as SUSPENDED;
 * - it went on offer at its launch (the later of its creation and its enterprise's publication), or again at the
 *   last distrato of a sale of it: the days on the market count from then;
 * - it is sold at an instant when a sale of it registered before that instant had not been cancelled or distracted
 *   by then (the same GROSS / CANCELED / DISTRACTED instants as the sale events of decision 071).
 */
import { STOCK_AGE_BANDS, type VsoPart } from "@portal/contracts/reports/stock";
import { Prisma } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { equalsIf, inPeriod, periodBounds } from "./report-sql";

export interface StockFilters {
  enterprise_id?: string;
  tower_id?: string;
}

/** The enterprise is one a coordinator's teams serve; TRUE for the ALL scope, FALSE for a coordinator of no team. */
export function stockScopeCondition(scope: ReportScope, enterpriseColumn: Prisma.Sql): Prisma.Sql {
  if (scope.kind === "ALL") return Prisma.sql`TRUE`;
  if (scope.teams.length === 0) return Prisma.sql`FALSE`;
  const teams = Prisma.join(scope.teams.map((t) => Prisma.sql`${t.id}::uuid`));
  return Prisma.sql`${enterpriseColumn} IN (SELECT est.enterprise_id FROM enterprise_sales_teams est
                                             WHERE est.sales_team_id IN (${teams}))`;
}

/** Units of active enterprises in the scope and filters (alias `u`, enterprise `e`). */
export function stockUnitWhere(scope: ReportScope, f: StockFilters): Prisma.Sql {
  return Prisma.join(
    [
      Prisma.sql`e.active`,
      stockScopeCondition(scope, Prisma.sql`u.enterprise_id`),
      equalsIf(Prisma.sql`u.enterprise_id`, f.enterprise_id),
      equalsIf(Prisma.sql`u.tower_id`, f.tower_id),
    ],
    " AND ",
  );
}

/** When unit `u` of enterprise `e` was launched (went on offer for the first time). */
export const launchedAt = Prisma.sql`GREATEST(u.created_at, e.published_at)`;

/**
 * One row per unit of the scope: id, enterprise, tower, floor, number, price, launched_at, stock_status, on_offer_since and
 * days_on_market (whole days up to `now`; null for sold and suspended units, which are not on the market).
 */
export function stockUnitsSql(scope: ReportScope, f: StockFilters, now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT x.*,
           CASE WHEN x.stock_status IN ('SOLD', 'SUSPENDED') THEN NULL
                ELSE GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - x.on_offer_since)) / 86400))::int
           END AS days_on_market
      FROM (
        SELECT u.id, u.enterprise_id, e.name AS enterprise_name, u.tower_id, t.name AS tower_name,
               t.position AS tower_position, u.floor, u.number, u.price,
               ${launchedAt} AS launched_at,
               CASE WHEN u.status = 'AVAILABLE' AND u.suspended THEN 'SUSPENDED' ELSE u.status::text END
                 AS stock_status,
               GREATEST(${launchedAt}, d.last_distrato) AS on_offer_since
          FROM units u
          JOIN enterprises e ON e.id = u.enterprise_id
          JOIN towers t ON t.id = u.tower_id
          -- The last distrato of each unit, aggregated once over the few distracted sales (a subquery per unit
          -- probed sales 200,000 times on the bench data).
          LEFT JOIN (SELECT s.unit_id, max(s.distracted_at) AS last_distrato FROM sales s
                      WHERE s.distracted_at <= ${now}::timestamptz GROUP BY s.unit_id) d ON d.unit_id = u.id
         WHERE ${stockUnitWhere(scope, f)}
      ) x`;
}

/** The age band key of `days_on_market` (SQL CASE over STOCK_AGE_BANDS). */
export function ageBandSql(days: Prisma.Sql): Prisma.Sql {
  const whens = STOCK_AGE_BANDS.map((b) =>
    b.max === null
      ? Prisma.sql`WHEN ${days} >= ${b.min}::int THEN ${b.key}::text`
      : Prisma.sql`WHEN ${days} BETWEEN ${b.min}::int AND ${b.max}::int THEN ${b.key}::text`,
  );
  return Prisma.sql`CASE ${Prisma.join(whens, " ")} END`;
}

/** Unit `unitId` was sold at `at`: a sale of it registered before `at`, not cancelled or distracted by then. */
export function soldAt(at: Prisma.Sql, unitId: Prisma.Sql = Prisma.sql`u.id`): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM sales s WHERE s.unit_id = ${unitId} AND s.created_at < ${at}
                            AND COALESCE(s.distracted_at, s.canceled_at, 'infinity'::timestamptz) >= ${at})`;
}

/** Unit `su` is behind a part of the VSO of `month` (the drill-down of a VSO bar). */
export function vsoPartCondition(part: VsoPart, month: string): Prisma.Sql {
  const period = { month_start: month, month_end: month };
  const { from, to } = periodBounds(period);
  const saleAt = (column: string) =>
    Prisma.sql`EXISTS (SELECT 1 FROM sales s WHERE s.unit_id = su.id
                         AND ${inPeriod(Prisma.sql`${Prisma.raw(`s.${column}`)}`, period)})`;
  switch (part) {
    case "OFFER_AT_START":
      return Prisma.sql`(su.launched_at < ${from} AND NOT ${soldAt(from, Prisma.sql`su.id`)})`;
    case "LAUNCHED":
      return Prisma.sql`(su.launched_at >= ${from} AND su.launched_at < ${to})`;
    case "SOLD":
      return saleAt("created_at");
    case "CANCELED":
      return saleAt("canceled_at");
    case "DISTRACTED":
      return saleAt("distracted_at");
  }
}
