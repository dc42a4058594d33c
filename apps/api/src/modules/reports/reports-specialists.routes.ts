import { REPORTS_PARTNERS } from "@portal/contracts/endpoints/reports-partners";
import { REPORTS_SPECIALISTS } from "@portal/contracts/endpoints/reports-specialists";
import { REPORTS_UNITS_PRICES } from "@portal/contracts/endpoints/reports-units-prices";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";

/** The specialists, partners and price-table reports (issue 27, decision 071): each definition plus the call to its service. */
export default async function reportsSpecialistsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { specialists, partners, unitsPrices } = app.services.reports;
  route(app, REPORTS_SPECIALISTS.report, async (request) => specialists.report(request.auth, request.query));
  route(app, REPORTS_PARTNERS.report, async (request) => partners.report(request.auth, request.query));
  route(app, REPORTS_UNITS_PRICES.report, async (request) => unitsPrices.report(request.auth, request.query));
}
