import type { FormErrors } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";

/**
 * Validates a Mantine form with a contract schema. `toBody` turns the form's values (masked
 * strings, '' for empty optional fields) into the request body the schema describes, so the
 * very same schema checks the form and, on the API, the request.
 */
export function contractValidate<Values, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => unknown,
  extra?: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  const resolve = zod4Resolver(schema);
  return (values) => ({ ...resolve(toBody(values) as Record<string, unknown>), ...extra?.(values) });
}

/** '' (an untouched optional input) means "not given". */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

export function nullable(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export const PASSWORDS_DIFFER = "As senhas não conferem.";

export function confirmationErrors(password: string, confirmation: string, field = "password_confirmation"): FormErrors {
  return password && confirmation !== password ? { [field]: PASSWORDS_DIFFER } : {};
}
