export { REPORT_ALL_SCOPE_ROLES, type ReportScope, reportScopeDto, resolveReportScope } from "./report-scope";
export { equalsIf, inPeriod, periodBounds, scopeCondition, spMonth, spMonthStart } from "./report-sql";
export { createReportsRepositories } from "./reports-repositories";
export { buildReportsServices, type ReportsServices } from "./reports-services";
export type { SaleEventTotal } from "./sale-events.repository";
export { SALE_EVENT_KINDS, type SaleEventKind, type SaleFilters, saleEventsSql } from "./sale-events-sql";
export { type SalesKpiValues, salesKpis } from "./sales-kpis";
export { funnelSteps, SalesReportService, salesBuckets, salesFigures } from "./sales-report";
export { csvNumber, csvText, salesReportBlocks } from "./sales-report-files";
