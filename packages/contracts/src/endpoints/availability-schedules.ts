import { z } from "zod";
import {
  availabilityScheduleChangesBody,
  availabilityScheduleClearBody,
  availabilityScheduleCopyWeekBody,
  availabilityScheduleExportQuery,
  availabilityScheduleListResponse,
  availabilityScheduleQuery,
  availabilityScheduleWriteResponse,
  SCHEDULE_EDITOR_ROLES,
  SCHEDULE_READER_ROLES,
  scheduleSpecialistListResponse,
  scheduleStandListResponse,
  shiftHoursResponse,
} from "../availability-schedules";
import { defineEndpoint } from "../endpoint";
import { roles } from "../route-rules";

/** Availability schedules (decisions 052 and 057): the month grid per stand, specialist x day x shift. */
const tags = ["availability-schedules"];
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Availability schedule writes (decision 057). */
const WRITE_SCOPE =
  "admins any stand; BOOTH_COORDINATOR the stands served by an active sales team they coordinate or belong to (else 403)";
const WRITE = roles(SCHEDULE_EDITOR_ROLES, { scope: WRITE_SCOPE });

export const AVAILABILITY_SCHEDULES = {
  list: defineEndpoint({
    method: "GET",
    path: "/availability-schedules",
    operationId: "listAvailabilitySchedules",
    summary: "List availability schedule shifts",
    description:
      "A month of the schedule: a stand's (`enterprise_id`) and/or a specialist's (`user_id`), by day and shift. " +
      "Coordinators and admins read any; a booth specialist reads their own month (no `enterprise_id`) and the " +
      "month of a stand they are scheduled at that month (403 otherwise). The whole month in one page.",
    tags,
    access: roles(SCHEDULE_READER_ROLES, {
      scope:
        "every stand for SCHEDULE_EDITOR_ROLES; BOOTH_SPECIALIST their own month and the stands they are scheduled at",
    }),
    query: availabilityScheduleQuery,
    status: 200,
    response: availabilityScheduleListResponse,
  }),
  stands: defineEndpoint({
    method: "GET",
    path: "/availability-schedules/stands",
    operationId: "listScheduleStands",
    summary: "List stands the caller may schedule",
    description:
      "The active stands, by name, each with `editable`: whether the caller writes its schedule (admins every " +
      "stand; a booth coordinator the stands served by an active sales team they coordinate or belong to).",
    tags,
    access: WRITE,
    status: 200,
    response: scheduleStandListResponse,
  }),
  specialists: defineEndpoint({
    method: "GET",
    path: "/availability-schedules/specialists",
    operationId: "listScheduleSpecialists",
    summary: "List specialists who may be scheduled",
    description: "The grid's rows: active booth specialists and receptionists (`kind`), by name (decision 061).",
    tags,
    access: roles(SCHEDULE_EDITOR_ROLES),
    status: 200,
    response: scheduleSpecialistListResponse,
  }),
  shiftHours: defineEndpoint({
    method: "GET",
    path: "/availability-schedules/shift-hours",
    operationId: "getShiftHours",
    summary: "Read the shift hours",
    description:
      "The shifts' hours (setting `shift_hours`, America/Sao_Paulo; N ends at 24:00) and how many minutes before " +
      "a shift its specialists may check in (setting `shift_check_in_tolerance_minutes`). Admins change them " +
      "with PUT /settings/{key}.",
    tags,
    access: roles(SCHEDULE_READER_ROLES),
    status: 200,
    response: shiftHoursResponse,
  }),
  change: defineEndpoint({
    method: "PUT",
    path: "/availability-schedules",
    operationId: "updateAvailabilitySchedule",
    summary: "Set who is scheduled in shifts",
    conflict: true,
    description:
      "Click or drag on the grid: cells of one stand turned on (`scheduled: true`) or off, all or nothing. A " +
      "specialist already at another stand in the same shift is refused with 409 (unique index " +
      "availability_schedules_one_stand_per_shift; concurrent writes too).",
    tags,
    access: WRITE,
    body: availabilityScheduleChangesBody,
    status: 200,
    response: availabilityScheduleWriteResponse,
  }),
  copyWeek: defineEndpoint({
    method: "POST",
    path: "/availability-schedules/copy-week",
    operationId: "copyAvailabilityWeek",
    summary: "Copy a week of shifts",
    conflict: true,
    description:
      "Copies the 7 days from `from` over the 7 days from `to` at one stand (the target week is replaced). " +
      "409 when a copied shift is taken at another stand; nothing is written then.",
    tags,
    access: WRITE,
    body: availabilityScheduleCopyWeekBody,
    status: 200,
    response: availabilityScheduleWriteResponse,
  }),
  clear: defineEndpoint({
    method: "POST",
    path: "/availability-schedules/clear",
    operationId: "clearAvailabilitySchedule",
    summary: "Clear shifts of a period",
    conflict: true,
    description: "Clears a stand's month, or one specialist's month at that stand (`user_id`).",
    tags,
    access: WRITE,
    body: availabilityScheduleClearBody,
    status: 200,
    response: availabilityScheduleWriteResponse,
  }),
  import: defineEndpoint({
    method: "POST",
    path: "/availability-schedules/import",
    operationId: "importAvailabilitySchedule",
    summary: "Import shifts from a spreadsheet",
    conflict: true,
    description:
      "multipart/form-data: `file` (.xlsx in the export's layout), `enterprise_id`, `month` (AAAA-MM). Replaces " +
      "the stand's month. Every row is checked first; when any is wrong nothing is written and the 400's " +
      "`message` lists every bad row in pt-BR ('Linha 7: especialista não encontrado (...)').",
    tags,
    access: WRITE,
    consumes: ["multipart/form-data"],
    status: 200,
    response: availabilityScheduleWriteResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/availability-schedules/export",
    operationId: "exportAvailabilitySchedule",
    summary: "Export shifts as a spreadsheet",
    description: "The stand's month as XLSX: the import's template (sheet 'Escala', one row per specialist).",
    tags,
    access: roles(SCHEDULE_EDITOR_ROLES),
    query: availabilityScheduleExportQuery,
    produces: [XLSX_CONTENT_TYPE],
    status: 200,
    response: z.string().describe("The XLSX file"),
  }),
} as const;
