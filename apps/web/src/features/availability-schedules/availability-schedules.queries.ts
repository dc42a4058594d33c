import {
  type AvailabilityScheduleChanges,
  availabilityScheduleListResponse,
  availabilityScheduleWriteResponse,
  type ShiftHours,
  scheduleSpecialistListResponse,
  scheduleStandListResponse,
  shiftHoursResponse,
} from "@portal/contracts/availability-schedules";
import { settingSchema } from "@portal/contracts/settings";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiUpload } from "../../lib/api-client";

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
    queryFn: () => apiRequest("/availability-schedules", { query: { ...q }, schema: availabilityScheduleListResponse }),
  });
}

export function scheduleSpecialistsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.specialists(),
    queryFn: () => apiRequest("/availability-schedules/specialists", { schema: scheduleSpecialistListResponse }),
    staleTime: 60_000,
  });
}

/** The active stands, each with whether the caller writes its schedule (coordinators: their teams' stands). */
export function scheduleStandsQuery() {
  return queryOptions({
    queryKey: scheduleKeys.stands(),
    queryFn: () => apiRequest("/availability-schedules/stands", { schema: scheduleStandListResponse }),
    staleTime: 60_000,
  });
}

export function shiftHoursQuery() {
  return queryOptions({
    queryKey: scheduleKeys.shiftHours(),
    queryFn: () => apiRequest("/availability-schedules/shift-hours", { schema: shiftHoursResponse }),
    staleTime: 300_000,
  });
}

export const saveCells = (body: AvailabilityScheduleChanges) =>
  apiRequest("/availability-schedules", { method: "PUT", body, schema: availabilityScheduleWriteResponse });

export const copyWeek = (body: { enterprise_id: string; from: string; to: string }) =>
  apiRequest("/availability-schedules/copy-week", { method: "POST", body, schema: availabilityScheduleWriteResponse });

export const clearMonth = (body: { enterprise_id: string; month: string }) =>
  apiRequest("/availability-schedules/clear", { method: "POST", body, schema: availabilityScheduleWriteResponse });

/** The upload reports its progress (XMLHttpRequest); the server then checks every row before writing any. */
export function importMonth(enterpriseId: string, month: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("enterprise_id", enterpriseId);
  form.append("month", month);
  form.append("file", file);
  return apiUpload("/availability-schedules/import", form, { schema: availabilityScheduleWriteResponse, onProgress });
}

export const exportMonth = (enterpriseId: string, month: string) =>
  apiBlob("/availability-schedules/export", { query: { enterprise_id: enterpriseId, month } });

export const saveShiftHours = (value: ShiftHours) =>
  apiRequest("/settings/shift_hours", { method: "PUT", body: { value }, schema: settingSchema });
