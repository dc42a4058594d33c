import { enterpriseListResponse, enterpriseSchema } from "@portal/contracts/enterprises";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, type QueryValue } from "../../lib/api-client";

export const enterprisesKeys = {
  all: ["enterprises"] as const,
  list: (query: Record<string, QueryValue>) => [...enterprisesKeys.all, "list", query] as const,
  detail: (id: string) => [...enterprisesKeys.all, "detail", id] as const,
};

export function enterprisesQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: enterprisesKeys.list(query),
    queryFn: () => apiRequest("/enterprises", { query, schema: enterpriseListResponse }),
    placeholderData: keepPreviousData,
  });
}

export function enterpriseQuery(id: string) {
  return queryOptions({
    queryKey: enterprisesKeys.detail(id),
    queryFn: () => apiRequest(`/enterprises/${id}`, { schema: enterpriseSchema }),
  });
}
