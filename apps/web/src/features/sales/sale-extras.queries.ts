import { saleSchema } from "@portal/contracts/sales";
import {
  preSaleSchema,
  type SalePaymentsInfoInput,
  saleCandidateListResponse,
  saleGroupSchema,
  saleParticipantsResponse,
  salePaymentsInfoResponse,
} from "@portal/contracts/sales-extras";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiUpload } from "../../lib/api-client";
import { salesKeys } from "./sales.queries";

/** The sale extras (decision 015) live under ["sales"] too, so a sale's invalidation refreshes them. */
export const saleExtrasKeys = {
  participants: (id: string) => [...salesKeys.all, "participants", id] as const,
  payments: (id: string) => [...salesKeys.all, "payments-info", id] as const,
  group: (groupId: string) => [...salesKeys.all, "group", groupId] as const,
  preSale: (id: string) => [...salesKeys.all, "pre-sale", id] as const,
  candidates: () => [...salesKeys.all, "participant-candidates"] as const,
};

export function saleParticipantsQuery(id: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.participants(id),
    queryFn: () => apiRequest(`/sales/${id}/classification-participants`, { schema: saleParticipantsResponse }),
  });
}

export function salePaymentsQuery(id: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.payments(id),
    queryFn: () => apiRequest(`/sales/${id}/payments_info`, { schema: salePaymentsInfoResponse }),
  });
}

export function saleGroupQuery(groupId: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.group(groupId),
    queryFn: () => apiRequest(`/sales/sale-group/${groupId}`, { schema: saleGroupSchema }),
  });
}

export function preSaleQuery(id: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.preSale(id),
    queryFn: () => apiRequest(`/pre-sales/${id}`, { schema: preSaleSchema }),
  });
}

export const saleCandidatesQuery = queryOptions({
  queryKey: saleExtrasKeys.candidates(),
  queryFn: () => apiRequest("/sales/participant-candidates", { schema: saleCandidateListResponse }),
  staleTime: 5 * 60_000,
  select: (data) => data.payload,
});

export function recreateSale(saleId: string, reason: string | null) {
  return apiRequest("/sales/recreate", {
    method: "POST",
    body: { sale_id: saleId, ...(reason ? { reason } : {}) },
    schema: saleSchema,
  });
}

export function setHomeBroker(saleId: string, homeBrokerId: string | null) {
  return apiRequest(`/sales/${saleId}/home-broker`, {
    method: "PUT",
    body: { home_broker_id: homeBrokerId },
    schema: saleSchema,
  });
}

export function putParticipants(saleId: string, participants: unknown[]) {
  return apiRequest(`/sales/${saleId}/classification-participants`, {
    method: "PUT",
    body: { participants },
    schema: saleParticipantsResponse,
  });
}

export function putPaymentsInfo(saleId: string, body: SalePaymentsInfoInput) {
  return apiRequest(`/sales/${saleId}/payments_info`, { method: "PUT", body, schema: salePaymentsInfoResponse });
}

export function createSaleGroup(saleIds: string[], name: string | null) {
  return apiRequest("/sales/sale-group", {
    method: "POST",
    body: { sale_ids: saleIds, ...(name ? { name } : {}) },
    schema: saleGroupSchema,
  });
}

export function addToSaleGroup(groupId: string, saleId: string) {
  return apiRequest(`/sales/sale-group/${groupId}/sales`, {
    method: "POST",
    body: { sale_id: saleId },
    schema: saleGroupSchema,
  });
}

/** Resolves to null when the group was deleted (its last sale removed: 204). */
export async function removeFromSaleGroup(groupId: string, saleId: string) {
  const res = await apiRequest(`/sales/sale-group/${groupId}/sales/${saleId}`, { method: "DELETE" });
  return res ? saleGroupSchema.parse(res) : null;
}

export function printPreSale(saleId: string) {
  return apiBlob(`/pre-sales/${saleId}/print-out`, { method: "POST" });
}

export function downloadSignedPreSale(saleId: string) {
  return apiBlob(`/pre-sales/${saleId}/signed-file`);
}

export function uploadSignedPreSale(saleId: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(`/pre-sales/${saleId}/signed-file`, form, { schema: preSaleSchema, onProgress });
}
