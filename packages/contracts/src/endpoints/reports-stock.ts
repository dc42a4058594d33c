import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import {
  stockExportQuery,
  stockReportQuery,
  stockReportSchema,
  stockUnitsQuery,
  stockUnitsResponse,
} from "../reports/stock";
import { roles } from "../route-rules";

/** The stock report (decision 072): the `reports` section's roles; a coordinator reads their teams' enterprises. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every enterprise; coordinators: the enterprises their active teams serve " +
  "(enterprise_sales_teams)";
const access = roles(SECTION_ACCESS.reports, { scope: SCOPE });

export const REPORTS_STOCK = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/stock",
    operationId: "getStockReport",
    summary: "Stock report: units by status, stock value, days on the market, expiring reservations, VSO",
    description:
      "Units by status per enterprise and tower (the real status; available units suspended apart), the table " +
      "value of the available stock, the days on the market of the unsold units (since launch or the last " +
      "distrato), ACTIVE reservations ending in the next 48 h, and the VSO of each São Paulo month of the period " +
      "and of the 12 months up to its end: units sold net of cancellations and distratos / (units on offer at the " +
      "window's start + units launched in it). Filters: month_start/month_end (YYYY-MM, default the last 12 " +
      "months), enterprise_id, tower_id.",
    tags,
    access,
    query: stockReportQuery,
    status: 200,
    response: stockReportSchema,
  }),
  units: defineEndpoint({
    method: "GET",
    path: "/services/reports/stock/units",
    operationId: "listStockReportUnits",
    summary: "The units behind a number of the stock report",
    description:
      "Units of the scope, by enterprise, tower, floor and number; narrowed by enterprise_id, tower_id, status " +
      "(the report's statuses, SUSPENDED included), age_band (days on the market of unsold units), and vso_month " +
      "with vso_part (the units on offer at the month's start, launched in it, or with a sale registered, cancelled " +
      "or distracted in it: the parts of its VSO). Paginated.",
    tags,
    access,
    query: stockUnitsQuery,
    status: 200,
    response: stockUnitsResponse,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/stock/export",
    operationId: "exportStockReport",
    summary: "Export the stock report (XLSX, CSV or PDF)",
    description:
      "The report's tables for the same filters: XLSX (one sheet per table, values as numbers), PDF, or CSV " +
      "(one table: `table`, default towers; UTF-8 with BOM, `;`, cells starting with = + - @ escaped).",
    tags,
    access,
    query: stockExportQuery,
    status: 200,
    response: z.string().describe("The file"),
  }),
} as const;
