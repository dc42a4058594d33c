/**
 * The partners report's query schemas alone (decision 079): the web's report routes validate their URL with them, so
 * this module stays small (no response schemas, no labels) and keeps the first load light.
 */
import { z } from "zod";
import { blank, queryInt, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { reportQuery } from "./query";

/** The filters the partners report narrows by (the period is always there). */
export const PARTNERS_REPORT_FILTERS = ["enterprise_id", "partner_agency_id"] as const;
export const partnersReportQuery = reportQuery(PARTNERS_REPORT_FILTERS);
export type PartnersReportQuery = z.output<typeof partnersReportQuery>;

/** The figures a drill-down lists: the leads behind "Leads trazidos", the sales behind "Vendas" (and VGV). */
export const PARTNER_ROW_METRICS = ["leads_brought", "sales"] as const;
export type PartnerRowMetric = (typeof PARTNER_ROW_METRICS)[number];

/**
 * The leads or sales behind a number of the partners report: the report's filters, the metric, and whose number —
 * broker_id (a partner broker), or partner_agency_id alone (the agency: itself and its brokers), or neither (every
 * partner, the totals).
 */
export const partnersRowsQuery = reportQuery(PARTNERS_REPORT_FILTERS, {
  metric: z.enum(PARTNER_ROW_METRICS, { error: FIELD_MSG.invalidOption }),
  broker_id: blank(uuidField),
  skip: blank(queryInt(0)).default(0),
  limit: blank(queryInt(1, 100)).default(50),
});
export type PartnersRowsQuery = z.output<typeof partnersRowsQuery>;

export const partnersExportQuery = reportQuery(PARTNERS_REPORT_FILTERS, {
  format: z.enum(["xlsx", "csv", "pdf"], { error: FIELD_MSG.invalidOption }),
});
export type PartnersExportQuery = z.output<typeof partnersExportQuery>;
