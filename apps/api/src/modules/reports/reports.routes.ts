import { REPORTS_COMMISSIONS } from "@portal/contracts/endpoints/reports-commissions";
import { REPORTS_PARTNERS } from "@portal/contracts/endpoints/reports-partners";
import { REPORTS_SALES } from "@portal/contracts/endpoints/reports-sales";
import { REPORTS_SPECIALISTS } from "@portal/contracts/endpoints/reports-specialists";
import { REPORTS_STOCK } from "@portal/contracts/endpoints/reports-stock";
import { REPORTS_UNITS_PRICES } from "@portal/contracts/endpoints/reports-units-prices";
import type { FastifyInstance, FastifyReply } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";

/** A report's download (XLSX, CSV or PDF of what its screen shows): private, never cached. */
const sendFile = (reply: FastifyReply, file: { fileName: string; contentType: string; data: Buffer }) =>
  reply
    .type(file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("cache-control", "private, no-store")
    .send(file.data);

/**
 * The management reports under /services/reports (decisions 071, 072, 075). Each route is its definition in
 * packages/contracts/src/endpoints/reports-*.ts plus the call to its service, which resolves the caller's scope.
 */
export default async function reportsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { sales, stock, commissions, specialists, partners, unitsPrices } = app.services.reports;

  route(app, REPORTS_SALES.report, async (request) => sales.report(request.auth, request.query));
  route(app, REPORTS_SALES.rows, async (request) => sales.rows(request.auth, request.query));
  route(app, REPORTS_SALES.export, async (request, reply) =>
    sendFile(reply, await sales.export(request.auth, request.query)),
  );

  route(app, REPORTS_STOCK.report, async (request) => stock.report(request.auth, request.query));
  route(app, REPORTS_STOCK.units, async (request) => stock.units(request.auth, request.query));
  route(app, REPORTS_STOCK.export, async (request, reply) =>
    sendFile(reply, await stock.export(request.auth, request.query)),
  );

  route(app, REPORTS_COMMISSIONS.report, async (request) => commissions.report(request.auth, request.query));
  route(app, REPORTS_COMMISSIONS.rows, async (request) => commissions.rows(request.auth, request.query));
  route(app, REPORTS_COMMISSIONS.export, async (request, reply) =>
    sendFile(reply, await commissions.export(request.auth, request.query)),
  );

  route(app, REPORTS_SPECIALISTS.report, async (request) => specialists.report(request.auth, request.query));
  route(app, REPORTS_SPECIALISTS.rows, async (request) => specialists.rows(request.auth, request.query));
  route(app, REPORTS_SPECIALISTS.export, async (request, reply) =>
    sendFile(reply, await specialists.export(request.auth, request.query)),
  );
  route(app, REPORTS_PARTNERS.report, async (request) => partners.report(request.auth, request.query));
  route(app, REPORTS_PARTNERS.rows, async (request) => partners.rows(request.auth, request.query));
  route(app, REPORTS_PARTNERS.export, async (request, reply) =>
    sendFile(reply, await partners.export(request.auth, request.query)),
  );
  route(app, REPORTS_UNITS_PRICES.report, async (request) => unitsPrices.report(request.auth, request.query));
  route(app, REPORTS_UNITS_PRICES.export, async (request, reply) =>
    sendFile(reply, await unitsPrices.export(request.auth, request.query)),
  );
}
