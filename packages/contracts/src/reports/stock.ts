/**
 * The stock report (decision 072): what is left to sell, for how long it has been on offer, which reservations are
 * about to lapse, and the VSO (vendas sobre oferta) of each month and of the last 12 months.
 */
import { z } from "zod";
import { blank } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { kpiValueSchema, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";
import { STOCK_AGE_BAND_KEYS, STOCK_STATUSES, type StockStatus } from "./stock-query";

export * from "./stock-query";

/** Reservations ending within this many hours are listed as "vencendo". */
export const RESERVATION_EXPIRING_HOURS = 48;
/**
 * The report lists at most this many of them, the soonest first (decision 077: a report answer is the screen, not
 * every row); the KPI `reservations_expiring_48h` counts them all.
 */
export const RESERVATIONS_EXPIRING_SHOWN = 50;

const statusCountsSchema = z.object(
  Object.fromEntries(STOCK_STATUSES.map((s) => [s, z.number().int()])) as Record<StockStatus, z.ZodNumber>,
);
export type StockStatusCounts = z.infer<typeof statusCountsSchema>;

/** One tower's units: counts by status, the available stock's value and the unsold units' age. */
export const stockTowerRowSchema = z.object({
  enterprise_id: z.string(),
  enterprise_name: z.string(),
  tower_id: z.string(),
  tower_name: z.string(),
  total: z.number().int(),
  by_status: statusCountsSchema,
  /** Sum of the table price (centavos) of the available, not suspended units. */
  stock_value: z.number(),
  /** Median days on the market of the tower's unsold units (null when every unit is sold). */
  days_on_market_median: z.number().nullable(),
});
export type StockTowerRow = z.infer<typeof stockTowerRowSchema>;

export const stockReservationRowSchema = z.object({
  _id: z.string(),
  unit_id: z.string(),
  unit_number: z.string(),
  tower_name: z.string(),
  enterprise_id: z.string(),
  enterprise_name: z.string(),
  broker_name: z.string(),
  lead_name: z.string().nullable(),
  expires_at: z.string(),
  /** Whole hours left (rounded down). */
  hours_left: z.number().int(),
});
export type StockReservationRow = z.infer<typeof stockReservationRowSchema>;

/** The VSO of one window: units sold net (gross − cancellations − distratos) over the offer. */
export const vsoRowSchema = z.object({
  /** "YYYY-MM" of a month, or "12m" for the 12 months up to the period's end. */
  month: z.string(),
  offer_at_start: z.number().int(),
  launched: z.number().int(),
  sold_gross: z.number().int(),
  sold_canceled: z.number().int(),
  sold_distracted: z.number().int(),
  sold_net: z.number().int(),
  /** sold_net / (offer_at_start + launched); null when there was no offer. */
  vso: z.number().nullable(),
});
export type VsoRow = z.infer<typeof vsoRowSchema>;

export const stockReportSchema = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  generated_at: z.string(),
  kpis: z.array(kpiValueSchema),
  by_status: statusCountsSchema,
  by_tower: z.array(stockTowerRowSchema),
  age_bands: z.array(z.object({ band: z.enum(STOCK_AGE_BAND_KEYS), label: z.string(), units: z.number().int() })),
  /** The soonest RESERVATIONS_EXPIRING_SHOWN of the reservations the KPI counts. */
  reservations_expiring: z.array(stockReservationRowSchema),
  vso_monthly: z.array(vsoRowSchema),
  /** The whole period as one window (month "period"). */
  vso_period: vsoRowSchema,
  /** The window of `vso_12_months`: the 12 months ending at the period's end. */
  vso_12_months: vsoRowSchema,
});
export type StockReportDto = z.infer<typeof stockReportSchema>;

export const stockUnitRowSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  enterprise_name: z.string(),
  tower_id: z.string(),
  tower_name: z.string(),
  floor: z.number().int(),
  number: z.string(),
  status: z.enum(STOCK_STATUSES),
  status_label: z.string(),
  price: z.number().nullable(),
  /** When the unit (last) went on offer: its launch, or the last distrato of a sale of it. */
  on_offer_since: z.string(),
  /** Whole days on the market; null for a sold unit. */
  days_on_market: z.number().int().nullable(),
});
export type StockUnitRow = z.infer<typeof stockUnitRowSchema>;

export const stockUnitsResponse = z.object({
  payload: z.array(stockUnitRowSchema),
  pagination: z.object({ total: z.number().int(), skip: z.number().int(), limit: z.number().int() }),
});

/** The tables a stock export carries (a CSV holds one: `table`). */
export const STOCK_EXPORT_TABLES = ["towers", "reservations", "vso"] as const;
export type StockExportTable = (typeof STOCK_EXPORT_TABLES)[number];
export const STOCK_EXPORT_TABLE_LABELS: Record<StockExportTable, string> = {
  towers: "Unidades por torre",
  reservations: "Reservas vencendo em 48 h",
  vso: "VSO",
};

export const REPORT_EXPORT_FORMATS = ["xlsx", "csv", "pdf"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const reportExportFormatField = z.enum(REPORT_EXPORT_FORMATS, { error: FIELD_MSG.invalidOption });

export const stockExportQuery = reportQuery(["enterprise_id", "tower_id"], {
  format: reportExportFormatField,
  table: blank(z.enum(STOCK_EXPORT_TABLES, { error: FIELD_MSG.invalidOption })),
});
export type StockExportQuery = z.infer<typeof stockExportQuery>;
