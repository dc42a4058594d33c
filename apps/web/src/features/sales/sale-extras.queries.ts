import { SALES } from "@portal/contracts/endpoints/sales";
import {
  preSaleSchema,
  type SalePaymentsInfoInput,
  saleGroupSchema,
  type saleParticipantsBody,
} from "@portal/contracts/sales-extras";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiBlob, apiRequest, apiUpload, callEndpoint } from "../../lib/api-client";
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
    queryFn: () => callEndpoint(SALES.participants, { params: { id } }),
  });
}

export function salePaymentsQuery(id: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.payments(id),
    queryFn: () => callEndpoint(SALES.paymentsInfo, { params: { id } }),
  });
}

export function saleGroupQuery(groupId: string) {
  return queryOptions({
    queryKey: saleExtrasKeys.group(groupId),
    queryFn: () => callEndpoint(SALES.group, { params: { groupId } }),
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
  queryFn: () => callEndpoint(SALES.participantCandidates),
  staleTime: 5 * 60_000,
  select: (data) => data.payload,
});

export function recreateSale(saleId: string, reason: string | null) {
  return callEndpoint(SALES.recreate, { body: { sale_id: saleId, ...(reason ? { reason } : {}) } });
}

export function setHomeBroker(saleId: string, homeBrokerId: string | null) {
  return callEndpoint(SALES.homeBroker, { params: { id: saleId }, body: { home_broker_id: homeBrokerId } });
}

export function putParticipants(saleId: string, participants: z.input<typeof saleParticipantsBody>["participants"]) {
  return callEndpoint(SALES.replaceParticipants, { params: { id: saleId }, body: { participants } });
}

export function putPaymentsInfo(saleId: string, body: SalePaymentsInfoInput) {
  return callEndpoint(SALES.updatePaymentsInfo, { params: { id: saleId }, body });
}

export function createSaleGroup(saleIds: string[], name: string | null) {
  return callEndpoint(SALES.createGroup, { body: { sale_ids: saleIds, ...(name ? { name } : {}) } });
}

export function addToSaleGroup(groupId: string, saleId: string) {
  return callEndpoint(SALES.addToGroup, { params: { groupId }, body: { sale_id: saleId } });
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
