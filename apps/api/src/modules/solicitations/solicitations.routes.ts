import { idSchema } from "@portal/contracts/common";
import {
  extendableReservationListResponse,
  SOLICITATION_MSG,
  solicitationCreateBody,
  solicitationListQuery,
  solicitationListResponse,
  solicitationReplyBody,
  solicitationResponse,
  solicitationWriteResponse,
} from "@portal/contracts/solicitations";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";
import { toSolicitationDetailDto, toSolicitationDto } from "./solicitations.mapper";

/**
 * Solicitations (decision 054): requests between users with a reply thread. Who may call each
 * route: packages/contracts/src/route-access.ts; who may ask or decide what: policy.ts, checked by the service.
 */
export default async function solicitationsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.solicitations;
  const tags = ["solicitations"];
  const byId = z.object({ id: idSchema });

  r.get(
    "/solicitations",
    {
      schema: {
        tags,
        description:
          "Requests, newest first. `box=sent` (default): the caller's own ('Minhas solicitações'); `box=received`: " +
          "those the caller may decide ('Para aprovar'): every one for admins, else those they are responsible for. " +
          "Filters: type and status (comma-joined), starts_date/ends_date (DDMMYYYY of createdAt).",
        querystring: solicitationListQuery,
        response: { 200: solicitationListResponse },
      },
    },
    async (request) => {
      const page = await service.list(request.auth, request.query);
      return {
        payload: page.rows.map(toSolicitationDto),
        pagination: { total: page.total, skip: page.skip, limit: page.limit },
      };
    },
  );

  r.post(
    "/solicitations",
    {
      schema: {
        tags,
        description:
          "Makes a request. LEAD_TRANSFER (lead_id: a lead the caller does not own, for their wallet), " +
          "RESERVE_EXTENSION (reservation_id of the caller's active reservation, extension_minutes from the spec 9 " +
          "durations), SHIFT_SWAP (shift_swap: the two shifts and the other specialist), OTHER. The responsible " +
          "approvers are notified (GENERIC).",
        body: solicitationCreateBody,
        response: { 201: solicitationWriteResponse },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.auth, request.body, requestMeta(request));
      const detail = await service.get(request.auth, created.row.id);
      return reply.code(201).send({ message: SOLICITATION_MSG.created, solicitation: toSolicitationDetailDto(detail) });
    },
  );

  r.get(
    "/solicitations/extendable-reservations",
    {
      schema: {
        tags,
        description:
          "The caller's reservations a RESERVE_EXTENSION may name: ACTIVE, with an end, the caller the broker or who " +
          "made it; soonest end first (at most 50). Empty for whoever may not ask for extensions.",
        response: { 200: extendableReservationListResponse },
      },
    },
    async (request) => ({
      payload: (await service.extendableReservations(request.auth)).map((r) => ({
        _id: r.id,
        unit_id: r.unitId,
        unit_name: r.unitName,
        enterprise_id: r.enterpriseId,
        enterprise_name: r.enterpriseName,
        expires_at: r.expiresAt.toISOString(),
      })),
    }),
  );

  r.get(
    "/solicitations/:id",
    { schema: { tags, params: byId, response: { 200: solicitationResponse } } },
    async (request) => ({ solicitation: toSolicitationDetailDto(await service.get(request.auth, request.params.id)) }),
  );

  r.post(
    "/solicitations/:id/reply",
    {
      schema: {
        tags,
        description:
          "Adds a message to the thread, optionally with a decision: APPROVED or REFUSED (an approver; a refusal " +
          "needs a message), CANCELED (the requester). Approving performs the type's action in the same transaction " +
          "(LEAD_TRANSFER moves the lead, RESERVE_EXTENSION extends the reservation, SHIFT_SWAP swaps the two shifts " +
          "and broadcasts availability_schedule.changed, OTHER none); if it cannot, 409 with the reason and nothing " +
          "changes. Two decisions at once: one wins, the other gets 409. The other side is notified.",
        params: byId,
        body: solicitationReplyBody,
        response: { 200: solicitationWriteResponse },
      },
    },
    async (request) => {
      const done = await service.reply(request.auth, request.params.id, request.body, requestMeta(request));
      return { message: done.message, solicitation: toSolicitationDetailDto(done.solicitation) };
    },
  );
}
