import { REPORTS_SALES } from "@portal/contracts/endpoints/reports-sales";
import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";

/**
 * The management reports under /services/reports (issue 27, decisions 071 and 075). Each route is its definition in
 * packages/contracts/src/endpoints/reports-*.ts plus the call to the reports service, which resolves the caller's scope.
 */
export default async function reportsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { sales } = app.services.reports;

  route(app, REPORTS_SALES.report, async (request) => sales.report(request.auth, request.query));

  route(app, REPORTS_SALES.rows, async (request) => sales.rows(request.auth, request.query));

  route(app, REPORTS_SALES.export, async (request, reply) => {
    const file = await sales.export(request.auth, request.query);
    return reply
      .type(file.contentType)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.data);
  });
}
