import { idSchema } from "@portal/contracts/common";
import {
  attendanceBody,
  attendanceResponse,
  attendBody,
  attendResponse,
  favoriteBody,
  favoriteResponse,
} from "@portal/contracts/leads";
import { MSG } from "@portal/contracts/messages";
import { toAttendanceDto } from "@portal/domain/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Attendance ('Atender') and favourites. Registered inside leadsRoutes (auth applies). */
export default async function leadAttendanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { attendance } = app.services.leads;
  const params = z.object({ id: idSchema });
  const tags = ["leads"];

  r.put(
    "/leads/:id/attend",
    { schema: { tags, params, body: attendBody, response: { 200: attendResponse } } },
    async (request) => {
      const result = await attendance.attend(request.auth, request.params.id, request.body?.leadId);
      return { message: MSG.leadAttended, lead: result.lead, attendance: toAttendanceDto(result.attendance) };
    },
  );

  r.put(
    "/leads/:id/attendance",
    { schema: { tags, params, body: attendanceBody, response: { 200: attendanceResponse } } },
    async (request) => {
      const result = await attendance.assign(request.auth, request.params.id, request.body);
      return { lead: result.lead, attendance: toAttendanceDto(result.attendance) };
    },
  );

  r.put(
    "/leads/:id/favorite",
    { schema: { tags, params, body: favoriteBody, response: { 200: favoriteResponse } } },
    async (request) => attendance.setFavorite(request.auth, request.params.id, request.body.favorite),
  );
}
