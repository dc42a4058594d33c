/**
 * The sales report's query schemas alone (decision 075): the web's report routes validate their URL with them, so
 * this module stays small (no response schemas, no labels) and keeps the first load light.
 */
import { z } from "zod";
import { blank, queryInt } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { reportMonthField, reportQuery } from "./query";

/** The filters the sales report narrows by (the period is always there). */
export const SALES_REPORT_FILTERS = ["enterprise_id", "tower_id", "sales_team_id", "specialist_id", "source"] as const;
export const salesReportQuery = reportQuery(SALES_REPORT_FILTERS);
export type SalesReportQuery = z.output<typeof salesReportQuery>;

/** The three events a sale yields (decision 071), each counted in its own month. */
export const SALE_EVENT_KINDS = ["GROSS", "CANCELED", "DISTRACTED"] as const;
export type SaleEventKindDto = (typeof SALE_EVENT_KINDS)[number];
export const SALE_EVENT_KIND_LABELS: Record<SaleEventKindDto, string> = {
  GROSS: "Venda",
  CANCELED: "Cancelamento",
  DISTRACTED: "Distrato",
};

/**
 * The sales behind a number: the report's filters, plus the bucket clicked — a month and a kind of event (a chart
 * bar), or a row of a breakdown (its id as the filter, `without_team=true` for "Sem equipe"). Without `kind` every
 * event of the period is listed.
 */
export const salesRowsQuery = reportQuery(SALES_REPORT_FILTERS, {
  month: blank(reportMonthField),
  kind: blank(z.enum(SALE_EVENT_KINDS, { error: FIELD_MSG.invalidOption })),
  without_team: blank(z.enum(["true", "false"], { error: FIELD_MSG.invalidOption })),
  skip: blank(queryInt(0)).default(0),
  limit: blank(queryInt(1, 100)).default(50),
});
export type SalesRowsQuery = z.output<typeof salesRowsQuery>;
