import {
  type ScheduleCancelBody,
  type ScheduleCreateBody,
  type ScheduleOutcomeBody,
  type ScheduleUpdateBody,
  scheduleActionResponse,
  scheduleCountResponse,
  scheduleListResponse,
  scheduleSpecialistsResponse,
} from "@portal/contracts/schedules";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { leadsKeys } from "../leads/leads.queries";

/** The agenda's API (issue 19 section 2, decision 053): one queryOptions factory per resource. */
export const scheduleKeys = {
  all: ["schedules"] as const,
  lists: () => [...scheduleKeys.all, "list"] as const,
  window: (q: ScheduleWindowQuery) => [...scheduleKeys.lists(), q] as const,
  counts: (q: ScheduleCountApiQuery) => [...scheduleKeys.all, "count-by-date", q] as const,
  specialists: () => [...scheduleKeys.all, "specialists"] as const,
};

export interface ScheduleWindowQuery {
  starts_at?: string;
  ends_at?: string;
  specialist_ids?: string;
  lead_id?: string;
  enterprise_id?: string;
  type?: string;
  status?: string;
  limit?: number;
}

export interface ScheduleCountApiQuery {
  starts_date: string;
  ends_date: string;
  specialist_ids?: string;
}

export function scheduleWindowQuery(q: ScheduleWindowQuery) {
  return queryOptions({
    queryKey: scheduleKeys.window(q),
    queryFn: () => apiRequest("/schedules", { query: { ...q }, schema: scheduleListResponse }),
  });
}

export function scheduleCountQuery(q: ScheduleCountApiQuery) {
  return queryOptions({
    queryKey: scheduleKeys.counts(q),
    queryFn: () => apiRequest("/schedules/count-by-date", { query: { ...q }, schema: scheduleCountResponse }),
  });
}

export function scheduleSpecialistsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.specialists(),
    queryFn: () => apiRequest("/schedules/specialists", { schema: scheduleSpecialistsResponse }),
    staleTime: 5 * 60_000,
  });
}

/** After a write: the agenda's lists and counts, and the lead's timeline (its log was written with it). */
export function refreshSchedules(queryClient: QueryClient, leadId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, "count-by-date"] }),
    leadId ? queryClient.invalidateQueries({ queryKey: leadsKeys.logs(leadId) }) : undefined,
  ]);
}

export function createSchedule(body: ScheduleCreateBody) {
  return apiRequest("/schedules", { method: "POST", body, schema: scheduleActionResponse });
}

export function updateSchedule(id: string, body: ScheduleUpdateBody) {
  return apiRequest(`/schedules/${encodeURIComponent(id)}`, { method: "PUT", body, schema: scheduleActionResponse });
}

export function cancelSchedule(id: string, body: ScheduleCancelBody) {
  return apiRequest(`/schedules/${encodeURIComponent(id)}/cancel`, {
    method: "PUT",
    body,
    schema: scheduleActionResponse,
  });
}

export function closeSchedule(id: string, body: ScheduleOutcomeBody) {
  return apiRequest(`/schedules/${encodeURIComponent(id)}/outcome`, {
    method: "PUT",
    body,
    schema: scheduleActionResponse,
  });
}
