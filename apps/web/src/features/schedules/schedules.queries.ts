import { SCHEDULES } from "@portal/contracts/endpoints/schedules";
import type {
  ScheduleCalendarResponse,
  ScheduleCancelBody,
  ScheduleCreateBody,
  ScheduleOutcomeBody,
  ScheduleStatus,
  ScheduleType,
  ScheduleUpdateBody,
} from "@portal/contracts/schedules";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import { leadsKeys } from "../leads/leads.queries";

/** The agenda's API (decision 053): one queryOptions factory per resource. */
export const scheduleKeys = {
  all: ["schedules"] as const,
  lists: () => [...scheduleKeys.all, "list"] as const,
  window: (q: ScheduleWindowQuery) => [...scheduleKeys.lists(), q] as const,
  counts: (q: ScheduleCountApiQuery) => [...scheduleKeys.all, "count-by-date", q] as const,
  specialists: () => [...scheduleKeys.all, "specialists"] as const,
  calendar: (q: ScheduleWindowQuery) => [...scheduleKeys.lists(), "calendar", q] as const,
  detail: (id: string) => [...scheduleKeys.all, "detail", id] as const,
  standHours: (enterpriseId: string) => [...scheduleKeys.all, "stand-hours", enterpriseId] as const,
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
    queryFn: () => callEndpoint(SCHEDULES.list, { query: { ...q } }),
  });
}

/** A calendar cell as the day and week views draw it: names resolved from the answer's lists. */
export interface ScheduleCell {
  _id: string;
  lead_name: string;
  specialist_name: string;
  enterprise_name: string | null;
  type: ScheduleType;
  status: ScheduleStatus;
  starts_at: string;
  ends_at: string;
}

export function calendarCells(r: ScheduleCalendarResponse): ScheduleCell[] {
  const specialists = new Map(r.specialists.map((u) => [u._id, u.full_name]));
  const enterprises = new Map(r.enterprises.map((e) => [e._id, e.name]));
  return r.payload.map((c) => ({
    _id: c._id,
    lead_name: c.lead_name,
    specialist_name: specialists.get(c.specialist_id) ?? "",
    enterprise_name: c.enterprise_id ? (enterprises.get(c.enterprise_id) ?? null) : null,
    type: c.type,
    status: c.status,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
  }));
}

/** The day and week views (GET /schedules/calendar, decision 058): the cells of a window. */
export function scheduleCalendarQuery(q: ScheduleWindowQuery) {
  return queryOptions({
    queryKey: scheduleKeys.calendar(q),
    queryFn: () => callEndpoint(SCHEDULES.calendar, { query: { ...q } }),
    select: (data) => ({ cells: calendarCells(data), total: data.pagination.total }),
  });
}

/** One whole appointment (its details dialog). */
export function scheduleDetailQuery(id: string) {
  return queryOptions({
    queryKey: scheduleKeys.detail(id),
    queryFn: () => callEndpoint(SCHEDULES.get, { params: { id } }),
  });
}

export function scheduleCountQuery(q: ScheduleCountApiQuery) {
  return queryOptions({
    queryKey: scheduleKeys.counts(q),
    queryFn: () => callEndpoint(SCHEDULES.countByDate, { query: { ...q } }),
  });
}

export function scheduleSpecialistsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.specialists(),
    queryFn: () => callEndpoint(SCHEDULES.specialists),
    staleTime: 5 * 60_000,
  });
}

/** When the enterprise's stand receives visits: the time picker offers a stand visit only inside these hours. */
export function scheduleStandHoursQuery(enterpriseId: string) {
  return queryOptions({
    queryKey: scheduleKeys.standHours(enterpriseId),
    queryFn: () => callEndpoint(SCHEDULES.standHours, { params: { enterpriseId } }),
    staleTime: 5 * 60_000,
  });
}

/** After a write: the agenda's lists and counts, and the lead's timeline (its log was written with it). */
export function refreshSchedules(queryClient: QueryClient, leadId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, "detail"] }),
    queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, "count-by-date"] }),
    leadId ? queryClient.invalidateQueries({ queryKey: leadsKeys.logs(leadId) }) : undefined,
  ]);
}

export function createSchedule(body: ScheduleCreateBody) {
  return callEndpoint(SCHEDULES.create, { body });
}

export function updateSchedule(id: string, body: ScheduleUpdateBody) {
  return callEndpoint(SCHEDULES.update, { params: { id }, body });
}

export function cancelSchedule(id: string, body: ScheduleCancelBody) {
  return callEndpoint(SCHEDULES.cancel, { params: { id }, body });
}

export function closeSchedule(id: string, body: ScheduleOutcomeBody) {
  return callEndpoint(SCHEDULES.outcome, { params: { id }, body });
}
