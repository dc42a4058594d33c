import { SCHEDULES } from "@portal/contracts/endpoints/schedules";
import { SCHEDULE_MSG } from "@portal/contracts/schedules";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { toScheduleCalendar, toScheduleDto } from "./schedules.mapper";

/**
 * The agenda (decision 053): appointments between a specialist and a lead on the 30-minute grid. Each route is its
 * definition in packages/contracts/src/endpoints/schedules.ts plus the call to the service; what a caller sees is
 * the service's scope.
 */
export default async function schedulesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { writes, queries } = app.services.schedules;
  // The week view of a team is a few hundred appointments: compiled once like GET /leads (decision 022; bench in
  // decision 057). The answer comes from the one typed mapper, toScheduleDto.
  const fast = { serializerCompiler: fastSerializerCompiler };

  route(
    app,
    SCHEDULES.list,
    async (request) => {
      const page = await queries.list(request.auth, request.query);
      return {
        payload: page.rows.map(toScheduleDto),
        pagination: { total: page.total, skip: page.skip, limit: page.limit },
      };
    },
    fast,
  );

  route(
    app,
    SCHEDULES.calendar,
    async (request) => {
      const page = await queries.calendar(request.auth, request.query);
      return {
        ...toScheduleCalendar(page.rows),
        pagination: { total: page.total, skip: page.skip, limit: page.limit },
      };
    },
    fast,
  );

  route(app, SCHEDULES.countByDate, async (request) => {
    const payload = await queries.countByDate(request.auth, request.query);
    return { payload, total: payload.reduce((sum, d) => sum + d.count, 0) };
  });

  route(app, SCHEDULES.specialists, async (request) => {
    const { scope, users } = await queries.specialists(request.auth);
    return { scope, payload: users.map((u) => ({ _id: u.id, full_name: u.fullName })) };
  });

  route(app, SCHEDULES.standHours, async (request) => {
    const hours = await queries.standHours(request.params.enterpriseId);
    return {
      enterprise_id: request.params.enterpriseId,
      opening_hours: hours.map((h) => ({ weekday: h.weekday, opens_at: h.opens_at, closes_at: h.closes_at })),
    };
  });

  route(app, SCHEDULES.get, async (request) => toScheduleDto(await queries.get(request.auth, request.params.id)));

  route(app, SCHEDULES.create, async (request) => ({
    message: SCHEDULE_MSG.created,
    schedule: toScheduleDto(await writes.create(request.auth, request.body)),
  }));

  route(app, SCHEDULES.update, async (request) => ({
    message: SCHEDULE_MSG.updated,
    schedule: toScheduleDto(await writes.update(request.auth, request.params.id, request.body)),
  }));

  route(app, SCHEDULES.cancel, async (request) => ({
    message: SCHEDULE_MSG.canceled,
    schedule: toScheduleDto(await writes.cancel(request.auth, request.params.id, request.body)),
  }));

  route(app, SCHEDULES.outcome, async (request) => ({
    message: SCHEDULE_MSG.outcome,
    schedule: toScheduleDto(await writes.outcome(request.auth, request.params.id, request.body)),
  }));
}
