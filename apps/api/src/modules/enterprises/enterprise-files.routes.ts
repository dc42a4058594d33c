import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  ENTERPRISE_FILE_MAX_BYTES,
  ENTERPRISE_FILE_MSG,
  enterpriseFileListResponse,
  enterpriseFileSchema,
  enterpriseFileUploadFields,
} from "@portal/contracts/enterprise-files";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readUpload } from "../../lib/multipart-form";
import { toEnterpriseFileDto } from "./enterprises.mapper";

/** /enterprises/{id}/files: upload (multipart: file_type + file), list, download, delete. */
export default async function enterpriseFilesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterpriseFiles: files } = app.services;
  const params = z.object({ id: idSchema });
  const fileParams = params.extend({ fileId: idSchema });
  const tags = ["enterprise-files"];

  r.post(
    "/enterprises/:id/files",
    { schema: { tags, params, consumes: ["multipart/form-data"], response: { 201: enterpriseFileSchema } } },
    async (request, reply) => {
      const form = await readUpload(request, enterpriseFileUploadFields, {
        maxBytes: ENTERPRISE_FILE_MAX_BYTES,
        tooLargeText: ENTERPRISE_FILE_MSG.tooLarge,
        fallbackField: "file_type",
      });
      const row = await files.upload(request.auth, request.params.id, form.fields.file_type, form.file);
      return reply.code(201).send(toEnterpriseFileDto(row));
    },
  );

  r.get(
    "/enterprises/:id/files",
    { schema: { tags, params, response: { 200: enterpriseFileListResponse } } },
    async (request) => ({
      payload: (await files.list(request.auth, request.params.id)).map(toEnterpriseFileDto),
    }),
  );

  r.get("/enterprises/:id/files/:fileId", { schema: { tags, params: fileParams } }, async (request, reply) => {
    const { row, stream } = await files.open(request.auth, request.params.id, request.params.fileId);
    reply.header("content-type", row.mimeType);
    reply.header("content-length", row.size);
    reply.header("content-disposition", contentDisposition(row.fileName));
    reply.header("x-content-type-options", "nosniff");
    return reply.send(stream);
  });

  r.delete(
    "/enterprises/:id/files/:fileId",
    { schema: { tags, params: fileParams, response: { 200: messageResponse } } },
    async (request) => {
      await files.remove(request.auth, request.params.id, request.params.fileId);
      return { message: ENTERPRISE_FILE_MSG.deleted };
    },
  );
}
