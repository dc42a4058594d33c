import { enterpriseLeadsResponse } from "@portal/contracts/enterprise-leads";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, type QueryValue } from "../../lib/api-client";

export function enterpriseLeadsQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: ["enterprises", "grouped-leads", query] as const,
    queryFn: () => apiRequest("/enterprises/grouped/enterprises-leads", { query, schema: enterpriseLeadsResponse }),
    placeholderData: keepPreviousData,
  });
}
