import { enterpriseLeadsQuery, enterpriseLeadsResponse } from "@portal/contracts/enterprise-leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** GET /enterprises/grouped/enterprises-leads: every authenticated user, counting only the leads they may list. */
export default async function enterpriseLeadsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterpriseLeads } = app.services;

  r.get(
    "/enterprises/grouped/enterprises-leads",
    {
      schema: {
        tags: ["enterprises"],
        description:
          "Lead counts per enterprise (total, by status, by funnel stage, new in the last 7/30 days) in the " +
          "caller's lead scope, as GET /leads: specialists and partners count only their own leads. " +
          "enterprise_id, starts_date, ends_date filter the leads (dates DDMMYYYY, only when exactly 8 digits); " +
          "city and group filter the enterprises. Enterprises without a counted lead are left out.",
        querystring: enterpriseLeadsQuery,
        response: { 200: enterpriseLeadsResponse },
      },
    },
    async (request) => enterpriseLeads.grouped(request.auth, request.query),
  );
}
