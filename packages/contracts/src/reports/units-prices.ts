/**
 * The price-table report (units-prices-snapshot, decision 071): an enterprise's price-table snapshots over
 * time (units priced, total and average price of each), and the difference per unit between two chosen tables —
 * a snapshot or the table in force now — in value and percent, with the market indexes (INCC-DI, IGP-M) of the
 * months between them and their accumulated variation, so a manager sees whether the table kept up with the index.
 */
import { z } from "zod";
import { INDEX_TYPES } from "../inventory-enums";
import { defineKpis } from "./common";
import type { UnitsPricesExportTable } from "./units-prices-query";

export * from "./units-prices-query";

/** Why a price-table snapshot was saved, as people read it (the `reason` the prices module writes). */
export const PRICE_SNAPSHOT_REASON_LABELS: Record<string, string> = {
  GENERATED: "Tabela gerada",
  MANUAL: "Versão salva",
  INDEX_UPDATE: "Reajuste por índice",
  PERCENTAGE_UPDATE: "Reajuste percentual",
  TABLE_UPDATE: "Nova tabela",
  RESTORE: "Tabela restaurada",
};
/** A snapshot's reason for the screen: its label, or the text as stored (older snapshots carry free text). */
export const priceSnapshotReasonLabel = (reason: string): string => PRICE_SNAPSHOT_REASON_LABELS[reason] ?? reason;

export const UNITS_PRICES_KPIS = defineKpis({
  table_difference: {
    label: "Variação da tabela",
    description:
      "Soma dos preços das unidades na tabela mais nova menos a soma na mais antiga (unidades com preço nas duas).",
    format: "money",
  },
  table_difference_percent: {
    label: "Variação da tabela (%)",
    description: "Variação da soma dos preços das unidades com preço nas duas tabelas.",
    format: "percent",
  },
  index_accumulated: {
    label: "Índice acumulado",
    description:
      "Variação acumulada do índice (composta mês a mês) do mês da tabela mais antiga até o mês anterior ao da mais nova.",
    format: "percent",
  },
});

const tableRef = z.object({
  /** null for the table in force now. */
  _id: z.string().nullable(),
  created_at: z.string(),
  /** "Tabela vigente" or the snapshot's reason and date, as the screen shows it. */
  label: z.string(),
});

export const unitsPricesReportSchema = z.object({
  enterprise: z.object({ _id: z.string(), name: z.string() }),
  generated_at: z.string(),
  /** Oldest first, ending with the table in force now (`_id` null). */
  tables: z.array(
    tableRef.extend({
      reason: z.string().nullable(),
      index_type: z.enum(INDEX_TYPES).nullable(),
      percentage: z.number().nullable(),
      units_priced: z.number().int(),
      total_price: z.number().int(),
      average_price: z.number().int().nullable(),
    }),
  ),
  /** null when the enterprise has no snapshot to compare with. */
  comparison: z
    .object({
      from: tableRef,
      to: tableRef,
      totals: z.object({
        units_compared: z.number().int(),
        from_total: z.number().int(),
        to_total: z.number().int(),
        difference: z.number().int(),
        difference_percent: z.number().nullable(),
      }),
      units: z.array(
        z.object({
          unit_id: z.string(),
          tower_name: z.string(),
          floor: z.number().int(),
          number: z.string(),
          status: z.string(),
          from_price: z.number().int().nullable(),
          to_price: z.number().int().nullable(),
          difference: z.number().int().nullable(),
          difference_percent: z.number().nullable(),
        }),
      ),
      indexes: z.array(
        z.object({
          type: z.enum(INDEX_TYPES),
          months: z.array(z.object({ month: z.string(), value: z.number().nullable() })),
          /** Compound variation over the months (a fraction); null when a month has no value yet. */
          accumulated: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type UnitsPricesReportDto = z.infer<typeof unitsPricesReportSchema>;

/** The tables a download holds (XLSX and PDF: all three; CSV: the one chosen, default units). */
export const UNITS_PRICES_EXPORT_TABLE_LABELS: Record<UnitsPricesExportTable, string> = {
  units: "Preços por unidade",
  tables: "Tabelas de preços",
  indexes: "Índices do período",
};

/** The file name of a download: "relatorio-tabelas-precos-2026-03-10.xlsx", the CSV with its table. */
export const unitsPricesExportFileName = (day: string, table: string, format: "xlsx" | "csv" | "pdf") =>
  format === "csv" ? `relatorio-tabelas-precos-${day}-${table}.csv` : `relatorio-tabelas-precos-${day}.${format}`;
