import { z } from "zod";

/**
 * TanStack Router parses search params as JSON first (`?active=true` is a boolean, `?search=123`
 * a number), so URL filters accept both forms and normalise them.
 */
export const searchText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(120))
  .transform((v) => (v === "" ? undefined : v))
  .optional()
  .catch(undefined);

export const searchBoolean = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
  .optional()
  .catch(undefined);

export const searchPage = z.coerce.number().int().min(1).optional().catch(undefined);
