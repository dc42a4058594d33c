import type { Database } from "../../lib/database";
import { CommissionsReportService } from "./commissions-report.service";
import { PartnersReportService } from "./partners-report.service";
import { ReportsMaintenanceService } from "./reports-maintenance.service";
import { SalesReportService } from "./sales-report";
import { SpecialistsReportService } from "./specialists-report.service";
import { StockReportService } from "./stock-report.service";
import { UnitsPricesReportService } from "./units-prices-report.service";

/**
 * The reports module's services (decisions 071, 072, 075), built once by buildDomain as `reports`. `clock`
 * is the instant "now" of the figures that depend on it (the default period, days on the market, the reservations
 * ending in 48 h, the month commissions are due in).
 */
export function buildReportsServices(deps: { db: Database; clock?: () => Date }) {
  return {
    maintenance: new ReportsMaintenanceService(deps.db),
    sales: new SalesReportService(deps.db, deps.clock),
    specialists: new SpecialistsReportService(deps.db),
    partners: new PartnersReportService(deps.db),
    unitsPrices: new UnitsPricesReportService(deps.db),
    stock: new StockReportService(deps.db, deps.clock),
    commissions: new CommissionsReportService(deps.db, deps.clock),
  };
}
export type ReportsServices = ReturnType<typeof buildReportsServices>;
