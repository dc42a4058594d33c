import { z } from "zod";
import { monthField } from "./date-fields";
import { INDEX_TYPES, indexTypeSchema } from "./inventory-enums";
import { FIELD_MSG } from "./messages";

/**
 * Unit prices, dated snapshots, updates (index, percentage, table) and restore; market indexes
 * (docs/decisions/011). Money in integer centavos; index values in percent per month.
 */
const centavos = z
  .number({ error: "deve ser um valor em centavos" })
  .int({ error: "deve ser um valor em centavos (inteiro)" })
  .min(0, { error: "não pode ser negativo" })
  .max(Number.MAX_SAFE_INTEGER, { error: "é grande demais" });
const month = monthField();

export const unitPriceSchema = z.object({
  unit_id: z.string(),
  tower_name: z.string(),
  floor: z.number().int(),
  number: z.string(),
  private_area: z.number(),
  status: z.string(),
  price: z.number().int().nullable(),
  /** Centavos per m², rounded. */
  price_per_m2: z.number().int().nullable(),
});
export const unitPricesResponse = z.object({ payload: z.array(unitPriceSchema), total_price: z.number().int() });

export const priceTableInput = z
  .array(z.object({ unit_id: z.uuid({ error: FIELD_MSG.invalid }), price: centavos }).strict(), {
    error: "deve ser uma lista",
  })
  .min(1, { error: FIELD_MSG.required })
  .max(5000, { error: "no máximo 5.000 unidades" });

/** prices-update: by the accumulated index of some months, by a percentage, or by a table. Sold units keep their price. */
export const pricesUpdateBody = z.discriminatedUnion(
  "mode",
  [
    z
      .object({
        mode: z.literal("INDEX"),
        index_type: indexTypeSchema,
        from_month: month,
        to_month: month,
      })
      .strict(),
    z
      .object({
        mode: z.literal("PERCENTAGE"),
        percentage: z
          .number({ error: "deve ser um número" })
          .min(-50, { error: "deve estar entre -50 e 50" })
          .max(50, { error: "deve estar entre -50 e 50" }),
      })
      .strict(),
    z.object({ mode: z.literal("TABLE"), prices: priceTableInput }).strict(),
  ],
  { error: "deve ser INDEX, PERCENTAGE ou TABLE" },
);
export type PricesUpdateInput = z.output<typeof pricesUpdateBody>;

export const pricesRestoreBody = z.object({ snapshot_id: z.uuid({ error: FIELD_MSG.invalid }) }).strict();

export const priceSnapshotSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  index_type: z.enum(INDEX_TYPES).nullable(),
  percentage: z.number().nullable(),
  created_by_id: z.string().nullable(),
  units: z.number().int(),
  total_price: z.number().int(),
  createdAt: z.string(),
});
export const priceSnapshotListResponse = z.object({ payload: z.array(priceSnapshotSchema) });
export const priceSnapshotDetailSchema = priceSnapshotSchema.extend({
  items: z.array(z.object({ unit_id: z.string(), price: z.number().int().nullable() })),
});

export const marketIndexSchema = z.object({
  _id: z.string(),
  type: z.enum(INDEX_TYPES),
  month: z.string(),
  value: z.number(),
  updatedAt: z.string(),
});
export const marketIndexListQuery = z.object({
  type: indexTypeSchema.optional(),
  from: month.optional(),
  to: month.optional(),
});
export const marketIndexListResponse = z.object({ payload: z.array(marketIndexSchema) });
export const marketIndexPutBody = z
  .object({
    type: indexTypeSchema,
    month,
    /** Variation of the month, percent (e.g. 0.52). */
    value: z
      .number({ error: "deve ser um número" })
      .min(-20, { error: "deve estar entre -20 e 20" })
      .max(20, { error: "deve estar entre -20 e 20" }),
  })
  .strict();

export const PRICE_MSG = {
  snapshotNotFound: "Versão da tabela de preços não encontrada.",
  missingIndexMonths: (months: string[]) => `Faltam valores do índice para: ${months.join(", ")}.`,
  monthOrder: "deve ser igual ou posterior ao mês inicial",
  unknownUnits: "deve conter apenas unidades deste empreendimento",
  marketIndexNotFound: "Índice não encontrado.",
  marketIndexDeleted: "Índice removido.",
  snapshotNotInEnterprise: "deve ser uma versão da tabela deste empreendimento",
} as const;

/** Months from..to inclusive ("2026-01".."2026-03" -> three months). */
export function monthRange(from: string, to: string): string[] {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  const out: string[] = [];
  // Months as a single counter (year * 12 + month index).
  for (let i = fy * 12 + fm - 1; i <= ty * 12 + tm - 1 && out.length <= 600; i++) {
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
  }
  return out;
}
