import { idSchema } from "@portal/contracts/common";
import {
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
import enterpriseCatalogRoutes from "./enterprise-catalog.routes";
import enterpriseFilesRoutes from "./enterprise-files.routes";
import enterpriseLeadsRoutes from "./enterprise-leads.routes";
import enterprisePlansRoutes from "./enterprise-plans.routes";
import enterpriseStepsRoutes from "./enterprise-steps.routes";
import { toEnterpriseDto } from "./enterprises.mapper";

/**
 * The enterprises module's routes: the enterprise itself (below), its lead counts, the wizard, the catalog (read
 * views of its commercial rules and history), its files and its plans. Each plugin keeps its own auth hook.
 */
export default async function enterprisesRoutes(app: FastifyInstance) {
  await app.register(enterpriseRecordRoutes);
  await app.register(enterpriseLeadsRoutes);
  await app.register(enterpriseStepsRoutes);
  await app.register(enterpriseCatalogRoutes);
  await app.register(enterpriseFilesRoutes);
  await app.register(enterprisePlansRoutes);
}

/** /enterprises: read by every authenticated user (partners: active only); written by admins (the service checks). */
async function enterpriseRecordRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterprises } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["enterprises"];

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
    { schema: { tags, body: enterpriseCreateBody, response: { 201: enterpriseSchema } } },
    async (request, reply) => {
      const row = await enterprises.create(request.auth, request.body, requestMeta(request));
      return reply.code(201).send(toEnterpriseDto(row));
    },
  );

  r.put(
    "/enterprises/:id",
    { schema: { tags, params, body: enterpriseUpdateBody, response: { 200: enterpriseSchema } } },
    async (request) =>
      toEnterpriseDto(await enterprises.update(request.auth, request.params.id, request.body, requestMeta(request))),
  );
}
