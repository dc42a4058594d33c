import type { Database } from "../../lib/database";
import { ReportsMaintenanceService } from "./reports-maintenance.service";
import { SpecialistsReportService } from "./specialists-report.service";
import { UnitsPricesReportService } from "./units-prices-report.service";

/** The reports module's services (decisions 071+), built once by buildDomain. */
export function buildReportsServices(deps: { db: Database }) {
  return {
    maintenance: new ReportsMaintenanceService(deps.db),
    specialists: new SpecialistsReportService(deps.db),
    unitsPrices: new UnitsPricesReportService(deps.db),
  };
}
export type ReportsServices = ReturnType<typeof buildReportsServices>;
