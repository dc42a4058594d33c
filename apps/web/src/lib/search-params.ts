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

/** Drops the empty values (undefined or ""), so they stay out of the URL and of the API query. */
export function dropEmpty<T extends Record<string, unknown>>(values: T): T {
  for (const [k, v] of Object.entries(values)) if (v === undefined || v === "") delete values[k];
  return values;
}

/**
 * The search params after a filter change: `patch` merged into `prev`, empty values dropped; by default the list
 * goes back to page 1 (a filter change never keeps a page that may no longer exist).
 */
export function patchSearch(
  prev: Record<string, unknown>,
  patch: Record<string, unknown>,
  options: { keepPage?: boolean } = {},
): Record<string, unknown> {
  return dropEmpty({ ...prev, ...patch, ...(options.keepPage ? {} : { page: undefined }) });
}
