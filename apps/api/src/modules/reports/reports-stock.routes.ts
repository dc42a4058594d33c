import { REPORTS_STOCK } from "@portal/contracts/endpoints/reports-stock";
import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";

/**
 * The stock report (decision 072): each route is its definition in packages/contracts/src/endpoints/reports-stock.ts
 * plus the call to the service, which narrows a coordinator to the enterprises their teams serve.
 */
export default async function reportsStockRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const service = app.services.reports.stock;

  route(app, REPORTS_STOCK.report, async (request) => service.report(request.auth, request.query));

  route(app, REPORTS_STOCK.units, async (request) => service.units(request.auth, request.query));

  route(app, REPORTS_STOCK.export, async (request, reply) => {
    const file = await service.export(request.auth, request.query);
    return reply
      .type(file.contentType)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.data);
  });
}
