import {
  extendableReservationListResponse,
  type SolicitationCreateInput,
  type SolicitationReplyInput,
  solicitationListResponse,
  solicitationResponse,
  solicitationWriteResponse,
} from "@portal/contracts/solicitations";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, type QueryValue } from "../../lib/api-client";

export const solicitationsKeys = {
  all: ["solicitations"] as const,
  list: (query: Record<string, QueryValue>) => ["solicitations", "list", query] as const,
  detail: (id: string) => ["solicitations", "detail", id] as const,
  extendable: () => ["solicitations", "extendable-reservations"] as const,
};

/** The caller's reservations a RESERVE_EXTENSION may name (the /solicitations form's picker). */
export function extendableReservationsQuery() {
  return queryOptions({
    queryKey: solicitationsKeys.extendable(),
    queryFn: () => apiRequest("/solicitations/extendable-reservations", { schema: extendableReservationListResponse }),
  });
}

export function solicitationsQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: solicitationsKeys.list(query),
    queryFn: () => apiRequest("/solicitations", { query, schema: solicitationListResponse }),
    placeholderData: keepPreviousData,
  });
}

export function solicitationQuery(id: string) {
  return queryOptions({
    queryKey: solicitationsKeys.detail(id),
    queryFn: () => apiRequest(`/solicitations/${id}`, { schema: solicitationResponse }),
  });
}

export function createSolicitation(body: SolicitationCreateInput) {
  return apiRequest("/solicitations", { method: "POST", body, schema: solicitationWriteResponse });
}

export function replySolicitation(id: string, body: SolicitationReplyInput) {
  return apiRequest(`/solicitations/${id}/reply`, { method: "POST", body, schema: solicitationWriteResponse });
}
