import { idSchema } from "@portal/contracts/common";
import {
  leadContractInfoBody,
  leadCreateBody,
  leadCreateResponse,
  leadDetailQuery,
  leadLinkBody,
  leadLinkResponse,
  leadListQuery,
  leadListResponse,
  leadSchema,
  leadUpdateBody,
} from "@portal/contracts/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { requestMeta } from "../../lib/http";
import leadAttendanceRoutes from "./lead-attendance.routes";
import leadExportsRoutes from "./lead-exports.routes";
import leadHistoryRoutes from "./lead-history.routes";
import leadLifecycleRoutes from "./lead-lifecycle.routes";
import leadLookupRoutes from "./lead-lookup.routes";
import partnerClientsRoutes from "./partner-clients.routes";

/** /leads: list, detail, create, general and contract data, links; the other lead routes are registered here. */
export default async function leadsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { query, write, links } = app.services.leads;
  const params = z.object({ id: idSchema });
  const tags = ["leads"];

  r.get(
    "/leads",
    {
      schema: { tags, querystring: leadListQuery, response: { 200: leadListResponse } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => query.list(request.auth, request.query),
  );

  r.get(
    "/leads/:id",
    { schema: { tags, params, querystring: leadDetailQuery, response: { 200: leadSchema } } },
    async (request) => query.get(request.auth, request.params.id, request.query.temporary_token),
  );

  r.post(
    "/leads",
    { schema: { tags, body: leadCreateBody, response: { 200: leadCreateResponse, 201: leadCreateResponse } } },
    async (request, reply) => {
      const result = await write.create(request.auth, request.body);
      return reply.code(result.duplicate ? 200 : 201).send(result);
    },
  );

  r.put(
    "/leads/:id",
    { schema: { tags, params, body: leadUpdateBody, response: { 200: leadSchema } } },
    async (request) => write.update(request.auth, request.params.id, request.body),
  );

  r.put(
    "/leads/:id/contract-info",
    { schema: { tags, params, body: leadContractInfoBody, response: { 200: leadSchema } } },
    async (request) => write.updateContractInfo(request.auth, request.params.id, request.body),
  );

  r.post(
    "/leads/:id/links",
    { schema: { tags, params, body: leadLinkBody, response: { 201: leadLinkResponse } } },
    async (request, reply) => {
      const link = await links.create(
        request.auth,
        request.params.id,
        request.body.expires_in_hours,
        requestMeta(request),
      );
      return reply.code(201).send(link);
    },
  );

  await app.register(leadHistoryRoutes);
  await app.register(leadLifecycleRoutes);
  await app.register(leadAttendanceRoutes);
  await app.register(leadLookupRoutes);
  await app.register(partnerClientsRoutes);
  await app.register(leadExportsRoutes);
}
