import { z } from "zod";
import { area, centavos, int, isoDate, text } from "./enterprise-step-fields";
import { citySchema, enterpriseGroupSchema, enterprisePhaseSchema, propertyTypeSchema } from "./enterprises";
import { OWNERSHIPS, ownershipSchema, unitPositionSchema, unitTypeSchema } from "./inventory-enums";
import { FIELD_MSG } from "./messages";
import { addressSchema, cnpjField } from "./users";

export const enterpriseAddressSchema = addressSchema.omit({ city: true });

// ───────── Step 1: identity ─────────
export const step1Body = z
  .object({
    name: text(120, 2),
    city: citySchema,
    group: enterpriseGroupSchema,
    phase: enterprisePhaseSchema,
    property_type: propertyTypeSchema,
    ownership: ownershipSchema,
    spe_company_name: text(160, 2),
    spe_cnpj: cnpjField,
    registry_number: text(60).nullable().default(null),
    address: enterpriseAddressSchema,
    description: z
      .string()
      .trim()
      .max(2000, { error: FIELD_MSG.tooLong(2000) })
      .nullable()
      .default(null),
    delivery_date: isoDate.nullable().default(null),
  })
  .strict();
export type Step1Input = z.output<typeof step1Body>;

export const step1Schema = z.object({
  name: z.string(),
  city: z.string(),
  group: z.string(),
  phase: z.string(),
  property_type: z.string(),
  ownership: z.enum(OWNERSHIPS),
  spe_company_name: z.string().nullable(),
  spe_cnpj: z.string().nullable(),
  registry_number: z.string().nullable(),
  address: z
    .object({
      zip_code: z.string().nullable(),
      street: z.string().nullable(),
      number: z.string().nullable(),
      complement: z.string().nullable(),
      district: z.string().nullable(),
      uf: z.string().nullable(),
    })
    .nullable(),
  description: z.string().nullable(),
  delivery_date: z.string().nullable(),
});

// ───────── Step 2: structure (towers, floors, units from a pattern) ─────────
export const unitLayoutSchema = z
  .object({
    type: unitTypeSchema.default("APARTMENT"),
    bedrooms: int(0, 10),
    suites: int(0, 10).default(0),
    private_area: area,
    position: unitPositionSchema.default("FRONT"),
    garage_spots: int(0, 20).default(1),
  })
  .strict();

export const towerPatternSchema = z
  .object({
    name: text(40),
    floors: int(1, 200),
    /** The lowest floor (0 = ground floor / térreo). */
    first_floor: int(0, 10).default(1),
    units_per_floor: int(1, 50),
    /** Column i of every floor (final 01, 02...); one entry per unit of the floor. */
    layout: z.array(unitLayoutSchema, { error: "deve ser uma lista" }).min(1, { error: FIELD_MSG.required }),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.layout.length !== t.units_per_floor) {
      ctx.addIssue({ code: "custom", path: ["layout"], message: "deve ter uma entrada por unidade do andar" });
    }
  });

export const step2Body = z
  .object({
    towers: z
      .array(towerPatternSchema, { error: "deve ser uma lista" })
      .min(1, { error: FIELD_MSG.required })
      .max(50, { error: "no máximo 50 torres" }),
  })
  .strict()
  .superRefine((b, ctx) => {
    const names = new Set<string>();
    b.towers.forEach((t, i) => {
      const key = t.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: "custom", path: ["towers", i, "name"], message: "repetido" });
      names.add(key);
    });
    const total = b.towers.reduce((n, t) => n + t.floors * t.units_per_floor, 0);
    if (total > 5000) ctx.addIssue({ code: "custom", path: ["towers"], message: "no máximo 5.000 unidades" });
  });
export type Step2Input = z.output<typeof step2Body>;
export type TowerPattern = z.output<typeof towerPatternSchema>;

/** Unit number from floor and column: floor 1, column 1 -> "101"; floor 12, column 3 -> "1203"; ground -> "1". */
export function unitNumber(floor: number, column: number): string {
  return floor === 0 ? String(column) : `${floor}${String(column).padStart(2, "0")}`;
}

/** Every unit of a tower pattern, floor by floor. Pure (unit-tested). */
export function expandTowerPattern(t: TowerPattern) {
  const out: { floor: number; number: string; layout: z.output<typeof unitLayoutSchema> }[] = [];
  for (let f = t.first_floor; f < t.first_floor + t.floors; f++) {
    t.layout.forEach((layout, i) => {
      out.push({ floor: f, number: unitNumber(f, i + 1), layout });
    });
  }
  return out;
}

/** Editing one unit after generation (PUT /enterprises/{id}/units/{unitId}). */
export const unitUpdateBody = z
  .object({
    number: text(12),
    type: unitTypeSchema,
    bedrooms: int(0, 10),
    suites: int(0, 10),
    private_area: area,
    position: unitPositionSchema,
    garage_spots: int(0, 20),
    price: centavos.nullable(),
  })
  .partial()
  .strict();
export type UnitUpdateInput = z.output<typeof unitUpdateBody>;

export const step2Schema = z.object({
  towers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      floors: z.number().int(),
      units_per_floor: z.number().int(),
      units: z.number().int(),
    }),
  ),
  total_units: z.number().int(),
});
