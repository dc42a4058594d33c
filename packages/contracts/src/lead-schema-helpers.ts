import { z } from "zod";
import { dayField, eightDigitDayFilter } from "./date-fields";
import { FIELD_MSG } from "./messages";
import { cleanLine, cleanMultiline } from "./text";

/** Small zod helpers shared by the lead schemas. */
/** Query values: "" counts as absent (spec 5: empty filters are left out). */
export const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
/** Comma-joined query list ("a,b"); empty items dropped. */
export const csv = <T extends z.ZodType>(item: T, max = 50) =>
  z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    // The cast only widens the declared input: each item is still validated by `item`.
    .pipe(z.array(item).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);
/**
 * An object that refuses unknown keys naming each one (`"owner_id" não pode ser enviado ...`), so mass assignment
 * of owner_id / excluded / status is impossible and the 400 names the field.
 */
export function closedObject<S extends z.ZodRawShape>(shape: S) {
  return z.looseObject(shape).superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in shape))
        ctx.addIssue({ code: "custom", path: [key], message: "não é um campo permitido nesta rota" });
    }
  });
}
/** A body the client may leave out (undefined or null): parsed as {}. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
export const uuidField = z.uuid({ error: FIELD_MSG.invalid });
export const text = (max: number) => z.string().trim().min(1, { error: FIELD_MSG.required }).max(max);
export const nullableText = (max: number) => text(max).nullable();
/** A single-line name (company, person): control, bidi and escape characters removed before trim and length. */
export const nameText = (max: number) =>
  z.string().overwrite(cleanLine).trim().min(1, { error: FIELD_MSG.required }).max(max);
/**
 * A DDMMYYYY date filter (America/Sao_Paulo); the query applies it only when it is exactly 8 digits, and eight
 * digits that are not a day of the portal's year range are a 400 (date-fields.ts).
 */
export const eightDigits = eightDigitDayFilter();
/** A required choice from a list: "obrigatório" when absent, "opção inválida" otherwise (zod's texts are English). */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? FIELD_MSG.required : FIELD_MSG.invalidOption),
  });
/** Optional multi-line text (notes, observations): control characters removed, "" or null clear it. */
export const clearableLongText = (max: number) =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .string()
      .overwrite(cleanMultiline)
      .trim()
      .max(max, { error: FIELD_MSG.tooLong(max) })
      .nullable(),
  );
/** A calendar day "YYYY-MM-DD" that exists (2026-02-31 and 2026-13-01 are refused, not rolled over), 1900..2100. */
export const isoDayField = dayField();
export const betweenMsg = (min: number, max: number) => `deve estar entre ${min} e ${max}`;
/** A query page field (skip / limit) with pt-BR texts. */
export const queryInt = (min: number, max?: number) => {
  const text = max === undefined ? `deve ser um número inteiro maior ou igual a ${min}` : betweenMsg(min, max);
  const n = z.coerce.number({ error: text }).int({ error: text }).min(min, { error: text });
  return max === undefined ? n : n.max(max, { error: text });
};
