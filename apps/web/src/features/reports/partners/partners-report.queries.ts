import { REPORTS_PARTNERS } from "@portal/contracts/endpoints/reports-partners";
import type { PartnersReportQuery, PartnersRowsQuery } from "@portal/contracts/reports/partners-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type PartnersReportSearch = Partial<PartnersReportQuery>;
/** The drill-down's URL: the report's filters, whose number (broker or agency) and which, and the page (1-based). */
export type PartnersRowsSearch = Partial<Omit<PartnersRowsQuery, "skip" | "limit">> & { page?: number };
export const PARTNERS_ROWS_PAGE_SIZE = 50;

export const partnersReportKeys = {
  all: ["reports", "partners"] as const,
  report: (q: Record<string, string | undefined>) => [...partnersReportKeys.all, "report", q] as const,
  rows: (q: Record<string, string | undefined>) => [...partnersReportKeys.all, "rows", q] as const,
};

/** The report's filters only (what the API and the downloads take), from a screen's URL. */
export function partnersReportFilters(search: PartnersReportSearch): Record<string, string | undefined> {
  const { month_start, month_end, enterprise_id, partner_agency_id } = search;
  return cleanSearch({ month_start, month_end, enterprise_id, partner_agency_id });
}

export function partnersReportQuery(search: PartnersReportSearch) {
  const query = partnersReportFilters(search);
  return queryOptions({
    queryKey: partnersReportKeys.report(query),
    queryFn: () => callEndpoint(REPORTS_PARTNERS.report, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function partnersRowsQuery(search: PartnersRowsSearch) {
  const { page = 1, metric, broker_id, ...rest } = search;
  const query = cleanSearch({
    ...partnersReportFilters(rest),
    metric: metric ?? "sales",
    broker_id,
    skip: String((page - 1) * PARTNERS_ROWS_PAGE_SIZE),
    limit: String(PARTNERS_ROWS_PAGE_SIZE),
  });
  return queryOptions({
    queryKey: partnersReportKeys.rows(query),
    queryFn: () => callEndpoint(REPORTS_PARTNERS.rows, { query }),
    placeholderData: keepPreviousData,
  });
}
