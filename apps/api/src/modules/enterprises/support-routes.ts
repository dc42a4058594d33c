import type { FastifyInstance } from "fastify";
import catalogRoutes from "../inventory/catalog.routes";
import enterpriseFilesRoutes from "../inventory/enterprise-files.routes";
import enterprisePlansRoutes from "../inventory/enterprise-plans.routes";
import enterpriseStepsRoutes from "../inventory/enterprise-steps.routes";
import pricesRoutes from "../inventory/prices.routes";
import unitsRoutes from "../inventory/units.routes";
import leadFilesRoutes from "../lead-files/lead-files.routes";
import leadReportsRoutes from "../lead-reports/lead-reports.routes";
import preLeadImportsRoutes from "../pre-leads/pre-lead-imports.routes";
import preLeadsRoutes from "../pre-leads/pre-leads.routes";
import salesTeamsRoutes from "../sales-teams/sales-teams.routes";
import enterpriseLeadsRoutes from "./enterprise-leads.routes";
import enterprisesRoutes from "./enterprises.routes";

/** Registers the route plugins of the modules around leads (each plugin keeps its own auth hooks). */
export default async function supportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(enterprisesRoutes);
  await app.register(enterpriseLeadsRoutes);
  await app.register(unitsRoutes);
  await app.register(enterpriseStepsRoutes);
  await app.register(pricesRoutes);
  await app.register(enterpriseFilesRoutes);
  await app.register(enterprisePlansRoutes);
  await app.register(catalogRoutes);
  await app.register(salesTeamsRoutes);
  await app.register(preLeadsRoutes);
  await app.register(preLeadImportsRoutes);
  await app.register(leadFilesRoutes);
  await app.register(leadReportsRoutes);
}
