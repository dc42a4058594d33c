import type { PrismaClient } from "@portal/db/client";
import { CommissionsReportRepository } from "./commissions.repository";
import { PartnersReportRepository } from "./partners-report.repository";
import { ReportScopeRepository } from "./report-scope.repository";
import { SaleEventsRepository } from "./sale-events.repository";
import { SalesReportRepository } from "./sales-report.repository";
import { SpecialistsReportRepository } from "./specialists-report.repository";
import { StockReportRepository } from "./stock.repository";
import { UnitsPricesReportRepository } from "./units-prices-report.repository";

/** The reports module's repositories (decision 071): read-only aggregates over the other modules' tables. */
export function createReportsRepositories(db: PrismaClient) {
  return {
    reportScope: new ReportScopeRepository(db),
    saleEvents: new SaleEventsRepository(db),
    specialistsReport: new SpecialistsReportRepository(db),
    partnersReport: new PartnersReportRepository(db),
    unitsPricesReport: new UnitsPricesReportRepository(db),
    stockReport: new StockReportRepository(db),
    commissionsReport: new CommissionsReportRepository(db),
    salesReport: new SalesReportRepository(db),
  };
}
