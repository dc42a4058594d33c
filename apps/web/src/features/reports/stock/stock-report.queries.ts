import { REPORTS_STOCK } from "@portal/contracts/endpoints/reports-stock";
import type { StockReportQuery, StockUnitsQuery } from "@portal/contracts/reports/stock-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type StockReportSearch = Partial<StockReportQuery>;
/** The drill-down's URL: the report's filters, the bucket clicked, and the page (1-based). */
export type StockUnitsSearch = Partial<Omit<StockUnitsQuery, "skip" | "limit">> & { page?: number };
export const STOCK_UNITS_PAGE_SIZE = 50;

export const stockReportKeys = {
  all: ["reports", "stock"] as const,
  report: (q: Record<string, string | undefined>) => [...stockReportKeys.all, "report", q] as const,
  units: (q: Record<string, string | undefined>) => [...stockReportKeys.all, "units", q] as const,
};

/** The report's filters only (what the API and the downloads take), from a screen's URL. */
export function stockReportFilters(search: StockReportSearch): Record<string, string | undefined> {
  const { month_start, month_end, enterprise_id, tower_id } = search;
  return cleanSearch({ month_start, month_end, enterprise_id, tower_id });
}

export function stockReportQuery(search: StockReportSearch) {
  const query = stockReportFilters(search);
  return queryOptions({
    queryKey: stockReportKeys.report(query),
    queryFn: () => callEndpoint(REPORTS_STOCK.report, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The API query of a drill-down page: the filters, the bucket and the page as skip/limit. */
export function stockUnitsApiQuery(search: StockUnitsSearch): Record<string, string | undefined> {
  const { page = 1, status, age_band, vso_month, vso_part, ...rest } = search;
  return cleanSearch({
    ...stockReportFilters(rest),
    status,
    age_band,
    vso_month,
    vso_part,
    skip: String((page - 1) * STOCK_UNITS_PAGE_SIZE),
    limit: String(STOCK_UNITS_PAGE_SIZE),
  });
}

export function stockUnitsQuery(search: StockUnitsSearch) {
  const query = stockUnitsApiQuery(search);
  return queryOptions({
    queryKey: stockReportKeys.units(query),
    queryFn: () => callEndpoint(REPORTS_STOCK.units, { query }),
    placeholderData: keepPreviousData,
  });
}
