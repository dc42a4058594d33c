import type { FormErrors } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";
import { isApiError } from "./api-error";

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
  return (values) => {
    const body = toBody(values) as Record<string, unknown>;
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(body))) {
      errors[path] = isEmpty(valueAt(body, path)) ? REQUIRED_FIELD : sentence(message);
    }
    // Web-only checks (e.g. the password confirmation) name fields the body does not have.
    for (const [path, message] of Object.entries(extra?.(values) ?? {})) errors[path] = sentence(message);
    return errors;
  };
}

export const REQUIRED_FIELD = "Campo obrigatório.";

function valueAt(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], source);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Contract texts are fragments meant to follow a field name ("deve ser um CPF válido"); under an input they read as sentences. */
function sentence(message: unknown): string {
  const text = String(message ?? "").trim();
  if (!text) return REQUIRED_FIELD;
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
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

export function confirmationErrors(
  password: string,
  confirmation: string,
  field = "password_confirmation",
): FormErrors {
  return password && confirmation !== password ? { [field]: PASSWORDS_DIFFER } : {};
}

/**
 * The API's 400 texts (`"field" message`) as form errors, so the message also appears under the
 * input it names (the toast says 'Revise o campo {field}.').
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!isApiError(error) || error.status !== 400 || !error.body || !Array.isArray(error.body.message)) return {};
  const errors: FormErrors = {};
  for (const text of error.body.message) {
    const match = /^"([^"]+)"\s*(.*)$/.exec(text);
    if (match?.[1] && !(match[1] in errors)) errors[match[1]] = sentence(match[2] || text);
  }
  return errors;
}

/** The API's 400 texts as [field path, pt-BR fragment] pairs, for forms that word the message themselves. */
export function serverFieldTexts(error: unknown): [string, string][] {
  if (!isApiError(error) || error.status !== 400 || !error.body || !Array.isArray(error.body.message)) return [];
  return error.body.message.flatMap((text: unknown) => {
    const match = /^"([^"]+)"\s*(.*)$/.exec(String(text));
    return match?.[1] ? [[match[1], match[2] ?? ""] as [string, string]] : [];
  });
}

/** Puts the API's field errors on a Mantine form. */
export function applyServerErrors(
  form: { setErrors: (errors: FormErrors) => void; errors: FormErrors },
  error: unknown,
) {
  const errors = serverFieldErrors(error);
  if (Object.keys(errors).length > 0) form.setErrors({ ...form.errors, ...errors });
}
