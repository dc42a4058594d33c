/**
 * SQL fragments every report shares (decision 071): the São Paulo month of an instant, the bounds of a period of
 * months, and the scope filter of a coordinator. Reports compose these, so a month boundary or a scope rule is
 * written once.
 */
import { TIME_ZONE } from "@portal/contracts/dates";
import type { ReportPeriod } from "@portal/contracts/reports/common";
import { addMonths } from "@portal/contracts/reports/common";
import { Prisma } from "@portal/db/client";
import type { ReportScope } from "./report-scope";

/** The São Paulo month "YYYY-MM" of a timestamptz column or expression. */
export const spMonth = (column: Prisma.Sql): Prisma.Sql =>
  Prisma.sql`to_char(${column} AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM')`;

/** The instant a São Paulo month begins ("2026-02" -> 2026-02-01 00:00 in São Paulo). */
export const spMonthStart = (month: string): Prisma.Sql => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return Prisma.sql`make_timestamptz(${y}::int, ${m}::int, 1, 0, 0, 0, ${TIME_ZONE})`;
};

/** [from, to) of a period of whole months in São Paulo. */
export function periodBounds(period: ReportPeriod): { from: Prisma.Sql; to: Prisma.Sql } {
  return { from: spMonthStart(period.month_start), to: spMonthStart(addMonths(period.month_end, 1)) };
}

/** `column` within the period (half-open: the first instant of the next month is out). */
export function inPeriod(column: Prisma.Sql, period: ReportPeriod): Prisma.Sql {
  const { from, to } = periodBounds(period);
  return Prisma.sql`(${column} >= ${from} AND ${column} < ${to})`;
}

/**
 * The scope of a coordinator as a condition on a row's team and seller: the row's team is one of theirs, or its
 * seller (specialist, broker) is one of their teams' people. TRUE for the ALL scope; FALSE for a coordinator of no team.
 */
export function scopeCondition(scope: ReportScope, teamColumn: Prisma.Sql, sellerColumn: Prisma.Sql): Prisma.Sql {
  if (scope.kind === "ALL") return Prisma.sql`TRUE`;
  if (scope.teams.length === 0) return Prisma.sql`FALSE`;
  const teams = Prisma.join(scope.teams.map((t) => Prisma.sql`${t.id}::uuid`));
  const people = scope.peopleIds.length ? Prisma.join(scope.peopleIds.map((id) => Prisma.sql`${id}::uuid`)) : null;
  return people
    ? Prisma.sql`(${teamColumn} IN (${teams}) OR ${sellerColumn} IN (${people}))`
    : Prisma.sql`(${teamColumn} IN (${teams}))`;
}

/** `column = value` when the filter is given, TRUE otherwise. */
export const equalsIf = (column: Prisma.Sql, value: string | undefined | null, cast: "uuid" | "text" = "uuid") =>
  value ? Prisma.sql`${column} = CAST(${value} AS ${Prisma.raw(cast)})` : Prisma.sql`TRUE`;
