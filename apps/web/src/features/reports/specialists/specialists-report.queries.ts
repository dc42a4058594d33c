import { REPORTS_SPECIALISTS } from "@portal/contracts/endpoints/reports-specialists";
import type { SpecialistRowMetric, SpecialistsReportQuery } from "@portal/contracts/reports/specialists-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type SpecialistsReportSearch = Partial<SpecialistsReportQuery>;
/** The drill-down's URL: the report's filters (the specialist among them), the figure clicked, the page (1-based). */
export type SpecialistsRowsSearch = SpecialistsReportSearch & { metric?: SpecialistRowMetric; page?: number };
export const SPECIALISTS_ROWS_PAGE_SIZE = 50;

export const specialistsReportKeys = {
  all: ["reports", "specialists"] as const,
  report: (q: SpecialistsReportSearch) => [...specialistsReportKeys.all, "report", q] as const,
  rows: (q: Record<string, string | undefined>) => [...specialistsReportKeys.all, "rows", q] as const,
};

/** The report's filters only (what the API and the downloads take), from a screen's URL. */
export function specialistsReportFilters(search: SpecialistsReportSearch): Record<string, string | undefined> {
  const { month_start, month_end, enterprise_id, sales_team_id, specialist_id } = search;
  return cleanSearch({ month_start, month_end, enterprise_id, sales_team_id, specialist_id });
}

export function specialistsReportQuery(search: SpecialistsReportSearch) {
  const query = specialistsReportFilters(search);
  return queryOptions({
    queryKey: specialistsReportKeys.report(query),
    queryFn: () => callEndpoint(REPORTS_SPECIALISTS.report, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function specialistsRowsQuery(search: SpecialistsRowsSearch) {
  const { page = 1, metric = "leads_received", ...rest } = search;
  const query = cleanSearch({
    ...specialistsReportFilters(rest),
    metric,
    skip: String((page - 1) * SPECIALISTS_ROWS_PAGE_SIZE),
    limit: String(SPECIALISTS_ROWS_PAGE_SIZE),
  });
  return queryOptions({
    queryKey: specialistsReportKeys.rows(query),
    queryFn: () => callEndpoint(REPORTS_SPECIALISTS.rows, { query }),
    placeholderData: keepPreviousData,
  });
}
