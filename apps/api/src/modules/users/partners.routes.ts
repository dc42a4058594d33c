import { idSchema } from "@portal/contracts/common";
import {
  type PartnerDto,
  partnerListQuery,
  partnerListResponse,
  partnerRejectBody,
  partnerSchema,
} from "@portal/contracts/partners";
import type { UserRow } from "@portal/domain/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";

function toPartnerDto(u: UserRow & { reviewerName?: string | null }): PartnerDto {
  return {
    _id: u.id,
    full_name: u.fullName,
    email: u.email,
    roles: u.roles,
    phone: u.phone,
    cpf: u.cpf,
    cnpj: u.cnpj,
    creci: u.creci,
    is_registration_complete: u.isRegistrationComplete,
    partner_status: u.partnerStatus ?? "APPROVED",
    partner_rejection_reason: u.partnerRejectionReason,
    partner_reviewed_at: u.partnerReviewedAt?.toISOString() ?? null,
    partner_reviewed_by_name: u.reviewerName ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** /admin/partners: the partnership coordinator's approval queue (decision 064; PARTNER_APPROVER_ROLES). */
export default async function partnersRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { partners } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["partners"];

  r.get(
    "/admin/partners",
    {
      schema: {
        tags,
        description: "Partner brokers and agents in one approval status (default PENDING_APPROVAL), oldest first.",
        querystring: partnerListQuery,
        response: { 200: partnerListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await partners.list(request.query);
      return {
        payload: rows.map(toPartnerDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.put(
    "/admin/partners/:id/approve",
    {
      schema: {
        tags,
        description:
          "Opens prices, the mirror and the enterprises to the partner; they are notified. 409 if already approved.",
        params,
        response: { 200: partnerSchema },
      },
    },
    async (request) => toPartnerDto(await partners.approve(request.auth, request.params.id, requestMeta(request))),
  );

  r.put(
    "/admin/partners/:id/reject",
    {
      schema: {
        tags,
        description:
          "Closes the partner's access with the reason they read; they are notified. 409 if already rejected.",
        params,
        body: partnerRejectBody,
        response: { 200: partnerSchema },
      },
    },
    async (request) =>
      toPartnerDto(await partners.reject(request.auth, request.params.id, request.body.reason, requestMeta(request))),
  );
}
