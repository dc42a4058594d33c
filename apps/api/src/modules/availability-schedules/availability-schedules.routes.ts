import {
  AVAILABILITY_SCHEDULE_IMPORT_MAX_BYTES,
  availabilityScheduleImportFields,
} from "@portal/contracts/availability-schedules";
import { AVAILABILITY_SCHEDULES, XLSX_CONTENT_TYPE } from "@portal/contracts/endpoints/availability-schedules";
import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";
import { readUpload } from "../../lib/multipart-form";
import { toScheduleDto, toScheduleSpecialistDto } from "./availability-schedules.mapper";

/**
 * Availability schedules (decision 052): the month grid per stand, specialist x day x shift. Each route is its
 * definition in packages/contracts/src/endpoints/availability-schedules.ts plus the call to the service.
 */
export default async function availabilitySchedulesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { schedules, files } = app.services.availabilitySchedules;

  route(app, AVAILABILITY_SCHEDULES.list, async (request) => {
    const rows = await schedules.list(request.auth, request.query);
    return { payload: rows.map(toScheduleDto), pagination: { total: rows.length, skip: 0, limit: rows.length } };
  });

  route(app, AVAILABILITY_SCHEDULES.stands, async (request) => ({
    payload: (await schedules.stands(request.auth)).map((s) => ({
      enterprise_id: s.enterpriseId,
      name: s.name,
      editable: s.editable,
    })),
  }));

  route(app, AVAILABILITY_SCHEDULES.specialists, async (request) => {
    const rows = await schedules.specialists(request.auth);
    return {
      payload: rows.map(toScheduleSpecialistDto),
      pagination: { total: rows.length, skip: 0, limit: rows.length },
    };
  });

  route(app, AVAILABILITY_SCHEDULES.shiftHours, async () => {
    const { hours, tolerance } = await schedules.shiftHours();
    return { shift_hours: hours, check_in_tolerance_minutes: tolerance };
  });

  route(app, AVAILABILITY_SCHEDULES.change, async (request) => schedules.change(request.auth, request.body));
  route(app, AVAILABILITY_SCHEDULES.copyWeek, async (request) => schedules.copyWeek(request.auth, request.body));
  route(app, AVAILABILITY_SCHEDULES.clear, async (request) => schedules.clear(request.auth, request.body));

  route(app, AVAILABILITY_SCHEDULES.import, async (request) => {
    const form = await readUpload(request, availabilityScheduleImportFields, {
      maxBytes: AVAILABILITY_SCHEDULE_IMPORT_MAX_BYTES,
      tooLargeText: "deve ter no máximo 5 MB",
    });
    return files.import(request.auth, form.fields.enterprise_id, form.fields.month, form.file.buffer);
  });

  route(app, AVAILABILITY_SCHEDULES.export, async (request, reply) => {
    const file = await files.export(request.auth, request.query.enterprise_id, request.query.month);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.buffer);
  });
}
