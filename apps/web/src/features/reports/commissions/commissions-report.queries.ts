import { REPORTS_COMMISSIONS } from "@portal/contracts/endpoints/reports-commissions";
import type { CommissionRowsQuery, CommissionsReportQuery } from "@portal/contracts/reports/commissions-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type CommissionsReportSearch = Partial<CommissionsReportQuery>;
/** The drill-down's URL: the report's filters, the bucket clicked (a sale, what is due), and the page (1-based). */
export type CommissionRowsSearch = Partial<Omit<CommissionRowsQuery, "skip" | "limit">> & { page?: number };
export const COMMISSION_ROWS_PAGE_SIZE = 50;

export const commissionsReportKeys = {
  all: ["reports", "commissions"] as const,
  report: (q: Record<string, string | undefined>) => [...commissionsReportKeys.all, "report", q] as const,
  rows: (q: Record<string, string | undefined>) => [...commissionsReportKeys.all, "rows", q] as const,
};

/** The report's filters only (what the API and the downloads take), from a screen's URL. */
export function commissionsReportFilters(search: CommissionsReportSearch): Record<string, string | undefined> {
  const { month_start, month_end, enterprise_id, status, role, beneficiary_id } = search;
  return cleanSearch({ month_start, month_end, enterprise_id, status, role, beneficiary_id });
}

export function commissionsReportQuery(search: CommissionsReportSearch) {
  const query = commissionsReportFilters(search);
  return queryOptions({
    queryKey: commissionsReportKeys.report(query),
    queryFn: () => callEndpoint(REPORTS_COMMISSIONS.report, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The API query of a drill-down page: the filters, the bucket and the page as skip/limit. */
export function commissionRowsApiQuery(search: CommissionRowsSearch): Record<string, string | undefined> {
  const { page = 1, sale_id, due, ...rest } = search;
  return cleanSearch({
    ...commissionsReportFilters(rest),
    sale_id,
    due,
    skip: String((page - 1) * COMMISSION_ROWS_PAGE_SIZE),
    limit: String(COMMISSION_ROWS_PAGE_SIZE),
  });
}

export function commissionRowsQuery(search: CommissionRowsSearch) {
  const query = commissionRowsApiQuery(search);
  return queryOptions({
    queryKey: commissionsReportKeys.rows(query),
    queryFn: () => callEndpoint(REPORTS_COMMISSIONS.rows, { query }),
    placeholderData: keepPreviousData,
  });
}
