import { z } from "zod";
import { idSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { SCHEDULE_READ_ROLES, SCHEDULE_WRITE_ROLES } from "../policy";
import { roles } from "../route-rules";
import {
  scheduleActionResponse,
  scheduleCalendarQuery,
  scheduleCalendarResponse,
  scheduleCancelBody,
  scheduleCountQuery,
  scheduleCountResponse,
  scheduleCreateBody,
  scheduleListQuery,
  scheduleListResponse,
  scheduleOutcomeBody,
  scheduleSchema,
  scheduleSpecialistsResponse,
  scheduleStandHoursResponse,
  scheduleUpdateBody,
} from "../schedules";

/**
 * The agenda (decision 053): appointments between a specialist and a lead on the 30-minute grid. Who may call each
 * route is here; what they see is the service's scope.
 */
const tags = ["schedules"];
const byId = z.object({ id: idSchema });
/** The access rule's scope (admins every appointment, coordinators their teams', specialists their own). */
const ACCESS_SCOPE =
  "every appointment for SCHEDULE_ALL_ROLES; coordinators their sales teams'; specialists their own; RECEPCIONIST the stand visits booked at the stand they checked in at";
/** What the descriptions say about the scope. */
const SCOPE =
  "Admins and the sales secretary: every appointment; coordinators: their sales teams' specialists (and their own); " +
  "specialists: their own; RECEPCIONIST: the stand visits booked at the stand they checked in at (read only).";
const READ = roles(SCHEDULE_READ_ROLES, { scope: ACCESS_SCOPE });
const WRITE = roles(SCHEDULE_WRITE_ROLES, { scope: ACCESS_SCOPE });

export const SCHEDULES = {
  list: defineEndpoint({
    method: "GET",
    path: "/schedules",
    operationId: "listSchedules",
    summary: "List appointments",
    description:
      "Appointments overlapping [starts_at, ends_at) in time order (day and week views), or every appointment of " +
      `one lead (lead_id, newest first). specialist_ids (comma-joined) narrows within the scope. ${SCOPE}`,
    tags,
    access: READ,
    query: scheduleListQuery,
    status: 200,
    response: scheduleListResponse,
  }),
  calendar: defineEndpoint({
    method: "GET",
    path: "/schedules/calendar",
    operationId: "getScheduleCalendar",
    summary: "Read the agenda's calendar cells",
    description:
      "The day and week views' cells (decision 058): the appointments overlapping [starts_at, ends_at) in time " +
      "order, each with only what a calendar cell shows (lead name, specialist and enterprise ids, type, status, " +
      "times), and the specialists' and enterprises' names once per answer. Same filters and scope as GET " +
      `/schedules; the whole appointment is GET /schedules/{id}. ${SCOPE}`,
    tags,
    access: READ,
    query: scheduleCalendarQuery,
    status: 200,
    response: scheduleCalendarResponse,
  }),
  countByDate: defineEndpoint({
    method: "GET",
    path: "/schedules/count-by-date",
    operationId: "countSchedulesByDate",
    summary: "Count appointments per day",
    description:
      "Appointments per day (America/Sao_Paulo, by start) from starts_date to ends_date (YYYY-MM-DD, both " +
      `included, at most 62 days), cancelled ones aside; days without any are left out. ${SCOPE}`,
    tags,
    access: READ,
    query: scheduleCountQuery,
    status: 200,
    response: scheduleCountResponse,
  }),
  specialists: defineEndpoint({
    method: "GET",
    path: "/schedules/specialists",
    operationId: "listAgendaSpecialists",
    summary: "List specialists whose agenda the caller sees",
    description: `Whose agendas the caller opens and books into (the caller first). ${SCOPE}`,
    tags,
    access: READ,
    status: 200,
    response: scheduleSpecialistsResponse,
  }),
  standHours: defineEndpoint({
    method: "GET",
    path: "/schedules/stand-hours/:enterpriseId",
    operationId: "getStandHours",
    summary: "Read a stand's opening hours",
    description:
      "The opening hours of the enterprise's stand (weekday 0-6, HH:MM in America/Sao_Paulo), for booking stand " +
      "visits: POST/PUT /schedules refuse a STAND_VISIT outside them (400 on starts_at). Empty when the " +
      "enterprise has no stand or no hours set (then nothing is refused for that reason).",
    tags,
    access: roles(SCHEDULE_WRITE_ROLES),
    params: z.object({ enterpriseId: idSchema }),
    status: 200,
    response: scheduleStandHoursResponse,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/schedules/:id",
    operationId: "getSchedule",
    summary: "Read an appointment",
    description: SCOPE,
    tags,
    access: READ,
    params: byId,
    status: 200,
    response: scheduleSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/schedules",
    operationId: "createSchedule",
    summary: "Book an appointment",
    conflict: true,
    description:
      "Books an appointment in a specialist's agenda (default: the caller's) for one of the caller's leads. " +
      "starts_at on the 30-minute grid, not before the current half hour (400), a STAND_VISIT inside the stand's " +
      "opening hours (400; GET /schedules/stand-hours/{enterpriseId}); duration_minutes 30 to 240 in steps of 30. A taken slot is 409 (the " +
      "database holds one row per specialist and slot). The lead's timeline gets a VISIT / CALL log; the " +
      "specialist is reminded 30 minutes before (notification IN_TIME).",
    tags,
    access: WRITE,
    body: scheduleCreateBody,
    status: 201,
    response: scheduleActionResponse,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/schedules/:id",
    operationId: "updateSchedule",
    summary: "Change an appointment",
    conflict: true,
    description:
      "Moves or edits a SCHEDULED appointment (start, duration, specialist, type, enterprise, notes). A move " +
      "re-checks the slots (409 when taken), logs it in the lead's timeline and re-schedules the reminder.",
    tags,
    access: WRITE,
    params: byId,
    body: scheduleUpdateBody,
    status: 200,
    response: scheduleActionResponse,
  }),
  cancel: defineEndpoint({
    method: "PUT",
    path: "/schedules/:id/cancel",
    operationId: "cancelSchedule",
    summary: "Cancel an appointment",
    conflict: true,
    description: "Cancels a SCHEDULED appointment: its slots are free again, its reminder is dropped, logged.",
    tags,
    access: WRITE,
    params: byId,
    body: scheduleCancelBody,
    status: 200,
    response: scheduleActionResponse,
  }),
  outcome: defineEndpoint({
    method: "PUT",
    path: "/schedules/:id/outcome",
    operationId: "recordScheduleOutcome",
    summary: "Record an appointment's outcome",
    conflict: true,
    description: "Closes a SCHEDULED appointment as DONE or NO_SHOW, with notes; logged in the lead's timeline.",
    tags,
    access: WRITE,
    params: byId,
    body: scheduleOutcomeBody,
    status: 200,
    response: scheduleActionResponse,
  }),
} as const;
