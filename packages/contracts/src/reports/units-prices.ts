/**
 * The price-table report (units-prices-snapshot, decision 071): an enterprise's price-table snapshots over
 * time (units priced, total and average price of each), and the difference per unit between two chosen tables —
 * a snapshot or the table in force now — in value and percent, with the market indexes (INCC-DI, IGP-M) of the
 * months between them and their accumulated variation, so a manager sees whether the table kept up with the index.
 */
import { z } from "zod";
import { INDEX_TYPES } from "../inventory-enums";
import { blank, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { defineKpis } from "./common";

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
