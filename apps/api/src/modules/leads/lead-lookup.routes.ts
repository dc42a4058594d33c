import { idSchema } from "@portal/contracts/common";
import {
  groupedByStatusResponse,
  leadFilterQuery,
  leadListResponse,
  phoneLookupResponse,
  specialistCountsResponse,
  specialistLeadsQuery,
} from "@portal/contracts/leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Lookups and boards: by phone, a specialist's counts and leads, counts by status. Inside leadsRoutes. */
export default async function leadLookupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { query } = app.services.leads;
  const specialist = z.object({ id: idSchema });
  const tags = ["leads"];

  r.get(
    "/leads/phone/:phone",
    {
      schema: {
        tags,
        description:
          "Leads with this phone: every lead for the lead managers, marketing, relationship and the receptionist, " +
          "else the caller's own. The receptionist gets only the visitor's name, the owner's name and the status.",
        params: z.object({ phone: z.string().max(30) }),
        response: { 200: phoneLookupResponse },
      },
    },
    async (request) => query.phoneLookup(request.auth, request.params.phone),
  );

  r.get(
    "/leads/specialist/:id/counts",
    { schema: { tags, params: specialist, response: { 200: specialistCountsResponse } } },
    async (request) => query.specialistCounts(request.auth, request.params.id),
  );

  r.get(
    "/leads/specialist/:id/leads",
    {
      schema: { tags, params: specialist, querystring: specialistLeadsQuery, response: { 200: leadListResponse } },
    },
    async (request) => query.specialistLeads(request.auth, request.params.id, request.query),
  );

  r.get(
    "/leads/grouped-by-status",
    { schema: { tags, querystring: leadFilterQuery, response: { 200: groupedByStatusResponse } } },
    async (request) => query.groupedByStatus(request.auth, request.query),
  );
}
