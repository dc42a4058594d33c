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
        summary: "Recria uma venda cancelada ou distratada (nova venda em andamento para a mesma unidade e lead)",
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
        summary: "Usuários ativos que podem ser participantes ou corretor da casa de uma venda (back office)",
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
        summary: "Define (ou remove, com null) o corretor da casa da venda",
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
        summary:
          "Substitui os participantes da venda e seus percentuais de comissão (lista vazia: comissão do empreendimento)",
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
        summary: "Dados de financiamento e sinal da venda (devem conferir com o plano da proposta)",
        params,
        body: salePaymentsInfoBody,
        response: { 200: salePaymentsInfoResponse },
      },
    },
    async (request) => toPaymentsDto(await salePayments.put(request.auth, request.params.id, request.body)),
  );
}
