import type { Database } from "../../lib/database";
import { CommissionsReportService } from "./commissions-report.service";
import { StockReportService } from "./stock-report.service";

/**
 * The stock and commissions reports (decision 072), built once by buildDomain as `reportsStock` and
 * `reportsCommissions`. `clock` is the instant "now" of the figures that depend on it (days on the market, the
 * reservations ending in 48 h, the month commissions are due in).
 */
export function buildStockCommissionsReports(deps: { db: Database; clock?: () => Date }) {
  return {
    reportsStock: new StockReportService(deps.db, deps.clock),
    reportsCommissions: new CommissionsReportService(deps.db, deps.clock),
  };
}
export type StockCommissionsReports = ReturnType<typeof buildStockCommissionsReports>;
