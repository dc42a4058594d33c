import { z } from "zod";
import { citySchema, enterpriseGroupSchema, enterprisePhaseSchema, propertyTypeSchema } from "./enterprises";
import {
  APPROVAL_RULE_KINDS,
  COMMISSION_ROLES,
  DISCOUNT_TYPES,
  discountTypeSchema,
  downPaymentVariantSchema,
  INDEX_TYPES,
  indexTypeSchema,
  MEDIA_TYPES,
  mediaTypeSchema,
  OWNERSHIPS,
  ownershipSchema,
  PAYMENT_SERIE_TYPES,
  paymentSerieTypeSchema,
  UNIT_POSITIONS,
  unitPositionSchema,
  unitTypeSchema,
} from "./inventory-enums";
import { FIELD_MSG } from "./messages";
import { addressSchema, cnpjField } from "./users";

/**
 * The enterprise wizard (issue 5 §1): PUT /enterprises/{id}/step-1 .. step-6 save one step each and
 * GET /enterprises/{id}/step-N returns what was saved, so the wizard resumes. POST /enterprises creates
 * the draft with step 1's identity. Money in centavos, percentages in percent (docs/decisions/011).
 */
const int = (min: number, max: number) =>
  z
    .number({ error: "deve ser um número inteiro" })
    .int({ error: "deve ser um número inteiro" })
    .min(min, { error: `deve estar entre ${min} e ${max}` })
    .max(max, { error: `deve estar entre ${min} e ${max}` });
const percent = (min = 0, max = 100) =>
  z
    .number({ error: "deve ser um número" })
    .min(min, { error: `deve estar entre ${min} e ${max}` })
    .max(max, { error: `deve estar entre ${min} e ${max}` });
const centavos = z
  .number({ error: "deve ser um valor em centavos" })
  .int({ error: "deve ser um valor em centavos (inteiro)" })
  .min(0, { error: "não pode ser negativo" })
  .max(Number.MAX_SAFE_INTEGER, { error: "é grande demais" });
const text = (max: number, min = 1) =>
  z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(min, { error: min === 1 ? FIELD_MSG.required : FIELD_MSG.tooShort(min) })
    .max(max, { error: FIELD_MSG.tooLong(max) });
const isoDate = z.iso.date({ error: "deve ser uma data AAAA-MM-DD" });
const area = z
  .number({ error: "deve ser a área em m²" })
  .gt(0, { error: "deve ser maior que zero" })
  .max(100_000, { error: "é grande demais" })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
    error: "deve ter no máximo 2 casas decimais",
  });

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

// ───────── Step 3: prices ─────────
export const step3Body = z
  .object({
    index_type: indexTypeSchema,
    base_price_per_m2: centavos.refine((v) => v > 0, { error: "deve ser maior que zero" }),
    floor_adjustment_percentage: percent(-20, 20),
    base_floor: int(0, 200).default(1),
    position_adjustments: z
      .partialRecord(unitPositionSchema, percent(-50, 50), { error: "deve ser um objeto por posição" })
      .default({}),
  })
  .strict();
export type Step3Input = z.output<typeof step3Body>;
export const step3Schema = z.object({
  index_type: z.enum(INDEX_TYPES).nullable(),
  params: z
    .object({
      base_price_per_m2: z.number().int(),
      floor_adjustment_percentage: z.number(),
      base_floor: z.number().int(),
      position_adjustments: z.partialRecord(z.enum(UNIT_POSITIONS), z.number()),
    })
    .nullable(),
  priced_units: z.number().int(),
  total_units: z.number().int(),
  /** Sum of every unit's table price (centavos): the VGV. */
  total_price: z.number().int(),
});

// ───────── Step 4: commercial rules ─────────
export const templateSerieSchema = z
  .object({
    type: paymentSerieTypeSchema,
    down_payment_variant: downPaymentVariantSchema.nullable().default(null),
    count: int(1, 420),
    /** Share of the net price, percent, for the whole series. */
    percentage: percent(0, 100),
    index_type: indexTypeSchema.nullable().default(null),
  })
  .strict();
export const serieTemplateInput = z
  .object({
    name: text(80),
    series: z.array(templateSerieSchema, { error: "deve ser uma lista" }).min(1, { error: FIELD_MSG.required }),
  })
  .strict()
  .superRefine((t, ctx) => {
    const sum = t.series.reduce((s, x) => s + x.percentage, 0);
    if (Math.abs(sum - 100) > 0.0001) {
      ctx.addIssue({ code: "custom", path: ["series"], message: `deve somar 100% (soma ${sum.toFixed(2)}%)` });
    }
  });
export const saleCampaignInput = z
  .object({
    name: text(80),
    discount_type: discountTypeSchema,
    /** Percent for PERCENTAGE, centavos for ABSOLUTE. */
    discount_value: z.number({ error: "deve ser um número" }).gt(0, { error: "deve ser maior que zero" }),
    starts_at: z.iso.datetime({ error: "deve ser uma data e hora ISO" }),
    ends_at: z.iso.datetime({ error: "deve ser uma data e hora ISO" }),
    unit_ids: z.array(z.uuid({ error: FIELD_MSG.invalid })).default([]),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.discount_type === "PERCENTAGE" && c.discount_value > 100) {
      ctx.addIssue({ code: "custom", path: ["discount_value"], message: "deve estar entre 0 e 100" });
    }
    if (c.discount_type === "ABSOLUTE" && !Number.isInteger(c.discount_value)) {
      ctx.addIssue({ code: "custom", path: ["discount_value"], message: "deve ser um valor em centavos (inteiro)" });
    }
    if (Date.parse(c.ends_at) <= Date.parse(c.starts_at)) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "deve ser depois do início" });
    }
  });
export const approvalRuleInput = z
  .object({
    kind: z.enum(APPROVAL_RULE_KINDS, { error: FIELD_MSG.invalidOption }),
    threshold: z.number({ error: "deve ser um número" }).min(0, { error: "não pode ser negativo" }),
    level: int(1, 5).default(1),
    description: z.string().trim().max(200).nullable().default(null),
  })
  .strict();
export const commissionInfoInput = z
  .object({
    agency_percentage: percent(0, 20),
    broker_percentage: percent(0, 20),
    coordinator_percentage: percent(0, 20),
  })
  .strict();
export const step4Body = z
  .object({
    commission_info: commissionInfoInput,
    serie_templates: z.array(serieTemplateInput, { error: "deve ser uma lista" }).max(30).default([]),
    sale_campaigns: z.array(saleCampaignInput, { error: "deve ser uma lista" }).max(30).default([]),
    approval_rules: z.array(approvalRuleInput, { error: "deve ser uma lista" }).max(30).default([]),
  })
  .strict();
export type Step4Input = z.output<typeof step4Body>;
export const step4Schema = z.object({
  commission_info: z
    .object({ agency_percentage: z.number(), broker_percentage: z.number(), coordinator_percentage: z.number() })
    .nullable(),
  serie_templates: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      series: z.array(
        z.object({
          type: z.enum(PAYMENT_SERIE_TYPES),
          down_payment_variant: z.string().nullable(),
          count: z.number().int(),
          percentage: z.number(),
          index_type: z.enum(INDEX_TYPES).nullable(),
        }),
      ),
    }),
  ),
  sale_campaigns: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      discount_type: z.enum(DISCOUNT_TYPES),
      discount_value: z.number(),
      starts_at: z.string(),
      ends_at: z.string(),
      unit_ids: z.array(z.string()),
    }),
  ),
  approval_rules: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(APPROVAL_RULE_KINDS),
      threshold: z.number(),
      level: z.number().int(),
      description: z.string().nullable(),
    }),
  ),
});
export const COMMISSION_ROLE_LIST = COMMISSION_ROLES;

// ───────── Step 5: medias (files are uploaded through their own routes) ─────────
export const mediaInput = z
  .object({
    type: mediaTypeSchema,
    title: z.string().trim().max(120).nullable().default(null),
    url: z.url({ error: "deve ser um endereço http(s) válido", protocol: /^https?$/ }),
  })
  .strict();
export const step5Body = z.object({ medias: z.array(mediaInput, { error: "deve ser uma lista" }).max(100) }).strict();
export type Step5Input = z.output<typeof step5Body>;
export const step5Schema = z.object({
  medias: z.array(
    z.object({
      _id: z.string(),
      type: z.enum(MEDIA_TYPES),
      title: z.string().nullable(),
      url: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
  files: z.array(z.object({ _id: z.string(), file_type: z.string(), file_name: z.string(), createdAt: z.string() })),
});

// ───────── Step 6: teams, approvers, publication ─────────
export const step6Body = z
  .object({
    sales_team_ids: z.array(z.uuid({ error: FIELD_MSG.invalid }), { error: "deve ser uma lista" }).max(50),
    approvers: z
      .array(z.object({ user_id: z.uuid({ error: FIELD_MSG.invalid }), level: int(1, 5).default(1) }).strict(), {
        error: "deve ser uma lista",
      })
      .max(50),
    published: z.boolean({ error: "deve ser verdadeiro ou falso" }),
  })
  .strict();
export type Step6Input = z.output<typeof step6Body>;
export const step6Schema = z.object({
  sales_team_ids: z.array(z.string()),
  approvers: z.array(z.object({ user_id: z.string(), full_name: z.string(), level: z.number().int() })),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});

export const wizardStateSchema = z.object({
  _id: z.string(),
  wizard_step: z.number().int(),
  published: z.boolean(),
});

export const STEP_MSG = {
  structureLocked: "A estrutura não pode ser regerada: há unidades reservadas, em venda, vendidas ou com propostas.",
  stepOrder: (n: number) => `Conclua a etapa ${n} antes desta.`,
  noUnits: "Gere as unidades (etapa 2) antes de gerar a tabela de preços.",
  publishNeedsPrices: "Para publicar, todas as unidades precisam de preço (etapa 3).",
  unknownUnits: "deve conter apenas unidades deste empreendimento",
  approverInvalid: "deve ser um usuário ativo da equipe",
  salesTeamInvalid: "deve ser um time de vendas existente",
  numberTaken: "já existe nesta torre",
} as const;

/** Read views of step 4 for the proposal builder (any inventory reader). */
export const serieTemplateListResponse = z.object({ payload: step4Schema.shape.serie_templates });
export const saleCampaignListResponse = z.object({ payload: step4Schema.shape.sale_campaigns });
export const commissionInfoResponse = step4Schema.shape.commission_info;
/**
 * GET /enterprises/{id}/commercial-rules: what the proposal builder needs to check a plan before sending it
 * (payment-plan templates, approval rules, campaigns running now), for anyone who may create proposals.
 */
export const commercialRulesResponse = step4Schema.pick({
  serie_templates: true,
  sale_campaigns: true,
  approval_rules: true,
});
export type CommercialRules = z.infer<typeof commercialRulesResponse>;
export const enterpriseLogListResponse = z.object({
  payload: z.array(
    z.object({
      _id: z.string(),
      actor_id: z.string().nullable(),
      action: z.string(),
      data: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});
export const noSalesTeamsResponse = z.object({
  payload: z.array(z.object({ _id: z.string(), name: z.string(), city: z.string() })),
});

/** PUT /enterprises/{id}/sales-teams-settings */
export const salesTeamsSettingsBody = z
  .object({ sales_team_ids: z.array(z.uuid({ error: FIELD_MSG.invalid }), { error: "deve ser uma lista" }).max(50) })
  .strict();
/** POST /enterprises/{id}/add-approvers: adds (or re-levels) approvers, keeping the others. */
export const addApproversBody = z
  .object({
    approvers: z
      .array(z.object({ user_id: z.uuid({ error: FIELD_MSG.invalid }), level: int(1, 5).default(1) }).strict(), {
        error: "deve ser uma lista",
      })
      .min(1, { error: FIELD_MSG.required })
      .max(50),
  })
  .strict();
/** PUT /enterprises/{id}/construction-status: progress per stage (fundação, estrutura, alvenaria...). */
export const constructionStatusBody = z
  .object({
    stages: z
      .array(z.object({ name: text(60), percentage: percent(0, 100) }).strict(), { error: "deve ser uma lista" })
      .min(1, { error: FIELD_MSG.required })
      .max(30),
  })
  .strict();
export const constructionStatusSchema = z.object({
  stages: z.array(z.object({ name: z.string(), percentage: z.number() })),
  /** Mean of the stages, percent. */
  overall: z.number(),
  updatedAt: z.string(),
});
