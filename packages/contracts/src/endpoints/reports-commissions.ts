import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import {
  commissionRowsQuery,
  commissionRowsResponse,
  commissionsExportQuery,
  commissionsReportQuery,
  commissionsReportSchema,
} from "../reports/commissions";
import { roles } from "../route-rules";

/** The commissions report (decision 072): the `reports` section's roles; coordinators read their teams' sales. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every sale; coordinators: sales of their teams' leads or sold by their " +
  "teams' people (decision 071)";
const access = roles(SECTION_ACCESS.reports, { scope: SCOPE });

export const REPORTS_COMMISSIONS = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/commissions",
    operationId: "getCommissionsReport",
    summary: "Commissions report: by status, month, beneficiary and sale; what is due this month",
    description:
      "Commissions of the sales registered in the period (São Paulo months of the sale's date), by status, month, " +
      "beneficiary (role and person) and sale, with totals per status; `commission_due_month` is every RELEASED " +
      "commission (released, not paid) of the scope, whatever the sale's month. Filters: month_start/month_end, " +
      "enterprise_id, status, role (the beneficiary's), beneficiary_id.",
    tags,
    access,
    query: commissionsReportQuery,
    status: 200,
    response: commissionsReportSchema,
  }),
  rows: defineEndpoint({
    method: "GET",
    path: "/services/reports/commissions/rows",
    operationId: "listCommissionsReportRows",
    summary: "The commissions behind a number of the commissions report",
    description:
      "Commission rows for the report's filters (plus sale_id), newest sale first; `due=true`: what is due this " +
      "month instead of the period's. Paginated.",
    tags,
    access,
    query: commissionRowsQuery,
    status: 200,
    response: commissionRowsResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/commissions/export",
    operationId: "exportCommissionsReport",
    summary: "Export the commissions report (XLSX, CSV or PDF)",
    description:
      "The report's tables for the same filters: XLSX (one sheet per table), PDF, or CSV (one table: `table`, " +
      "default beneficiaries; UTF-8 with BOM, `;`, cells starting with = + - @ escaped).",
    tags,
    access,
    query: commissionsExportQuery,
    status: 200,
    response: z.string().describe("The file"),
  }),
} as const;
