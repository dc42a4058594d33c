import { idSchema, paginationQuery } from "@portal/contracts/common";
import {
  PRE_LEAD_IMPORT_MAX_BYTES,
  preLeadImportListResponse,
  preLeadImportResultSchema,
} from "@portal/contracts/pre-leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readUpload } from "../../lib/multipart-form";
import { toImportResultDto, toImportSummaryDto } from "./pre-leads.mapper";

/** /pre-leads/imports: CSV imports of the pre-lead base and their history (coordinators and admins). */
export default async function preLeadImportsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { preLeadImports } = app.services;
  const tags = ["pre-leads"];

  r.post(
    "/pre-leads/imports",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 201: preLeadImportResultSchema } } },
    async (request, reply) => {
      const form = await readUpload(request, z.object({}), {
        maxBytes: PRE_LEAD_IMPORT_MAX_BYTES,
        tooLargeText: "deve ter no máximo 10 MB",
      });
      const { record, rows } = await preLeadImports.import(request.auth, form.file.fileName, form.file.buffer);
      return reply.code(201).send(toImportResultDto(record, rows));
    },
  );

  r.get(
    "/pre-leads/imports",
    { schema: { tags, querystring: paginationQuery, response: { 200: preLeadImportListResponse } } },
    async (request) => {
      const { rows, total } = await preLeadImports.list(request.query.skip, request.query.limit);
      return {
        payload: rows.map(toImportSummaryDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get(
    "/pre-leads/imports/:id",
    { schema: { tags, params: z.object({ id: idSchema }), response: { 200: preLeadImportResultSchema } } },
    async (request) => {
      const { record, rows } = await preLeadImports.get(request.params.id);
      return toImportResultDto(record, rows);
    },
  );
}
