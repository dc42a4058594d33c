import { idSchema } from "@portal/contracts/common";
import {
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MSG,
  leadFileDeleteQuery,
  leadFileDeleteResponse,
  leadFileListResponse,
  leadFileSchema,
  leadFileUploadFields,
} from "@portal/contracts/lead-files";
import { leadDetailQuery } from "@portal/contracts/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readUpload } from "../../lib/multipart-form";
import { toLeadFileDto } from "./lead-files.mapper";

/** /leads/{id}/files: a lead's documents, for whoever may see the lead (others get 404). */
export default async function leadFilesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { leadFiles } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["lead-files"];

  r.post(
    "/leads/:id/files",
    { schema: { tags, params, consumes: ["multipart/form-data"], response: { 201: leadFileSchema } } },
    async (request, reply) => {
      const form = await readUpload(request, leadFileUploadFields, {
        maxBytes: LEAD_FILE_MAX_BYTES,
        tooLargeText: LEAD_FILE_MSG.tooLarge,
        fallbackField: "fileType",
      });
      const row = await leadFiles.upload(request.auth, request.params.id, { ...form.fields, file: form.file });
      return reply.code(201).send(toLeadFileDto(row));
    },
  );

  r.get(
    "/leads/:id/files",
    { schema: { tags, params, querystring: leadDetailQuery, response: { 200: leadFileListResponse } } },
    async (request) => ({
      payload: (await leadFiles.list(request.auth, request.params.id, request.query.temporary_token)).map(
        toLeadFileDto,
      ),
    }),
  );

  r.get(
    "/leads/:id/files/:fileId",
    {
      schema: {
        tags,
        params: z.object({ id: idSchema, fileId: z.uuid({ error: "é inválido" }) }),
        querystring: leadDetailQuery,
        produces: ["application/pdf", "image/png", "image/jpeg", "image/webp"],
      },
    },
    async (request, reply) => {
      const { row, stream } = await leadFiles.open(
        request.auth,
        request.params.id,
        request.params.fileId,
        request.query.temporary_token,
      );
      reply.header("content-type", row.mimeType);
      reply.header("content-length", row.size);
      reply.header("content-disposition", contentDisposition(row.fileName));
      reply.header("cache-control", "private, no-store");
      reply.header("x-content-type-options", "nosniff");
      return reply.send(stream);
    },
  );

  r.delete(
    "/leads/:id/files",
    { schema: { tags, params, querystring: leadFileDeleteQuery, response: { 200: leadFileDeleteResponse } } },
    async (request) => {
      const { fileType, copartnerId } = request.query;
      const deleted = await leadFiles.remove(request.auth, request.params.id, fileType, copartnerId);
      return { message: LEAD_FILE_MSG.deleted, deleted };
    },
  );
}
