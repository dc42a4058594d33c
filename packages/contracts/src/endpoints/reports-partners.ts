import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import {
  partnersExportQuery,
  partnersReportQuery,
  partnersReportSchema,
  partnersRowsQuery,
  partnersRowsResponse,
} from "../reports/partners";
import { roles } from "../route-rules";

/** The partners report (decisions 071 and 079): who may call is the `reports` section. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every partner's numbers; online and booth coordinators: only the leads, " +
  "proposals, visits and sales of their teams";

const access = roles(SECTION_ACCESS.reports, { scope: SCOPE });
const PERIOD =
  "Period: month_start/month_end as YYYY-MM (São Paulo months, at most 36; default the last 12). Filters: " +
  "enterprise_id, partner_agency_id.";

export const REPORTS_PARTNERS = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/partners-report",
    operationId: "getPartnersReport",
    summary: "Partners report",
    description:
      "Per partner broker (AGENT_PARTNER, AGENT_PATRIANI) grouped under their partner agency, over the period " +
      "(PARTNER_KPIS): leads brought (created by the partner or with the partner as co-partner), stand visits of " +
      "those leads and third-party visits, proposals, gross sales and VGV (sale events, decision 071) by the partner, " +
      "of their leads or in the agency's name, commissions by status, conversion (sales / leads brought). Agency " +
      "figures: its brokers' and its own, each lead or sale once. Period: month_start/month_end as YYYY-MM (São " +
      "Paulo months, at most 36; default the last 12). Filters: enterprise_id, partner_agency_id.",
    tags,
    access,
    query: partnersReportQuery,
    status: 200,
    response: partnersReportSchema,
  }),
  rows: defineEndpoint({
    method: "GET",
    path: "/services/reports/partners-report/rows",
    operationId: "listPartnersReportRows",
    summary: "List the leads or sales behind a figure of the partners report",
    description:
      "The drill-down (decision 079): metric=leads_brought lists the leads brought in the period, metric=sales the " +
      "gross sales of the period (with the value and the subject's commission), of one partner broker (broker_id), " +
      "of an agency (partner_agency_id alone: the agency and its brokers) or of every partner, with the same rules " +
      `as the report's figure, so the list's total equals it. Newest first, paginated (skip, limit <= 100). ${PERIOD}`,
    tags,
    access,
    query: partnersRowsQuery,
    status: 200,
    response: partnersRowsResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/partners-report/export",
    operationId: "exportPartnersReport",
    summary: "Download the partners report (XLSX, CSV or PDF)",
    description:
      "The table of GET /services/reports/partners-report for the same filters — every partner, then each agency " +
      "followed by its brokers — as format=xlsx, csv (UTF-8 with BOM, ';' separated, formula-injection escaped) or " +
      `pdf. ${PERIOD}`,
    tags,
    access,
    query: partnersExportQuery,
    status: 200,
    response: z
      .unknown()
      .describe(
        "The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv or application/pdf).",
      ),
  }),
} as const;
