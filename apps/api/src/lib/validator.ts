import { FIELD_MSG } from "@portal/contracts/messages";
import { hasInvalidChars } from "@portal/contracts/text";
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/** Enough to name every bad field of a form; a hostile body with thousands of them gets the first ones. */
const MAX_REPORTED = 20;

/**
 * Paths (e.g. `["items", 0, "name"]`) of every string, or object key, that carries a NUL or a lone surrogate.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function invalidTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length && found.length < MAX_REPORTED) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (hasInvalidChars(item.value)) found.push(item.path);
    } else if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--) stack.push({ value: item.value[i], path: [...item.path, i] });
    } else if (item.value !== null && typeof item.value === "object") {
      for (const [key, child] of Object.entries(item.value).reverse()) {
        // A bad key is named with its bad characters replaced, so the answer itself stays valid text.
        if (hasInvalidChars(key)) found.push([...item.path, key.replace(/[\u0000\ud800-\udfff]/g, "\ufffd")]);
        else stack.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return found;
}

/**
 * The app's one validator compiler: every part a route declares (body, querystring, params, headers) is first
 * scanned for NUL and lone surrogates, which PostgreSQL cannot store (decision 032), then validated by the zod
 * schema. A hit is a 400 naming each field, shaped by plugins/errors.ts like any other validation error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const bad = invalidTextPaths(data);
    if (bad.length === 0) return validate(data);
    const error: FastifySchemaValidationError[] = bad.map((path) => ({
      keyword: "invalidCharacters",
      instancePath: path.length ? `/${path.join("/")}` : "",
      schemaPath: "#/invalidCharacters",
      params: {},
      message: FIELD_MSG.invalidCharacters,
    }));
    return { error };
  };
};
