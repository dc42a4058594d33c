import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fastSerializerCompiler, flattenNullable } from "./fast-serializer";

const item = z.object({
  _id: z.string(),
  count: z.number().int().nullable(),
  status: z.enum(["NEW", "TALKING"]),
  owner: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  tags: z.array(z.string()),
});
const page = z.object({
  payload: z.array(item),
  pagination: z.object({ total: z.number(), next: z.string().nullable() }),
});
const serialize = fastSerializerCompiler({ schema: page });

describe("fastSerializerCompiler", () => {
  it("writes what JSON.stringify of the zod-encoded value writes", () => {
    const value: z.output<typeof page> = {
      payload: [
        { _id: 'a"b\\c\u0001ç', count: 3, status: "NEW", owner: { _id: "u1", full_name: "José" }, tags: ["x"] },
        { _id: "b", count: null, status: "TALKING", owner: null, tags: [] },
      ],
      pagination: { total: 2, next: null },
    };
    const out = serialize(value);
    expect(JSON.parse(out)).toEqual(value);
    expect(out).toBe(JSON.stringify(page.encode(value)));
  });

  it("leaves out properties the schema does not describe, as zod's encode does", () => {
    const value = {
      payload: [
        {
          _id: "a",
          count: 1,
          status: "NEW",
          owner: { _id: "u", full_name: "n", passwordHash: "x" },
          tags: [],
          secret: 1,
        },
      ],
      pagination: { total: 1, next: null },
    };
    const parsed = JSON.parse(serialize(value));
    expect(parsed.payload[0]).not.toHaveProperty("secret");
    expect(parsed.payload[0].owner).toEqual({ _id: "u", full_name: "n" });
  });

  it("refuses an answer that misses a required property", () => {
    expect(() =>
      serialize({
        payload: [{ count: 1, status: "NEW", owner: null, tags: [] }],
        pagination: { total: 1, next: null },
      }),
    ).toThrow(/_id/);
  });

  it("refuses a schema that is not zod", () => {
    expect(() => fastSerializerCompiler({ schema: { type: "object" } })).toThrow(TypeError);
  });
});

describe("flattenNullable", () => {
  it("turns zod's nullable object (anyOf with null) into one typed schema", () => {
    const json = z.toJSONSchema(z.object({ _id: z.string() }).nullable(), { target: "draft-7" });
    const flat = flattenNullable(json) as Record<string, unknown>;
    expect(flat.anyOf).toBeUndefined();
    expect(flat.type).toEqual(["object", "null"]);
    expect(flat.properties).toEqual({ _id: { type: "string" } });
  });

  it("keeps a union of two real types as it is", () => {
    const json = { anyOf: [{ type: "string" }, { type: "number" }] };
    expect(flattenNullable(json)).toEqual(json);
  });
});
