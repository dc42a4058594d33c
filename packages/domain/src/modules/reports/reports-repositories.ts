import type { PrismaClient } from "@portal/db/client";
import { ReportScopeRepository } from "./report-scope.repository";
import { SaleEventsRepository } from "./sale-events.repository";
import { SalesReportRepository } from "./sales-report.repository";

/** The reports module's repositories (decision 071): read-only aggregates over the other modules' tables. */
export function createReportsRepositories(db: PrismaClient) {
  return {
    reportScope: new ReportScopeRepository(db),
    saleEvents: new SaleEventsRepository(db),
    salesReport: new SalesReportRepository(db),
  };
}
