import {
  commissionListResponse,
  commissionSchema,
  type SaleCreateInput,
  saleListResponse,
  saleLogListResponse,
  saleSchema,
} from "@portal/contracts/sales";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, type QueryValue } from "../../lib/api-client";

/** Every sale query lives under ["sales"]. */
export const salesKeys = {
  all: ["sales"] as const,
  list: (query: Record<string, QueryValue>) => [...salesKeys.all, "list", query] as const,
  detail: (id: string) => [...salesKeys.all, "detail", id] as const,
  logs: (id: string) => [...salesKeys.all, "logs", id] as const,
  commissions: (id: string) => [...salesKeys.all, "commissions", id] as const,
  myCommissions: () => [...salesKeys.all, "my-commissions"] as const,
};

export function salesListQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: salesKeys.list(query),
    queryFn: () => apiRequest("/sales", { query, schema: saleListResponse }),
    placeholderData: keepPreviousData,
  });
}

export function saleQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.detail(id),
    queryFn: () => apiRequest(`/sales/${id}`, { schema: saleSchema }),
  });
}

export function saleLogsQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.logs(id),
    queryFn: () => apiRequest(`/sales/${id}/logs`, { schema: saleLogListResponse }),
  });
}

export function saleCommissionsQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.commissions(id),
    queryFn: () => apiRequest(`/sales/${id}/commissions`, { schema: commissionListResponse }),
  });
}

/** The caller's own commission statement. */
export const myCommissionsQuery = queryOptions({
  queryKey: salesKeys.myCommissions(),
  queryFn: () => apiRequest("/sales/agent_partner/commissions", { schema: commissionListResponse }),
});

export function createSale(body: SaleCreateInput) {
  return apiRequest("/sales", { method: "POST", body, schema: saleSchema });
}

export type SaleMove = "complete" | "cancel" | "distract";
export function moveSale(id: string, move: SaleMove, reason?: string) {
  return apiRequest(`/sales/${id}/${move}`, {
    method: "PUT",
    body: move === "complete" ? undefined : { reason },
    schema: saleSchema,
  });
}

export function addSaleObservation(id: string, text: string) {
  return apiRequest(`/sales/${id}/observations`, { method: "POST", body: { text }, schema: saleSchema });
}

export function moveCommission(saleId: string, commissionId: string, status: "RELEASED" | "PAID") {
  return apiRequest(`/sales/${saleId}/commissions/${commissionId}`, {
    method: "PUT",
    body: { status },
    schema: commissionSchema,
  });
}

export function setSaleCoordinator(id: string, coordinatorId: string) {
  return apiRequest(`/sales/${id}/responsible-coordinator`, {
    method: "PUT",
    body: { responsible_coordinator_id: coordinatorId },
    schema: saleSchema,
  });
}

export function replaceSaleBuyers(id: string, buyers: unknown[]) {
  return apiRequest(`/sales/${id}/buyers`, { method: "PUT", body: { buyers }, schema: saleSchema });
}
