import { messageResponse } from "@portal/contracts/common";
import { normalizePhone } from "@portal/contracts/phone";
import {
  myStandPresenceResponse,
  type ServiceReportInput,
  type StandQueueAction,
  type StandVisitCreateInput,
  standBoardSchema,
  standCheckInResponse,
  standListResponse,
  standLogListResponse,
  standPhoneLookupResponse,
  standVisitActionResponse,
  standVisitCreateResponse,
  standVisitFinishResponse,
  standVisitListResponse,
} from "@portal/contracts/stand";
import { type QueryClient, type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { MY_PROFILE_KEY } from "../session/session.queries";

/** The stand's API (decision 048), one queryOptions factory per resource. */
export const standKeys = {
  all: ["stand"] as const,
  stands: () => [...standKeys.all, "stands"] as const,
  myPresence: () => [...standKeys.all, "my-presence"] as const,
  board: (enterpriseId: string) => [...standKeys.all, "board", enterpriseId] as const,
  visits: () => [...standKeys.all, "visits"] as const,
  visitList: (query: StandVisitApiQuery) => [...standKeys.visits(), "list", query] as const,
  visit: (visitId: string) => [...standKeys.visits(), "detail", visitId] as const,
  visitLogs: (visitId: string) => [...standKeys.visits(), "logs", visitId] as const,
  phone: (enterpriseId: string, phone: string) => [...standKeys.all, "phone", enterpriseId, phone] as const,
};

/** What the screens ask of GET /stand-visits (the API's query, as strings). */
export interface StandVisitApiQuery {
  enterprise_id?: string;
  specialist_id?: string;
  status?: string;
  starts_date?: string;
  ends_date?: string;
  search?: string;
  skip?: number;
  limit?: number;
}

/**
 * One change (a write's answer, a realtime message) may ask for the same refresh from several places in the same
 * task (the alert and the live board both hear `stand.visit_assigned`): those requests become one refetch, sent at
 * once. A later change asks again, which is right: it happened after the first refetch was sent.
 */
const REFRESH_COALESCE_MS = 0;
const pendingRefresh = new WeakMap<QueryClient, { keys: Map<string, QueryKey>; done: Promise<void> }>();

/** Every stand change refetches the stand's data, once per burst, keeping a fetch already in flight (decision 039). */
export function refreshStand(queryClient: QueryClient, enterpriseId?: string): Promise<void> {
  const keys: QueryKey[] = [standKeys.visits(), standKeys.myPresence(), standKeys.stands()];
  if (enterpriseId) keys.push(standKeys.board(enterpriseId));
  const pending = pendingRefresh.get(queryClient);
  if (pending) {
    for (const key of keys) pending.keys.set(JSON.stringify(key), key);
    return pending.done;
  }
  const batch = new Map(keys.map((key) => [JSON.stringify(key), key] as const));
  const done = new Promise<void>((resolve) => {
    setTimeout(() => {
      pendingRefresh.delete(queryClient);
      void Promise.all(
        [...batch.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })),
      ).then(() => resolve());
    }, REFRESH_COALESCE_MS);
  });
  pendingRefresh.set(queryClient, { keys: batch, done });
  return done;
}

/**
 * After the specialist's own stand changes (check-in, check-out, start, finish) their availability changed too
 * (the one presence model, decision 048): the header's availability control follows.
 */
export function refreshMyStand(queryClient: QueryClient, enterpriseId?: string): Promise<void> {
  return Promise.all([
    refreshStand(queryClient, enterpriseId),
    queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }, { cancelRefetch: false }),
  ]).then(() => undefined);
}

export function standsQuery() {
  return queryOptions({
    queryKey: standKeys.stands(),
    queryFn: () => apiRequest("/stands", { schema: standListResponse }),
  });
}

export function myPresenceQuery() {
  return queryOptions({
    queryKey: standKeys.myPresence(),
    queryFn: () => apiRequest("/stands/my-presence", { schema: myStandPresenceResponse }),
  });
}

/** The queue board: live through `stand.changed` (useStandLive), so no polling. */
export function boardQuery(enterpriseId: string) {
  return queryOptions({
    queryKey: standKeys.board(enterpriseId),
    queryFn: () => apiRequest(`/stands/${encodeURIComponent(enterpriseId)}/board`, { schema: standBoardSchema }),
  });
}

export function visitListQuery(query: StandVisitApiQuery) {
  return queryOptions({
    queryKey: standKeys.visitList(query),
    queryFn: () => apiRequest("/stand-visits", { query: { ...query }, schema: standVisitListResponse }),
  });
}

export function visitLogsQuery(visitId: string) {
  return queryOptions({
    queryKey: standKeys.visitLogs(visitId),
    queryFn: () => apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/logs`, { schema: standLogListResponse }),
  });
}

/** GET /stand-visits/phone/{phone}: only what the stand needs of the leads with this phone. `phone` is E.164. */
export function phoneLookupQuery(enterpriseId: string, phone: string) {
  return queryOptions({
    queryKey: standKeys.phone(enterpriseId, phone),
    queryFn: () =>
      apiRequest(`/stand-visits/phone/${encodeURIComponent(phone)}`, {
        query: { enterprise_id: enterpriseId },
        schema: standPhoneLookupResponse,
      }),
    staleTime: 0,
  });
}

/** The E.164 digits of a complete phone typed in the mask, or null while it is incomplete or invalid. */
export function lookupPhone(typed: string): string | null {
  return normalizePhone(typed);
}

export function checkInAtStand(enterpriseId: string) {
  return apiRequest(`/stands/${encodeURIComponent(enterpriseId)}/check-in`, {
    method: "POST",
    schema: standCheckInResponse,
  });
}

export function checkOutOfStand() {
  return apiRequest("/stands/check-out", { method: "POST", schema: messageResponse });
}

export function createStandVisit(body: StandVisitCreateInput) {
  return apiRequest("/stand-visits", { method: "POST", body, schema: standVisitCreateResponse });
}

export function assignStandVisit(visitId: string, body: { specialist_id: string; reason: string }) {
  return apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/assign`, {
    method: "PUT",
    body,
    schema: standVisitActionResponse,
  });
}

export function cancelStandVisit(visitId: string, reason: string) {
  return apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/cancel`, {
    method: "PUT",
    body: { reason },
    schema: standVisitActionResponse,
  });
}

export function startStandVisit(visitId: string) {
  return apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/start`, {
    method: "PUT",
    body: {},
    schema: standVisitActionResponse,
  });
}

export function finishStandVisit(visitId: string, body: ServiceReportInput) {
  return apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/finish`, {
    method: "PUT",
    body,
    schema: standVisitFinishResponse,
  });
}

export function moveToFirstPosition(presenceId: string) {
  return apiRequest(`/stands/presences/${encodeURIComponent(presenceId)}/to-first-position`, {
    method: "PUT",
    schema: standBoardSchema,
  });
}

export function runQueueAction(presenceId: string, action: StandQueueAction) {
  return apiRequest(`/stands/presences/${encodeURIComponent(presenceId)}/action`, {
    method: "PUT",
    body: { action },
    schema: standBoardSchema,
  });
}
