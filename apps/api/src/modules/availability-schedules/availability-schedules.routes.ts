import {
  AVAILABILITY_SCHEDULE_IMPORT_MAX_BYTES,
  availabilityScheduleChangesBody,
  availabilityScheduleClearBody,
  availabilityScheduleCopyWeekBody,
  availabilityScheduleExportQuery,
  availabilityScheduleImportFields,
  availabilityScheduleListResponse,
  availabilityScheduleQuery,
  availabilityScheduleWriteResponse,
  scheduleSpecialistListResponse,
  scheduleStandListResponse,
  shiftHoursResponse,
} from "@portal/contracts/availability-schedules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readUpload } from "../../lib/multipart-form";
import { toScheduleDto, toScheduleSpecialistDto } from "./availability-schedules.mapper";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Availability schedules (decision 052): the month grid per stand, specialist x day x shift.
 * Who may call each route: packages/contracts/src/route-access.ts.
 */
export default async function availabilitySchedulesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { schedules, files } = app.services.availabilitySchedules;
  const tags = ["availability-schedules"];

  r.get(
    "/availability-schedules",
    {
      schema: {
        tags,
        description:
          "A month of the schedule: a stand's (`enterprise_id`) and/or a specialist's (`user_id`), by day and shift. " +
          "Coordinators and admins read any; a booth specialist reads their own month (no `enterprise_id`) and the " +
          "month of a stand they are scheduled at that month (403 otherwise). The whole month in one page.",
        querystring: availabilityScheduleQuery,
        response: { 200: availabilityScheduleListResponse },
      },
    },
    async (request) => {
      const rows = await schedules.list(request.auth, request.query);
      return { payload: rows.map(toScheduleDto), pagination: { total: rows.length, skip: 0, limit: rows.length } };
    },
  );

  r.get(
    "/availability-schedules/stands",
    {
      schema: {
        tags,
        description:
          "The active stands, by name, each with `editable`: whether the caller writes its schedule (admins every " +
          "stand; a booth coordinator the stands served by an active sales team they coordinate or belong to).",
        response: { 200: scheduleStandListResponse },
      },
    },
    async (request) => ({
      payload: (await schedules.stands(request.auth)).map((s) => ({
        enterprise_id: s.enterpriseId,
        name: s.name,
        editable: s.editable,
      })),
    }),
  );

  r.get(
    "/availability-schedules/specialists",
    {
      schema: {
        tags,
        description: "The grid's rows: active booth specialists and receptionists (`kind`), by name (decision 061).",
        response: { 200: scheduleSpecialistListResponse },
      },
    },
    async (request) => {
      const rows = await schedules.specialists(request.auth);
      return {
        payload: rows.map(toScheduleSpecialistDto),
        pagination: { total: rows.length, skip: 0, limit: rows.length },
      };
    },
  );

  r.get(
    "/availability-schedules/shift-hours",
    {
      schema: {
        tags,
        description:
          "The shifts' hours (setting `shift_hours`, America/Sao_Paulo; N ends at 24:00) and how many minutes before " +
          "a shift its specialists may check in (setting `shift_check_in_tolerance_minutes`). Admins change them " +
          "with PUT /settings/{key}.",
        response: { 200: shiftHoursResponse },
      },
    },
    async () => {
      const { hours, tolerance } = await schedules.shiftHours();
      return { shift_hours: hours, check_in_tolerance_minutes: tolerance };
    },
  );

  r.put(
    "/availability-schedules",
    {
      schema: {
        tags,
        description:
          "Click or drag on the grid: cells of one stand turned on (`scheduled: true`) or off, all or nothing. A " +
          "specialist already at another stand in the same shift is refused with 409 (unique index " +
          "availability_schedules_one_stand_per_shift; concurrent writes too).",
        body: availabilityScheduleChangesBody,
        response: { 200: availabilityScheduleWriteResponse },
      },
    },
    async (request) => schedules.change(request.auth, request.body),
  );

  r.post(
    "/availability-schedules/copy-week",
    {
      schema: {
        tags,
        description:
          "Copies the 7 days from `from` over the 7 days from `to` at one stand (the target week is replaced). " +
          "409 when a copied shift is taken at another stand; nothing is written then.",
        body: availabilityScheduleCopyWeekBody,
        response: { 200: availabilityScheduleWriteResponse },
      },
    },
    async (request) => schedules.copyWeek(request.auth, request.body),
  );

  r.post(
    "/availability-schedules/clear",
    {
      schema: {
        tags,
        description: "Clears a stand's month, or one specialist's month at that stand (`user_id`).",
        body: availabilityScheduleClearBody,
        response: { 200: availabilityScheduleWriteResponse },
      },
    },
    async (request) => schedules.clear(request.auth, request.body),
  );

  r.post(
    "/availability-schedules/import",
    {
      schema: {
        tags,
        description:
          "multipart/form-data: `file` (.xlsx in the export's layout), `enterprise_id`, `month` (AAAA-MM). Replaces " +
          "the stand's month. Every row is checked first; when any is wrong nothing is written and the 400's " +
          "`message` lists every bad row in pt-BR ('Linha 7: especialista não encontrado (...)').",
        consumes: ["multipart/form-data"],
        response: { 200: availabilityScheduleWriteResponse },
      },
    },
    async (request) => {
      const form = await readUpload(request, availabilityScheduleImportFields, {
        maxBytes: AVAILABILITY_SCHEDULE_IMPORT_MAX_BYTES,
        tooLargeText: "deve ter no máximo 5 MB",
      });
      return files.import(request.auth, form.fields.enterprise_id, form.fields.month, form.file.buffer);
    },
  );

  r.get(
    "/availability-schedules/export",
    {
      schema: {
        tags,
        description: "The stand's month as XLSX: the import's template (sheet 'Escala', one row per specialist).",
        querystring: availabilityScheduleExportQuery,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const file = await files.export(request.auth, request.query.enterprise_id, request.query.month);
      return reply
        .type(XLSX)
        .header("content-disposition", contentDisposition(file.fileName))
        .header("cache-control", "private, no-store")
        .send(file.buffer);
    },
  );
}
