import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import {
  salesExportQuery,
  salesReportQuery,
  salesReportSchema,
  salesRowsQuery,
  salesRowsResponse,
} from "../reports/sales";
import { roles } from "../route-rules";

/** The sales report (decisions 071 and 075): who may call is the `reports` section. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every team; online and booth coordinators: their teams' sales only " +
  "(the lead's team is theirs, or the seller is one of their teams' people)";
const access = roles(SECTION_ACCESS.reports, { scope: SCOPE });
const PERIOD =
  "Period: month_start/month_end as YYYY-MM (São Paulo months, at most 36; default the last 12 months). " +
  "Filters: enterprise_id, tower_id, sales_team_id (the lead's team), specialist_id (the sale's broker), source " +
  "(the lead's).";

export const REPORTS_SALES = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/sales",
    operationId: "getSalesReport",
    summary: "Sales report",
    description:
      "Sales KPIs (SALES_KPIS: gross, cancellations, distratos, net, VGV, distrato rate, average ticket), by month, " +
      "enterprise, team ('Sem equipe' when the lead has none), specialist and lead source, and the funnel of the " +
      "leads created in the period with each step's conversion and median days. A sale counts GROSS in the month " +
      `it was registered, a cancellation or distrato in its own month (decision 071). ${PERIOD}`,
    tags,
    access,
    query: salesReportQuery,
    status: 200,
    response: salesReportSchema,
  }),
  rows: defineEndpoint({
    method: "GET",
    path: "/services/reports/sales/rows",
    operationId: "listSalesReportRows",
    summary: "List the sale events behind a figure of the sales report",
    description:
      "The drill-down: the sale events of the report's filters narrowed to a bucket — month and kind " +
      "(GROSS/CANCELED/DISTRACTED), or a breakdown row (enterprise_id, sales_team_id or without_team=true, " +
      `specialist_id, source). Newest first, paginated (skip, limit <= 100). ${PERIOD}`,
    tags,
    access,
    query: salesRowsQuery,
    status: 200,
    response: salesRowsResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/sales/export",
    operationId: "exportSalesReport",
    summary: "Download the sales report (XLSX, CSV or PDF)",
    description:
      "The same figures as GET /services/reports/sales for the same filters, as format=xlsx, csv (UTF-8 with BOM, " +
      `';' separated, formula-injection escaped) or pdf. ${PERIOD}`,
    tags,
    access,
    query: salesExportQuery,
    status: 200,
    response: z
      .unknown()
      .describe(
        "The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv or application/pdf).",
      ),
  }),
} as const;
