import { REPORTS_COMMISSIONS } from "@portal/contracts/endpoints/reports-commissions";
import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";

/**
 * The commissions report (decision 072): each route is its definition in
 * packages/contracts/src/endpoints/reports-commissions.ts plus the call to the service, which narrows a coordinator
 * to their teams' sales (decision 071).
 */
export default async function reportsCommissionsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const service = app.services.reports.commissions;

  route(app, REPORTS_COMMISSIONS.report, async (request) => service.report(request.auth, request.query));

  route(app, REPORTS_COMMISSIONS.rows, async (request) => service.rows(request.auth, request.query));

  route(app, REPORTS_COMMISSIONS.export, async (request, reply) => {
    const file = await service.export(request.auth, request.query);
    return reply
      .type(file.contentType)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.data);
  });
}
