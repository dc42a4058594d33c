import { idSchema } from "@portal/contracts/common";
import {
  SCHEDULE_MSG,
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
} from "@portal/contracts/schedules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { toScheduleCalendar, toScheduleDto } from "./schedules.mapper";

const SCOPE =
  "Admins and the sales secretary: every appointment; coordinators: their sales teams' specialists (and their own); " +
  "specialists: their own; RECEPCIONIST: the stand visits booked at the stand they checked in at (read only).";

/**
 * The agenda (decision 053): appointments between a specialist and a lead on the 30-minute grid.
 * Who may call each route: packages/contracts/src/route-access.ts; what they see: the service's scope.
 */
export default async function schedulesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { writes, queries } = app.services.schedules;
  const tags = ["schedules"];
  const byId = z.object({ id: idSchema });

  r.get(
    "/schedules",
    {
      schema: {
        tags,
        description:
          "Appointments overlapping [starts_at, ends_at) in time order (day and week views), or every appointment of " +
          `one lead (lead_id, newest first). specialist_ids (comma-joined) narrows within the scope. ${SCOPE}`,
        querystring: scheduleListQuery,
        response: { 200: scheduleListResponse },
      },
      // The week view of a team is a few hundred appointments: compiled once like GET /leads (decision 022; bench
      // in decision 057). The answer comes from the one typed mapper, toScheduleDto.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const page = await queries.list(request.auth, request.query);
      return {
        payload: page.rows.map(toScheduleDto),
        pagination: { total: page.total, skip: page.skip, limit: page.limit },
      };
    },
  );

  r.get(
    "/schedules/calendar",
    {
      schema: {
        tags,
        description:
          "The day and week views' cells (decision 058): the appointments overlapping [starts_at, ends_at) in time " +
          "order, each with only what a calendar cell shows (lead name, specialist and enterprise ids, type, status, " +
          "times), and the specialists' and enterprises' names once per answer. Same filters and scope as GET " +
          `/schedules; the whole appointment is GET /schedules/{id}. ${SCOPE}`,
        querystring: scheduleCalendarQuery,
        response: { 200: scheduleCalendarResponse },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const page = await queries.calendar(request.auth, request.query);
      return {
        ...toScheduleCalendar(page.rows),
        pagination: { total: page.total, skip: page.skip, limit: page.limit },
      };
    },
  );

  r.get(
    "/schedules/count-by-date",
    {
      schema: {
        tags,
        description:
          "Appointments per day (America/Sao_Paulo, by start) from starts_date to ends_date (YYYY-MM-DD, both " +
          `included, at most 62 days), cancelled ones aside; days without any are left out. ${SCOPE}`,
        querystring: scheduleCountQuery,
        response: { 200: scheduleCountResponse },
      },
    },
    async (request) => {
      const payload = await queries.countByDate(request.auth, request.query);
      return { payload, total: payload.reduce((sum, d) => sum + d.count, 0) };
    },
  );

  r.get(
    "/schedules/specialists",
    {
      schema: {
        tags,
        description: `Whose agendas the caller opens and books into (the caller first). ${SCOPE}`,
        response: { 200: scheduleSpecialistsResponse },
      },
    },
    async (request) => {
      const { scope, users } = await queries.specialists(request.auth);
      return { scope, payload: users.map((u) => ({ _id: u.id, full_name: u.fullName })) };
    },
  );

  r.get(
    "/schedules/stand-hours/:enterpriseId",
    {
      schema: {
        tags,
        description:
          "The opening hours of the enterprise's stand (weekday 0-6, HH:MM in America/Sao_Paulo), for booking stand " +
          "visits: POST/PUT /schedules refuse a STAND_VISIT outside them (400 on starts_at). Empty when the " +
          "enterprise has no stand or no hours set (then nothing is refused for that reason).",
        params: z.object({ enterpriseId: idSchema }),
        response: { 200: scheduleStandHoursResponse },
      },
    },
    async (request) => {
      const hours = await queries.standHours(request.params.enterpriseId);
      return {
        enterprise_id: request.params.enterpriseId,
        opening_hours: hours.map((h) => ({ weekday: h.weekday, opens_at: h.opens_at, closes_at: h.closes_at })),
      };
    },
  );

  r.get(
    "/schedules/:id",
    { schema: { tags, description: SCOPE, params: byId, response: { 200: scheduleSchema } } },
    async (request) => toScheduleDto(await queries.get(request.auth, request.params.id)),
  );

  r.post(
    "/schedules",
    {
      schema: {
        tags,
        description:
          "Books an appointment in a specialist's agenda (default: the caller's) for one of the caller's leads. " +
          "starts_at on the 30-minute grid, not before the current half hour (400), a STAND_VISIT inside the stand's " +
          "opening hours (400; GET /schedules/stand-hours/{enterpriseId}); duration_minutes 30 to 240 in steps of 30. A taken slot is 409 (the " +
          "database holds one row per specialist and slot). The lead's timeline gets a VISIT / CALL log; the " +
          "specialist is reminded 30 minutes before (notification IN_TIME).",
        body: scheduleCreateBody,
        response: { 201: scheduleActionResponse },
      },
    },
    async (request, reply) => {
      const schedule = await writes.create(request.auth, request.body);
      return reply.code(201).send({ message: SCHEDULE_MSG.created, schedule: toScheduleDto(schedule) });
    },
  );

  r.put(
    "/schedules/:id",
    {
      schema: {
        tags,
        description:
          "Moves or edits a SCHEDULED appointment (start, duration, specialist, type, enterprise, notes). A move " +
          "re-checks the slots (409 when taken), logs it in the lead's timeline and re-schedules the reminder.",
        params: byId,
        body: scheduleUpdateBody,
        response: { 200: scheduleActionResponse },
      },
    },
    async (request) => ({
      message: SCHEDULE_MSG.updated,
      schedule: toScheduleDto(await writes.update(request.auth, request.params.id, request.body)),
    }),
  );

  r.put(
    "/schedules/:id/cancel",
    {
      schema: {
        tags,
        description: "Cancels a SCHEDULED appointment: its slots are free again, its reminder is dropped, logged.",
        params: byId,
        body: scheduleCancelBody,
        response: { 200: scheduleActionResponse },
      },
    },
    async (request) => ({
      message: SCHEDULE_MSG.canceled,
      schedule: toScheduleDto(await writes.cancel(request.auth, request.params.id, request.body)),
    }),
  );

  r.put(
    "/schedules/:id/outcome",
    {
      schema: {
        tags,
        description: "Closes a SCHEDULED appointment as DONE or NO_SHOW, with notes; logged in the lead's timeline.",
        params: byId,
        body: scheduleOutcomeBody,
        response: { 200: scheduleActionResponse },
      },
    },
    async (request) => ({
      message: SCHEDULE_MSG.outcome,
      schedule: toScheduleDto(await writes.outcome(request.auth, request.params.id, request.body)),
    }),
  );
}
