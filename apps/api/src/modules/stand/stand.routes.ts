import type { FastifyInstance } from "fastify";
import standPartialReportRoutes from "./stand-partial-report.routes";
import standRecordsRoutes from "./stand-records.routes";
import standRegisterRoutes from "./stand-register.routes";
import standVisitsRoutes from "./stand-visits.routes";
import standsRoutes from "./stands.routes";

/**
 * The stand module (decision 048): stands and presence, visits and their attendance, third-party visits
 * and service reports. Who may call each route: packages/contracts/src/route-access.ts.
 */
export default async function standRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  await app.register(standsRoutes);
  await app.register(standVisitsRoutes);
  await app.register(standPartialReportRoutes);
  await app.register(standRecordsRoutes);
  await app.register(standRegisterRoutes);
}
