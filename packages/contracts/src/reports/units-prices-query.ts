/**
 * The price-table report's query schemas alone (decisions 071 and 079): the web's report route validates its URL with
 * them, so this module stays small (no response schemas, no labels) and keeps the first load light.
 */
import { z } from "zod";
import { blank, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";

export const UNITS_PRICES_REPORT_MSG = {
  enterpriseNotFound: "Empreendimento não encontrado.",
  towerOfEnterprise: "deve ser uma torre deste empreendimento",
  laterTable: "deve ser uma tabela posterior à tabela de origem",
} as const;

/** `to_snapshot_id=current` (or left out) compares with the table in force now. */
export const CURRENT_TABLE = "current";

export const unitsPricesReportQuery = z.object({
  enterprise_id: uuidField,
  tower_id: blank(uuidField),
  /** The older table; default the latest snapshot. */
  from_snapshot_id: blank(uuidField),
  /** The newer table: a snapshot id or `current` (default). */
  to_snapshot_id: blank(
    z.union([z.literal(CURRENT_TABLE), z.uuid({ error: FIELD_MSG.invalid })], { error: FIELD_MSG.invalid }),
  ),
});
export type UnitsPricesReportQuery = z.output<typeof unitsPricesReportQuery>;

/** The report's URL on the web: the same fields, the enterprise still to be chosen. */
export const unitsPricesSearchSchema = unitsPricesReportQuery.extend({ enterprise_id: blank(uuidField) });
export type UnitsPricesSearch = z.output<typeof unitsPricesSearchSchema>;

export const UNITS_PRICES_EXPORT_TABLES = ["units", "tables", "indexes"] as const;
export type UnitsPricesExportTable = (typeof UNITS_PRICES_EXPORT_TABLES)[number];

export const unitsPricesExportQuery = unitsPricesReportQuery.extend({
  format: z.enum(["xlsx", "csv", "pdf"], { error: FIELD_MSG.invalidOption }),
  table: blank(z.enum(UNITS_PRICES_EXPORT_TABLES, { error: FIELD_MSG.invalidOption })),
});
export type UnitsPricesExportQuery = z.output<typeof unitsPricesExportQuery>;
