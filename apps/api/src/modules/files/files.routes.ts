import {
  FILES_CONVERT_MAX_BYTES,
  FILES_CONVERT_MAX_IMAGES,
  FILES_MSG,
  filesConvertFields,
  fileUpdateFields,
  fileUpdateResponse,
} from "@portal/contracts/files";
import { SALE_FILE_MAX_BYTES } from "@portal/contracts/sale-files";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readMultipartFiles, readUpload } from "../../lib/multipart-form";
import { toLeadFileDto } from "../lead-files/lead-files.mapper";
import { toSaleFileDto } from "../sales/sales.mapper";

/** /files/convert and /files/update-files (spec 7 "Other"; decision 067). */
export default async function filesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { files } = app.services;
  const tags = ["files"];

  r.post(
    "/files/convert",
    {
      schema: {
        tags,
        description:
          "multipart/form-data: one part `files` per image, in page order (at most 20, 10 MB each), and an optional " +
          "`file_name`. Answers the PDF (one A4 page per image, turned upright by its EXIF orientation); nothing is " +
          "stored: upload it as a lead's or a sale's document.",
        consumes: ["multipart/form-data"],
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const form = await readMultipartFiles(request, filesConvertFields, {
        fileField: "files",
        maxFiles: FILES_CONVERT_MAX_IMAGES,
        tooManyText: FILES_MSG.convertTooMany,
        maxBytes: FILES_CONVERT_MAX_BYTES,
        tooLargeText: FILES_MSG.convertTooLarge,
      });
      const pdf = await files.convert(request.auth, form.files);
      const name = form.fields.file_name ?? FILES_MSG.convertedName;
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", contentDisposition(/\.pdf$/i.test(name) ? name : `${name}.pdf`));
      reply.header("cache-control", "private, no-store");
      return reply.send(pdf);
    },
  );

  r.put(
    "/files/update-files",
    {
      schema: {
        tags,
        description:
          "multipart/form-data: `lead_id` or `sale_id`, `file_id` (the current file) and the new `file`. The same " +
          "checks as an upload of that file's type; the old version leaves the list and stays downloadable by its " +
          "id (listed in `versions`). 409 when another replacement of the same version came first.",
        consumes: ["multipart/form-data"],
        response: { 200: fileUpdateResponse },
      },
    },
    async (request) => {
      const form = await readUpload(request, fileUpdateFields, {
        // A sale's documents take 15 MB, a lead's 10 MB (checked by the lead's service).
        maxBytes: SALE_FILE_MAX_BYTES,
        tooLargeText: "deve ter no máximo 15 MB",
        fallbackField: "lead_id",
      });
      const result = await files.update(request.auth, form.fields, form.file);
      return result.target === "LEAD"
        ? { target: "LEAD" as const, file: toLeadFileDto(result.file) }
        : { target: "SALE" as const, file: toSaleFileDto(result.file) };
    },
  );
}
