import { STATISTICS } from "@portal/contracts/endpoints/statistics";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const statisticsKeys = { all: ["statistics"] as const };

/** The home dashboard (GET /statistics): one call per screen, refreshed every minute while the home is open. */
export function statisticsQuery() {
  return queryOptions({
    queryKey: statisticsKeys.all,
    queryFn: () => callEndpoint(STATISTICS.get),
    refetchInterval: 60_000,
  });
}
