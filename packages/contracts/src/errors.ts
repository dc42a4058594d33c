import { z } from "zod";

/** Error body on the wire (ARCHITECTURE.md). 400: message is a list of texts, each quoting its field first. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.union([z.string(), z.array(z.string())]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const AUTH_ERROR_CODES = ["INVALID_TOKEN", "TOKEN_IS_MISSING"] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The first field named in double quotes in the first text of a 400 body (spec 8). */
export function firstInvalidField(body: unknown): string | null {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const first = Array.isArray(parsed.data.message) ? parsed.data.message[0] : parsed.data.message;
  const m = first?.match(/"([^"]+)"/);
  return m?.[1] ?? null;
}
