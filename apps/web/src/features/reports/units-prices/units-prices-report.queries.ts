import { REPORTS_UNITS_PRICES } from "@portal/contracts/endpoints/reports-units-prices";
import type { UnitsPricesSearch } from "@portal/contracts/reports/units-prices-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { cleanSearch } from "../kit/report-search";

export type UnitsPricesReportSearch = Partial<UnitsPricesSearch>;

/** The report's query (what the API and the downloads take), from the screen's URL. */
export function unitsPricesFilters(search: UnitsPricesReportSearch): Record<string, string | undefined> {
  const { enterprise_id, tower_id, from_snapshot_id, to_snapshot_id } = search;
  return cleanSearch({ enterprise_id, tower_id, from_snapshot_id, to_snapshot_id });
}

/** The report of the enterprise of the URL (nothing to ask before one is chosen). */
export function unitsPricesReportQuery(search: UnitsPricesReportSearch) {
  const query = unitsPricesFilters(search);
  const enterpriseId = query.enterprise_id;
  return queryOptions({
    queryKey: ["reports", "units-prices", query] as const,
    queryFn: () =>
      callEndpoint(REPORTS_UNITS_PRICES.report, { query: { ...query, enterprise_id: enterpriseId as string } }),
    enabled: Boolean(enterpriseId),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
