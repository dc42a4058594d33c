import { REPORTS_SALES } from "@portal/contracts/endpoints/reports-sales";
import type { SalesReportQuery, SalesRowsQuery } from "@portal/contracts/reports/sales";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type SalesReportSearch = Partial<SalesReportQuery>;
/** The drill-down's URL: the report's filters, the bucket clicked, and the page (1-based). */
export type SalesRowsSearch = Partial<Omit<SalesRowsQuery, "skip" | "limit">> & { page?: number };
export const SALES_ROWS_PAGE_SIZE = 50;

export const salesReportKeys = {
  all: ["reports", "sales"] as const,
  report: (q: SalesReportSearch) => [...salesReportKeys.all, "report", q] as const,
  rows: (q: SalesRowsSearch) => [...salesReportKeys.all, "rows", q] as const,
};

/** The report's filters only (what the API and the downloads take), from a screen's URL. */
export function salesReportFilters(search: SalesReportSearch): Record<string, string | undefined> {
  const { month_start, month_end, enterprise_id, tower_id, sales_team_id, specialist_id, source } = search;
  return cleanSearch({ month_start, month_end, enterprise_id, tower_id, sales_team_id, specialist_id, source });
}

export function salesReportQuery(search: SalesReportSearch) {
  const query = salesReportFilters(search);
  return queryOptions({
    queryKey: salesReportKeys.report(query),
    queryFn: () => callEndpoint(REPORTS_SALES.report, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function salesRowsQuery(search: SalesRowsSearch) {
  const { page = 1, month, kind, without_team, ...rest } = search;
  const query = cleanSearch({
    ...salesReportFilters(rest),
    month,
    kind,
    without_team,
    skip: String((page - 1) * SALES_ROWS_PAGE_SIZE),
    limit: String(SALES_ROWS_PAGE_SIZE),
  });
  return queryOptions({
    queryKey: salesReportKeys.rows(query),
    queryFn: () => callEndpoint(REPORTS_SALES.rows, { query }),
    placeholderData: keepPreviousData,
  });
}
