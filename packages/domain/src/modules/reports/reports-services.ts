import type { Database } from "../../lib/database";
import { ReportsMaintenanceService } from "./reports-maintenance.service";

/** The reports module's services (decisions 071+), built once by buildDomain. */
export function buildReportsServices(deps: { db: Database }) {
  return {
    maintenance: new ReportsMaintenanceService(deps.db),
  };
}
export type ReportsServices = ReturnType<typeof buildReportsServices>;
