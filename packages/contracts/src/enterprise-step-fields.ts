import { z } from "zod";
import { dayField } from "./date-fields";
import { FIELD_MSG } from "./messages";

/** Field builders shared by the enterprise wizard schemas (pt-BR messages; money in centavos, percent in percent). */
export const int = (min: number, max: number) =>
  z
    .number({ error: "deve ser um número inteiro" })
    .int({ error: "deve ser um número inteiro" })
    .min(min, { error: `deve estar entre ${min} e ${max}` })
    .max(max, { error: `deve estar entre ${min} e ${max}` });
export const percent = (min = 0, max = 100) =>
  z
    .number({ error: "deve ser um número" })
    .min(min, { error: `deve estar entre ${min} e ${max}` })
    .max(max, { error: `deve estar entre ${min} e ${max}` });
export const centavos = z
  .number({ error: "deve ser um valor em centavos" })
  .int({ error: "deve ser um valor em centavos (inteiro)" })
  .min(0, { error: "não pode ser negativo" })
  .max(Number.MAX_SAFE_INTEGER, { error: "é grande demais" });
export const text = (max: number, min = 1) =>
  z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(min, { error: min === 1 ? FIELD_MSG.required : FIELD_MSG.tooShort(min) })
    .max(max, { error: FIELD_MSG.tooLong(max) });
/** A calendar day "YYYY-MM-DD" in the portal's year range (date-fields.ts). */
export const isoDate = dayField();
export const area = z
  .number({ error: "deve ser a área em m²" })
  .gt(0, { error: "deve ser maior que zero" })
  .max(100_000, { error: "é grande demais" })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
    error: "deve ter no máximo 2 casas decimais",
  });
