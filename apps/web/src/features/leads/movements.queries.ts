import { movementsResponse } from "@portal/contracts/leads";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, type QueryValue } from "../../lib/api-client";
import { leadsKeys } from "./leads.queries";

export function movementsQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: leadsKeys.movements(query),
    queryFn: () => apiRequest("/leads/movements", { query, schema: movementsResponse }),
    placeholderData: keepPreviousData,
  });
}
