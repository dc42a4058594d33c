import { idSchema } from "@portal/contracts/common";
import {
  bulkDeleteBody,
  bulkDeleteResponse,
  distributeBody,
  distributeResponse,
  leadSchema,
  reassignBody,
  reassignResponse,
  removeFromWalletBody,
  statusChangeBody,
} from "@portal/contracts/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";

/** Status, owner and deletion of leads. Registered inside leadsRoutes (auth applies). */
export default async function leadLifecycleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { status, owner } = app.services.leads;
  const params = z.object({ id: idSchema });
  const tags = ["leads"];

  r.put(
    "/leads/:id/status",
    { schema: { tags, params, body: statusChangeBody, response: { 200: leadSchema } } },
    async (request) => status.change(request.auth, request.params.id, request.body),
  );

  r.put(
    "/leads/:id/specialist",
    {
      schema: {
        tags,
        description:
          "Transfers the lead. With `notify_specialist` the new owner gets a NEW_LEAD notification: for a lead " +
          "whose status is NEW it is 'Novo Lead na sua carteira' with a `deadline` 10 minutes ahead (the new-lead " +
          "alert); otherwise 'Lead transferido para sua carteira' without deadline.",
        params,
        body: reassignBody,
        response: { 200: reassignResponse },
      },
    },
    async (request) => owner.reassign(request.auth, request.params.id, request.body),
  );

  r.put(
    "/leads/:id/remove-from-wallet",
    { schema: { tags, params, body: removeFromWalletBody, response: { 200: leadSchema } } },
    async (request) => owner.removeFromWallet(request.auth, request.params.id, request.body),
  );

  r.delete(
    "/leads",
    { schema: { tags, body: bulkDeleteBody, response: { 200: bulkDeleteResponse } } },
    async (request) => owner.bulkDelete(request.auth, request.body.leads, requestMeta(request)),
  );

  r.post(
    "/leads/distribute",
    {
      schema: {
        tags,
        description:
          "Splits the leads evenly among `users`, in order (lead i → users[i % n]). Each lead gets a movement and an " +
          "OWNER log; their reason/subtype is TRANSFER when there is one user, DISTRIBUTION otherwise. With " +
          "`notify_specialist` every receiver gets one notification per lead, as PUT /leads/{id}/specialist sends it " +
          "(the 10-minute new-lead alert for leads that are NEW after the change, e.g. with `reset_fields`).",
        body: distributeBody,
        response: { 200: distributeResponse },
      },
    },
    async (request) => owner.distribute(request.auth, request.body),
  );
}
