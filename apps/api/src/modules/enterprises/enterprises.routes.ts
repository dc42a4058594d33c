import { idSchema } from "@portal/contracts/common";
import {
  ENTERPRISE_ADMIN_ROLES,
  enterpriseCreateBody,
  enterpriseListQuery,
  enterpriseListResponse,
  enterpriseSchema,
  enterpriseSimplifiedResponse,
  enterpriseUpdateBody,
} from "@portal/contracts/enterprises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";
import { toEnterpriseDto } from "./enterprises.mapper";

/** /enterprises: read by every authenticated user (partners: active only); written by admins. */
export default async function enterprisesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterprises } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["enterprises"];
  const adminOnly = app.requireRoles(ENTERPRISE_ADMIN_ROLES);

  r.get(
    "/enterprises",
    { schema: { tags, querystring: enterpriseListQuery, response: { 200: enterpriseListResponse } } },
    async (request) => {
      const { rows, total, counts } = await enterprises.list(request.auth, request.query);
      return {
        payload: rows.map((row) => {
          const units = counts.get(row.id) ?? { total: 0, available: 0 };
          return { ...toEnterpriseDto(row), units_total: units.total, units_available: units.available };
        }),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get("/enterprises/simplified", { schema: { tags, response: { 200: enterpriseSimplifiedResponse } } }, async () => ({
    payload: (await enterprises.simplified()).map((e) => ({ _id: e.id, name: e.name, city: e.city })),
  }));

  r.get("/enterprises/:id", { schema: { tags, params, response: { 200: enterpriseSchema } } }, async (request) =>
    toEnterpriseDto(await enterprises.get(request.auth, request.params.id)),
  );

  r.post(
    "/enterprises",
    { onRequest: adminOnly, schema: { tags, body: enterpriseCreateBody, response: { 201: enterpriseSchema } } },
    async (request, reply) => {
      const row = await enterprises.create(request.auth, request.body, requestMeta(request));
      return reply.code(201).send(toEnterpriseDto(row));
    },
  );

  r.put(
    "/enterprises/:id",
    { onRequest: adminOnly, schema: { tags, params, body: enterpriseUpdateBody, response: { 200: enterpriseSchema } } },
    async (request) =>
      toEnterpriseDto(await enterprises.update(request.auth, request.params.id, request.body, requestMeta(request))),
  );
}
