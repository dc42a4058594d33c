/**
 * The specialists report's query schemas alone (decision 078): the web's report routes validate their URL with
 * them, so this module stays small (no response schemas, no labels) and keeps the first load light.
 */
import { z } from "zod";
import { blank, queryInt } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { reportQuery } from "./query";

/** The filters the specialists report narrows by (the period is always there). */
export const SPECIALISTS_REPORT_FILTERS = ["enterprise_id", "sales_team_id", "specialist_id"] as const;
export const specialistsReportQuery = reportQuery(SPECIALISTS_REPORT_FILTERS);
export type SpecialistsReportQuery = z.output<typeof specialistsReportQuery>;

/**
 * The figures a drill-down lists the records of. The derived figures read the records they come from: VGV and
 * conversion are the sales, the median time to accept is the accepted offers (SPECIALIST_ROW_METRIC_OF).
 */
export const SPECIALIST_ROW_METRICS = [
  "leads_received",
  "received_roulette",
  "received_stand",
  "received_manual",
  "movements_out",
  "offers_accepted",
  "offers_expired",
  "attendances",
  "stand_visits_served",
  "appointments_done",
  "appointments_no_show",
  "proposals",
  "sales",
] as const;
export type SpecialistRowMetric = (typeof SPECIALIST_ROW_METRICS)[number];

/** The records behind a figure: the report's filters (the specialist among them) and the figure clicked. */
export const specialistsRowsQuery = reportQuery(SPECIALISTS_REPORT_FILTERS, {
  metric: z.enum(SPECIALIST_ROW_METRICS, { error: FIELD_MSG.invalidOption }),
  skip: blank(queryInt(0)).default(0),
  limit: blank(queryInt(1, 100)).default(50),
});
export type SpecialistsRowsQuery = z.output<typeof specialistsRowsQuery>;
