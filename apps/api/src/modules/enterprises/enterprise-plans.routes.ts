import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  commonAreaPlanListQuery,
  commonAreaPlanUpdateBody,
  commonAreaPlanUploadFields,
  ENTERPRISE_PLAN_MAX_BYTES,
  ENTERPRISE_PLAN_MSG,
  enterprisePlanListResponse,
  enterprisePlanSchema,
  PLAN_PATHS,
  planFileQuery,
  towerPlanListQuery,
  towerPlanUpdateBody,
  towerPlanUploadFields,
} from "@portal/contracts/enterprise-plans";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readUpload } from "../../lib/multipart-form";
import { toEnterprisePlanDto } from "./enterprises.mapper";

const SCHEMAS = {
  TOWER_PLAN: { upload: towerPlanUploadFields, update: towerPlanUpdateBody, list: towerPlanListQuery },
  COMMON_AREA_PLAN: {
    upload: commonAreaPlanUploadFields,
    update: commonAreaPlanUpdateBody,
    list: commonAreaPlanListQuery,
  },
} as const;

/**
 * /enterprises/{id}/towers-plans and /enterprises/{id}/commom-area-plans (same routes for both kinds): upload
 * (multipart: file + title, order, and tower_id for tower plans), list, update title/order, delete, and the file.
 */
export default async function enterprisePlansRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterprisePlans: plans } = app.services;
  const params = z.object({ id: idSchema });
  const planParams = params.extend({ planId: idSchema });
  const tags = ["enterprise-plans"];

  for (const kind of ["TOWER_PLAN", "COMMON_AREA_PLAN"] as const) {
    const base = `/enterprises/:id/${PLAN_PATHS[kind]}`;
    const schemas = SCHEMAS[kind];

    r.post(
      base,
      {
        schema: {
          tags,
          params,
          consumes: ["multipart/form-data"],
          description: `Multipart: \`file\` (JPEG, PNG, WebP or PDF by content, at most 10 MB), ${kind === "TOWER_PLAN" ? "`tower_id`, " : ""}optional \`title\` and \`order\`.`,
          response: { 201: enterprisePlanSchema },
        },
      },
      async (request, reply) => {
        const form = await readUpload(request, schemas.upload, {
          maxBytes: ENTERPRISE_PLAN_MAX_BYTES,
          tooLargeText: ENTERPRISE_PLAN_MSG.tooLarge,
        });
        const data = form.fields as { tower_id?: string; title?: string; order?: number };
        const row = await plans.upload(
          request.auth,
          request.params.id,
          kind,
          { towerId: data.tower_id, title: data.title, order: data.order },
          form.file,
        );
        return reply.code(201).send(toEnterprisePlanDto(row));
      },
    );

    r.get(
      base,
      { schema: { tags, params, querystring: schemas.list, response: { 200: enterprisePlanListResponse } } },
      async (request) => {
        const q = request.query as { skip: number; limit: number; tower_id?: string };
        const { rows, total } = await plans.list(request.auth, request.params.id, kind, {
          skip: q.skip,
          limit: q.limit,
          towerId: q.tower_id,
        });
        return { payload: rows.map(toEnterprisePlanDto), pagination: { total, skip: q.skip, limit: q.limit } };
      },
    );

    r.get(
      `${base}/:planId`,
      { schema: { tags, params: planParams, response: { 200: enterprisePlanSchema } } },
      async (request) =>
        toEnterprisePlanDto(await plans.get(request.auth, request.params.id, kind, request.params.planId)),
    );

    r.get(
      `${base}/:planId/file`,
      {
        schema: {
          tags,
          params: planParams,
          querystring: planFileQuery,
          description: "The stored image or PDF, inline (for <img>); `download=true` for an attachment.",
        },
      },
      async (request, reply) => {
        const { row, stream } = await plans.open(request.auth, request.params.id, kind, request.params.planId);
        const disposition = request.query.download === "true" ? "attachment" : "inline";
        reply.header("content-type", row.mimeType);
        reply.header("content-length", row.size);
        reply.header("content-disposition", contentDisposition(row.fileName, disposition));
        reply.header("x-content-type-options", "nosniff");
        reply.header("cache-control", "private, max-age=300");
        return reply.send(stream);
      },
    );

    r.put(
      `${base}/:planId`,
      { schema: { tags, params: planParams, body: schemas.update, response: { 200: enterprisePlanSchema } } },
      async (request) =>
        toEnterprisePlanDto(
          await plans.update(request.auth, request.params.id, kind, request.params.planId, request.body),
        ),
    );

    r.delete(
      `${base}/:planId`,
      { schema: { tags, params: planParams, response: { 200: messageResponse } } },
      async (request) => {
        await plans.remove(request.auth, request.params.id, kind, request.params.planId);
        return { message: ENTERPRISE_PLAN_MSG.deleted };
      },
    );
  }
}
