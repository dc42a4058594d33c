import fastJson, { type Schema } from "fast-json-stringify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: "null"}]` (how zod writes a nullable object) becomes X with `type: [X.type, "null"]`:
 * fast-json-stringify then writes it directly instead of testing each branch with a validator.
 */
export function flattenNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flattenNullable);
  if (!node || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = flattenNullable(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const i = anyOf.findIndex((b) => (b as JsonSchema).type === "null");
    const other = anyOf[1 - i] as JsonSchema | undefined;
    if (i >= 0 && other && typeof other.type === "string") {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, "null"] };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema (its output side). */
export function serializerSchemaOf(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" }) as JsonSchema;
  delete json.$schema;
  return flattenNullable(json) as Schema;
}

/**
 * Serializer for the hottest read routes (docs/decisions/022-lead-list-request-cost.md): the zod
 * response schema is compiled once into a fast-json-stringify function, which writes only the schema's
 * properties (anything else in the object is left out, as zod's encode strips it) and throws when a required
 * property is missing. It does not re-validate the values (an enum, a string length): these routes' answers
 * come from one typed mapper, which the route's tests check against the schema. Every other route keeps the
 * zod serializer, which validates.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError("fastSerializerCompiler takes a zod response schema");
  return fastJson(serializerSchemaOf(schema));
}
