import { idSchema } from "@portal/contracts/common";
import {
  annotationBody,
  leadLogSchema,
  leadLogsQuery,
  leadLogsResponse,
  logPatchBody,
  movementsQuery,
  movementsResponse,
} from "@portal/contracts/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";

/** Lead history: logs, annotations, log edits, movements. Registered inside leadsRoutes (auth applies). */
export default async function leadHistoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { history } = app.services.leads;
  const params = z.object({ id: idSchema });
  const tags = ["leads"];

  r.get(
    "/leads/:id/logs",
    { schema: { tags, params, querystring: leadLogsQuery, response: { 200: leadLogsResponse } } },
    async (request) => history.logs(request.auth, request.params.id, request.query),
  );

  r.post(
    "/leads/:id/annotations",
    { schema: { tags, params, body: annotationBody, response: { 201: leadLogSchema } } },
    async (request, reply) =>
      reply.code(201).send(await history.annotate(request.auth, request.params.id, request.body)),
  );

  r.patch(
    "/leads/logs/:logId",
    {
      schema: {
        tags,
        params: z.object({ logId: idSchema }),
        body: logPatchBody,
        response: { 200: leadLogSchema },
      },
    },
    async (request) => history.editLog(request.auth, request.params.logId, request.body, requestMeta(request)),
  );

  r.get(
    "/leads/movements",
    { schema: { tags, querystring: movementsQuery, response: { 200: movementsResponse } } },
    async (request) => history.movements(request.auth, request.query),
  );
}
