import type { Database } from "../../lib/database";
import { SalesReportService } from "./sales-report";

/** The reports module's services (issue 27), built once by buildDomain as `reports`. */
export function buildReportsServices(deps: { db: Database; now?: () => Date }) {
  return { sales: new SalesReportService(deps.db, deps.now) };
}
export type ReportsServices = ReturnType<typeof buildReportsServices>;
