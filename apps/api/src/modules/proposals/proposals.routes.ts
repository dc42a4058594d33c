import { idSchema } from "@portal/contracts/common";
import {
  proposalCreateBody,
  proposalDecisionBody,
  proposalForkBody,
  proposalListQuery,
  proposalListResponse,
  proposalLogsResponse,
  proposalRemoveTagBody,
  proposalSchema,
} from "@portal/contracts/proposals";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { toProposalDto, toProposalLogDto } from "./proposals.mapper";

/** /proposals (spec 7): list, by id, unit/{id}, fork-edit, remove-tag, and the status moves. */
export default async function proposalsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { proposals, proposalCreate, proposalTransitions } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["proposals"];
  const one = { 200: proposalSchema };

  r.get(
    "/proposals",
    { schema: { tags, querystring: proposalListQuery, response: { 200: proposalListResponse } } },
    async (request) => {
      const { rows, total } = await proposals.list(request.auth, request.query);
      return {
        payload: rows.map(toProposalDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get(
    "/proposals/unit/:id",
    { schema: { tags, params, querystring: proposalListQuery, response: { 200: proposalListResponse } } },
    async (request) => {
      const { rows, total } = await proposals.list(request.auth, { ...request.query, unit_id: request.params.id });
      return {
        payload: rows.map(toProposalDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get("/proposals/:id", { schema: { tags, params, response: one } }, async (request) =>
    toProposalDto(await proposals.get(request.auth, request.params.id)),
  );

  r.get(
    "/proposals/:id/logs",
    { schema: { tags, params, response: { 200: proposalLogsResponse } } },
    async (request) => ({
      payload: (await proposals.logs(request.auth, request.params.id)).map(toProposalLogDto),
    }),
  );

  r.get(
    "/proposals/:id/payment-schedule",
    {
      schema: {
        tags,
        params,
        response: {
          200: z.object({
            total_cents: z.number().int(),
            payload: z.array(
              z.object({
                series_index: z.number().int(),
                type: z.string(),
                number: z.number().int(),
                due_date: z.string(),
                value_cents: z.number().int(),
                index: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const s = await proposals.schedule(request.auth, request.params.id);
      return { total_cents: s.total_cents, payload: s.instalments };
    },
  );

  r.get("/proposals/:id/pdf", { schema: { tags, params, produces: ["application/pdf"] } }, async (request, reply) => {
    const pdf = await proposals.pdf(request.auth, request.params.id);
    return reply
      .type("application/pdf")
      .header("content-disposition", contentDisposition(pdf.fileName))
      .header("cache-control", "private, no-store")
      .send(pdf.data);
  });

  r.post(
    "/proposals",
    { schema: { tags, body: proposalCreateBody, response: { 201: proposalSchema } } },
    async (request, reply) =>
      reply.code(201).send(toProposalDto(await proposalCreate.create(request.auth, request.body))),
  );

  r.post(
    "/proposals/:id/fork-edit",
    { schema: { tags, params, body: proposalForkBody, response: { 201: proposalSchema } } },
    async (request, reply) =>
      reply.code(201).send(toProposalDto(await proposalCreate.fork(request.auth, request.params.id, request.body))),
  );

  r.put("/proposals/:id/submit", { schema: { tags, params, response: one } }, async (request) =>
    toProposalDto(await proposalTransitions.submit(request.auth, request.params.id)),
  );
  r.put(
    "/proposals/:id/approve",
    { schema: { tags, params, body: proposalDecisionBody, response: one } },
    async (request) =>
      toProposalDto(await proposalTransitions.approve(request.auth, request.params.id, request.body.reason)),
  );
  r.put(
    "/proposals/:id/disapprove",
    { schema: { tags, params, body: proposalDecisionBody, response: one } },
    async (request) =>
      toProposalDto(await proposalTransitions.disapprove(request.auth, request.params.id, request.body.reason)),
  );
  r.put(
    "/proposals/:id/cancel",
    { schema: { tags, params, body: proposalDecisionBody, response: one } },
    async (request) =>
      toProposalDto(await proposalTransitions.cancel(request.auth, request.params.id, request.body.reason)),
  );
  r.put(
    "/proposals/:id/remove-tag",
    { schema: { tags, params, body: proposalRemoveTagBody, response: one } },
    async (request) =>
      toProposalDto(await proposalTransitions.removeTag(request.auth, request.params.id, request.body.tag)),
  );
}
