import { idSchema } from "@portal/contracts/common";
import { SALES } from "@portal/contracts/endpoints/sales";
import { SALE_FILE_MAX_BYTES, saleFileSchema, saleFileUploadFields } from "@portal/contracts/sale-files";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";
import { readUpload } from "../../lib/multipart-form";
import { toSaleFileDto } from "./sales.mapper";

/**
 * /sales/{id}/assign-documents (upload, delete) and /sales/{id}/files (list, download); registered by
 * sales.routes.ts, whose hook authenticates.
 */
export default async function saleFilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { saleFiles } = app.services;
  const params = z.object({ id: idSchema });
  const fileParams = z.object({ id: idSchema, fileId: idSchema });
  const tags = ["sales"];

  r.post(
    "/sales/:id/assign-documents",
    { schema: { tags, params, consumes: ["multipart/form-data"], response: { 201: saleFileSchema } } },
    async (request, reply) => {
      const form = await readUpload(request, saleFileUploadFields, {
        maxBytes: SALE_FILE_MAX_BYTES,
        tooLargeText: "deve ter no máximo 15 MB",
        fallbackField: "file_type",
      });
      const row = await saleFiles.upload(request.auth, request.params.id, { ...form.fields, file: form.file });
      return reply.code(201).send(toSaleFileDto(row));
    },
  );
  r.delete("/sales/:id/assign-documents/:fileId", { schema: { tags, params: fileParams } }, async (request, reply) => {
    await saleFiles.remove(request.auth, request.params.id, request.params.fileId);
    return reply.code(204).send();
  });
  route(app, SALES.files, async (request) => ({
    payload: (await saleFiles.list(request.auth, request.params.id)).map(toSaleFileDto),
  }));
  /** The upload (multipart), the delete (204) and the download (a file) are not definitions yet. */
  r.get("/sales/:id/files/:fileId", { schema: { tags, params: fileParams } }, async (request, reply) => {
    const { row, stream } = await saleFiles.open(request.auth, request.params.id, request.params.fileId);
    return reply
      .type(row.mimeType)
      .header("content-disposition", contentDisposition(row.fileName))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
}
