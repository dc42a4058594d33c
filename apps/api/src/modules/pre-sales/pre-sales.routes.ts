import { idSchema } from "@portal/contracts/common";
import { PRE_SALE_SIGNED_MAX_BYTES, preSaleSchema } from "@portal/contracts/sales-extras";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readMultipartForm } from "../../lib/multipart-form";
import { toPreSaleDto } from "./pre-sales.mapper";

/** /pre-sales/{saleId}: the printed pre-contract and its signed scan (docs/decisions/015). No digitally-sign. */
export default async function preSalesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { preSales } = app.services;
  const params = z.object({ saleId: idSchema });
  const tags = ["pre-sales"];

  r.get("/pre-sales/:saleId", { schema: { tags, params, response: { 200: preSaleSchema } } }, async (request) => {
    const { saleId, row } = await preSales.get(request.auth, request.params.saleId);
    return toPreSaleDto(saleId, row);
  });

  r.post(
    "/pre-sales/:saleId/print-out",
    { schema: { tags, params, description: "The pre-contract (pre-sale) PDF, to print and sign." } },
    async (request, reply) => {
      const { pdf, fileName } = await preSales.printOut(request.auth, request.params.saleId);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  r.post(
    "/pre-sales/:saleId/signed-file",
    {
      schema: {
        tags,
        params,
        description: "The scanned signed pre-sale: multipart `file`, PDF, JPEG or PNG, at most 15 MB.",
        consumes: ["multipart/form-data"],
        response: { 201: preSaleSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: "file",
        maxBytes: PRE_SALE_SIGNED_MAX_BYTES,
        tooLargeText: "deve ter no máximo 15 MB",
      });
      const { saleId, row } = await preSales.uploadSigned(request.auth, request.params.saleId, form.file ?? null);
      return reply.code(201).send(toPreSaleDto(saleId, row));
    },
  );

  r.get("/pre-sales/:saleId/signed-file", { schema: { tags, params } }, async (request, reply) => {
    const { row, stream } = await preSales.openSigned(request.auth, request.params.saleId);
    return reply
      .type(row.signedMimeType ?? "application/octet-stream")
      .header("content-disposition", contentDisposition(row.signedFileName ?? "pre-venda-assinada"))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
}
