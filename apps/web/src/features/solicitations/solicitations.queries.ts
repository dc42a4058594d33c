import { SOLICITATIONS } from "@portal/contracts/endpoints/solicitations";
import type { SolicitationCreateInput, SolicitationReplyInput } from "@portal/contracts/solicitations";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint, type QueryValue } from "../../lib/api-client";

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
    queryFn: () => callEndpoint(SOLICITATIONS.extendableReservations),
  });
}

export function solicitationsQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: solicitationsKeys.list(query),
    queryFn: () => callEndpoint(SOLICITATIONS.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function solicitationQuery(id: string) {
  return queryOptions({
    queryKey: solicitationsKeys.detail(id),
    queryFn: () => callEndpoint(SOLICITATIONS.get, { params: { id } }),
  });
}

export function createSolicitation(body: SolicitationCreateInput) {
  return callEndpoint(SOLICITATIONS.create, { body });
}

export function replySolicitation(id: string, body: SolicitationReplyInput) {
  return callEndpoint(SOLICITATIONS.reply, { params: { id }, body });
}
