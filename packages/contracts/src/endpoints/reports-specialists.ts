import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import {
  specialistsExportQuery,
  specialistsReportQuery,
  specialistsReportSchema,
  specialistsRowsQuery,
  specialistsRowsResponse,
} from "../reports/specialists";
import { roles } from "../route-rules";

/** The specialists report (decision 071): who may call is the `reports` section. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every specialist; online and booth coordinators: their teams' people only";
const access = roles(SECTION_ACCESS.reports, { scope: SCOPE });
const PERIOD =
  "Period: month_start/month_end as YYYY-MM (São Paulo months, at most 36; default the last 12). " +
  "Filters: enterprise_id, sales_team_id (that team's people), specialist_id.";

export const REPORTS_SPECIALISTS = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/specialists",
    operationId: "getSpecialistsReport",
    summary: "Specialists report",
    description:
      "Per specialist over the period (SPECIALIST_KPIS): leads received (roulette, stand, manual: lead movements " +
      "into their wallet), roulette offers accepted and expired with the median minutes to accept, attendances, " +
      "stand visits served, appointments done and no-show, proposals (first versions), gross sales and VGV (sale " +
      "events, decision 071), conversion (sales / leads received), leads out of the wallet; and the totals. " +
      "Specialists listed: the active booth and online specialists in the caller's scope, and anyone with activity " +
      "in the period. Period: month_start/month_end as YYYY-MM (São Paulo months, at most 36; default the last 12). " +
      "Filters: enterprise_id (counts of that enterprise only), sales_team_id (that team's people), specialist_id.",
    tags,
    access,
    query: specialistsReportQuery,
    status: 200,
    response: specialistsReportSchema,
  }),
  rows: defineEndpoint({
    method: "GET",
    path: "/services/reports/specialists/rows",
    operationId: "listSpecialistsReportRows",
    summary: "List the records behind a figure of the specialists report",
    description:
      "The drill-down (decision 078): the records a figure counts for the report's filters — metric is the figure " +
      "(SPECIALIST_ROW_METRICS: lead movements in by channel or out, roulette offers accepted or expired, " +
      "attendances, stand visits served, appointments done or no-show, proposals, sales), specialist_id narrows to " +
      `one person. Newest first, paginated (skip, limit <= 100). ${PERIOD}`,
    tags,
    access,
    query: specialistsRowsQuery,
    status: 200,
    response: specialistsRowsResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/specialists/export",
    operationId: "exportSpecialistsReport",
    summary: "Download the specialists report (XLSX, CSV or PDF)",
    description:
      "The same figures as GET /services/reports/specialists for the same filters (a row per specialist and the " +
      "totals), as format=xlsx, csv (UTF-8 with BOM, ';' separated, formula-injection escaped) or pdf. " +
      PERIOD,
    tags,
    access,
    query: specialistsExportQuery,
    status: 200,
    response: z
      .unknown()
      .describe(
        "The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv or application/pdf).",
      ),
  }),
} as const;
