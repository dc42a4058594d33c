import { STATISTICS } from "@portal/contracts/endpoints/statistics";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";

/** GET /statistics (decision 076): the home dashboard of the signed-in user's view. */
export default async function statisticsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const service = app.services.statistics;
  route(app, STATISTICS.get, async (request) => service.forUser(request.auth));
}
