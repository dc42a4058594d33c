import {
  type AvailabilityScheduleChanges,
  availabilityScheduleWriteResponse,
  type ShiftHours,
} from "@portal/contracts/availability-schedules";
import { AVAILABILITY_SCHEDULES } from "@portal/contracts/endpoints/availability-schedules";
import { SETTINGS } from "@portal/contracts/endpoints/settings";
import { queryOptions } from "@tanstack/react-query";
import { apiUpload, callBlobEndpoint, callEndpoint } from "../../lib/api-client";

/** The availability schedules' API (decision 052), one queryOptions factory per resource. */
export const scheduleKeys = {
  all: ["availability-schedules"] as const,
  months: () => [...scheduleKeys.all, "month"] as const,
  month: (q: { month: string; enterprise_id?: string }) => [...scheduleKeys.months(), q] as const,
  specialists: () => [...scheduleKeys.all, "specialists"] as const,
  stands: () => [...scheduleKeys.all, "stands"] as const,
  shiftHours: () => [...scheduleKeys.all, "shift-hours"] as const,
};

export function scheduleMonthQuery(q: { month: string; enterprise_id?: string }) {
  return queryOptions({
    queryKey: scheduleKeys.month(q),
    queryFn: () => callEndpoint(AVAILABILITY_SCHEDULES.list, { query: { ...q } }),
  });
}

export function scheduleSpecialistsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.specialists(),
    queryFn: () => callEndpoint(AVAILABILITY_SCHEDULES.specialists),
    staleTime: 60_000,
  });
}

/** The active stands, each with whether the caller writes its schedule (coordinators: their teams' stands). */
export function scheduleStandsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.stands(),
    queryFn: () => callEndpoint(AVAILABILITY_SCHEDULES.stands),
    staleTime: 60_000,
  });
}

export function shiftHoursQuery() {
  return queryOptions({
    queryKey: scheduleKeys.shiftHours(),
    queryFn: () => callEndpoint(AVAILABILITY_SCHEDULES.shiftHours),
    staleTime: 300_000,
  });
}

export const saveCells = (body: AvailabilityScheduleChanges) => callEndpoint(AVAILABILITY_SCHEDULES.change, { body });

export const copyWeek = (body: { enterprise_id: string; from: string; to: string }) =>
  callEndpoint(AVAILABILITY_SCHEDULES.copyWeek, { body });

export const clearMonth = (body: { enterprise_id: string; month: string }) =>
  callEndpoint(AVAILABILITY_SCHEDULES.clear, { body });

/** The upload reports its progress (XMLHttpRequest); the server then checks every row before writing any. */
export function importMonth(enterpriseId: string, month: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("enterprise_id", enterpriseId);
  form.append("month", month);
  form.append("file", file);
  return apiUpload(AVAILABILITY_SCHEDULES.import.path, form, { schema: availabilityScheduleWriteResponse, onProgress });
}

export const exportMonth = (enterpriseId: string, month: string) =>
  callBlobEndpoint(AVAILABILITY_SCHEDULES.export, { query: { enterprise_id: enterpriseId, month } });

export const saveShiftHours = (value: ShiftHours) =>
  callEndpoint(SETTINGS.update, { params: { key: "shift_hours" }, body: { value } });
