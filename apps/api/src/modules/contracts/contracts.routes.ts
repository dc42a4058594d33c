import { idSchema } from "@portal/contracts/common";
import {
  contractFileQuery,
  contractListQuery,
  contractListResponse,
  contractSchema,
  contractStatusResponse,
  SIGNED_CONTRACT_MAX_BYTES,
  saleReasonBody,
} from "@portal/contracts/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { readMultipartForm } from "../../lib/multipart-form";
import { toContractDto } from "./contracts.mapper";

/** /contracts (+ manually-sign) and the sale's issue-contract-manually / status-signature-contract. */
export default async function contractsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { contracts } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["contracts"];

  r.get(
    "/contracts",
    { schema: { tags, querystring: contractListQuery, response: { 200: contractListResponse } } },
    async (request) => {
      const { rows, total } = await contracts.list(request.auth, request.query);
      return {
        payload: rows.map(toContractDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );
  r.get("/contracts/:id", { schema: { tags, params, response: { 200: contractSchema } } }, async (request) =>
    toContractDto(await contracts.get(request.auth, request.params.id)),
  );
  r.get(
    "/contracts/:id/file",
    { schema: { tags, params, querystring: contractFileQuery, produces: ["application/pdf"] } },
    async (request, reply) => {
      const { stream, fileName } = await contracts.open(
        request.auth,
        request.params.id,
        request.query.signed === "true",
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  );
  r.post(
    "/contracts/:id/manually-sign",
    { schema: { tags, params, consumes: ["multipart/form-data"], response: { 200: contractSchema } } },
    async (request) => {
      const form = await readMultipartForm(request, {
        fileField: "file",
        maxBytes: SIGNED_CONTRACT_MAX_BYTES,
        tooLargeText: "deve ter no máximo 15 MB",
      });
      return toContractDto(await contracts.manuallySign(request.auth, request.params.id, form.file));
    },
  );
  r.put(
    "/contracts/:id/refuse",
    { schema: { tags, params, body: saleReasonBody, response: { 200: contractSchema } } },
    async (request) => toContractDto(await contracts.refuse(request.auth, request.params.id, request.body.reason)),
  );
  r.post(
    "/sales/:id/issue-contract-manually",
    { schema: { tags, params, response: { 201: contractSchema } } },
    async (request, reply) =>
      reply.code(201).send(toContractDto(await contracts.issue(request.auth, request.params.id))),
  );
  r.get(
    "/sales/:id/status-signature-contract",
    { schema: { tags, params, response: { 200: contractStatusResponse } } },
    async (request) => contracts.statusOfSale(request.auth, request.params.id),
  );
}
