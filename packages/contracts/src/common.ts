import { z } from "zod";

export const idSchema = z.uuid();

export const paginationQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `search` of the lists searched by name (enterprises, sales teams). */
export const nameSearchQuery = z
  .string()
  .trim()
  .max(120)
  .describe("Part of the name, case-insensitive; % and _ match themselves.")
  .optional();

export const paginationSchema = z.object({ total: z.number().int(), skip: z.number().int(), limit: z.number().int() });

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ payload: z.array(item), pagination: paginationSchema });
}

export const messageResponse = z.object({ message: z.string() });

/** Query booleans arrive as strings. */
export const queryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const APP_VERSION = "1.0.0";
export const APP_ENVS = ["production", "staging", "development"] as const;
export type AppEnv = (typeof APP_ENVS)[number];
/** GET /app-config (public): the environment, the version and the maintenance switch. */
export const appConfigResponse = z.object({ app_env: z.enum(APP_ENVS), version: z.string(), maintenance: z.boolean() });
export type AppConfig = z.infer<typeof appConfigResponse>;

/** Spec 9 constants shared by API and web. */
export const SESSION_TTL_SECONDS = 172800;
export const TOAST_AUTO_CLOSE_MS = 10_000;
/** Spec 9: the two modal widths: 360 px for a short confirmation, 392 px for a small form (a unit's action). */
export const MODAL_WIDTH_NARROW = 360;
export const MODAL_WIDTH = 392;
/** Spec 9: the maximum height of every dropdown (selects, autocompletes, menus); longer lists scroll. */
export const DROPDOWN_MAX_HEIGHT = "20rem";
export const NOTIFICATION_POLL_MS = 20_000;
export const SEARCH_DEBOUNCE_MS = 350;
export const LEAD_PAGE_SIZE = 50;

/**
 * A count for each value of an enum, every key present: an object with one property per value (a `z.record` over
 * an enum would say the same, but its JSON Schema requires keys it never defines, which OpenAPI linters refuse).
 */
export function countsPerValue<const T extends readonly [string, ...string[]]>(values: T) {
  const shape = Object.fromEntries(values.map((value) => [value, z.number().int()])) as {
    [K in T[number]]: z.ZodNumber;
  };
  return z.object(shape);
}
