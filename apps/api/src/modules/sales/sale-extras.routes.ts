import { idSchema } from "@portal/contracts/common";
import { saleSchema } from "@portal/contracts/sales";
import {
  saleCandidateListResponse,
  saleHomeBrokerBody,
  saleParticipantsBody,
  saleParticipantsResponse,
  salePaymentsInfoBody,
  salePaymentsInfoResponse,
  saleRecreateBody,
} from "@portal/contracts/sales-extras";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toParticipantsDto, toPaymentsDto, toSaleDto } from "./sales.mapper";

/**
 * /sales extras (docs/decisions/015): recreate, home-broker, classification-participants, payments_info; registered
 * by sales.routes.ts, whose hook authenticates.
 */
export default async function saleExtrasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { saleRecreate, saleHomeBroker, saleParticipants, salePayments } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["sales"];

  r.post(
    "/sales/recreate",
    {
      schema: {
        tags,
        description: "A new sale in progress for the same unit and lead as a cancelled or terminated one.",
        body: saleRecreateBody,
        response: { 201: saleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(toSaleDto(await saleRecreate.recreate(request.auth, request.body))),
  );

  r.get(
    "/sales/participant-candidates",
    {
      schema: {
        tags,
        description: "Active users who may be a sale's participants or its home broker (back office).",
        response: { 200: saleCandidateListResponse },
      },
    },
    async (request) => ({
      payload: (await saleParticipants.candidates(request.auth)).map((u) => ({
        _id: u.id,
        full_name: u.fullName,
        roles: u.roles,
      })),
    }),
  );

  r.put(
    "/sales/:id/home-broker",
    {
      schema: {
        tags,
        description: "Sets the sale's home broker, or removes it with null.",
        params,
        body: saleHomeBrokerBody,
        response: { 200: saleSchema },
      },
    },
    async (request) =>
      toSaleDto(await saleHomeBroker.set(request.auth, request.params.id, request.body.home_broker_id)),
  );

  r.get(
    "/sales/:id/classification-participants",
    { schema: { tags, params, response: { 200: saleParticipantsResponse } } },
    async (request) => toParticipantsDto(await saleParticipants.get(request.auth, request.params.id)),
  );
  r.put(
    "/sales/:id/classification-participants",
    {
      schema: {
        tags,
        description:
          "Replaces the sale's participants and their commission percentages (an empty list: the enterprise's commission).",
        params,
        body: saleParticipantsBody,
        response: { 200: saleParticipantsResponse },
      },
    },
    async (request) =>
      toParticipantsDto(await saleParticipants.replace(request.auth, request.params.id, request.body.participants)),
  );

  r.get(
    "/sales/:id/payments_info",
    { schema: { tags, params, response: { 200: salePaymentsInfoResponse } } },
    async (request) => toPaymentsDto(await salePayments.get(request.auth, request.params.id)),
  );
  r.put(
    "/sales/:id/payments_info",
    {
      schema: {
        tags,
        description: "The sale's financing and down payment data; they must match the proposal's payment plan.",
        params,
        body: salePaymentsInfoBody,
        response: { 200: salePaymentsInfoResponse },
      },
    },
    async (request) => toPaymentsDto(await salePayments.put(request.auth, request.params.id, request.body)),
  );
}
