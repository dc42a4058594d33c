import { REPORTS_SPECIALISTS } from "@portal/contracts/endpoints/reports-specialists";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";

/** GET /services/reports/specialists (issue 27, decision 071): the definition plus the call to the service. */
export default async function reportsSpecialistsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { specialists } = app.services.reports;
  route(app, REPORTS_SPECIALISTS.report, async (request) => specialists.report(request.auth, request.query));
}
