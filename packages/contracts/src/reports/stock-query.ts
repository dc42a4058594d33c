/**
 * The stock report's URL filters and the names they use (decision 075): the web's report routes validate their URL
 * with these, so this module stays small (no response schemas) and keeps the first load light. `stock.ts` re-exports
 * all of it.
 */
import { z } from "zod";
import { paginationQuery } from "../common";
import { UNIT_STATUS_LABELS, UNIT_STATUSES } from "../inventory-enums";
import { blank } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { reportMonthField, reportQuery } from "./query";

/**
 * The statuses the stock report counts: the unit's real status (never the fake one brokers may be shown), with an
 * available unit an admin suspended counted apart, as the mirror paints it.
 */
export const STOCK_STATUSES = [...UNIT_STATUSES, "SUSPENDED"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { ...UNIT_STATUS_LABELS, SUSPENDED: "Suspensa" };

/** Days on the market, in bands (the chart of the stock's age). `max` is inclusive; null: no upper end. */
export const STOCK_AGE_BANDS = [
  { key: "D0_30", label: "Até 30 dias", min: 0, max: 30 },
  { key: "D31_90", label: "31 a 90 dias", min: 31, max: 90 },
  { key: "D91_180", label: "91 a 180 dias", min: 91, max: 180 },
  { key: "D181_365", label: "181 a 365 dias", min: 181, max: 365 },
  { key: "D366_PLUS", label: "Mais de 365 dias", min: 366, max: null },
] as const;
export type StockAgeBand = (typeof STOCK_AGE_BANDS)[number]["key"];
export const STOCK_AGE_BAND_KEYS = STOCK_AGE_BANDS.map((b) => b.key) as [StockAgeBand, ...StockAgeBand[]];

export const stockReportQuery = reportQuery(["enterprise_id", "tower_id"]);
export type StockReportQuery = z.infer<typeof stockReportQuery>;

/**
 * The parts of a month's VSO a drill-down lists: the units on offer at its start, launched in it, and those with a
 * sale registered, cancelled or distracted in it.
 */
export const VSO_PARTS = ["OFFER_AT_START", "LAUNCHED", "SOLD", "CANCELED", "DISTRACTED"] as const;
export type VsoPart = (typeof VSO_PARTS)[number];
export const VSO_PART_LABELS: Record<VsoPart, string> = {
  OFFER_AT_START: "Em oferta no início do mês",
  LAUNCHED: "Lançadas no mês",
  SOLD: "Vendidas no mês",
  CANCELED: "Vendas canceladas no mês",
  DISTRACTED: "Distratadas no mês",
};
export const STOCK_MSG = {
  vsoPart: "é obrigatório quando vso_month é informado",
  vsoMonth: "é obrigatório quando vso_part é informado",
} as const;

/** The units behind a number of the stock report (a status, an age band, a tower, a part of a month's VSO). */
export const stockUnitsQuery = reportQuery(["enterprise_id", "tower_id"], {
  status: blank(z.enum(STOCK_STATUSES, { error: FIELD_MSG.invalidOption })),
  age_band: blank(z.enum(STOCK_AGE_BAND_KEYS, { error: FIELD_MSG.invalidOption })),
  vso_month: blank(reportMonthField),
  vso_part: blank(z.enum(VSO_PARTS, { error: FIELD_MSG.invalidOption })),
  ...paginationQuery.shape,
}).superRefine((q, ctx) => {
  if (q.vso_month && !q.vso_part) ctx.addIssue({ code: "custom", path: ["vso_part"], message: STOCK_MSG.vsoPart });
  if (q.vso_part && !q.vso_month) ctx.addIssue({ code: "custom", path: ["vso_month"], message: STOCK_MSG.vsoMonth });
});
export type StockUnitsQuery = z.infer<typeof stockUnitsQuery>;
