import { z } from "zod";
import { instantField } from "./date-fields";
import { centavos, int, percent, text } from "./enterprise-step-fields";
import {
  APPROVAL_RULE_KINDS,
  COMMISSION_ROLES,
  DISCOUNT_TYPES,
  discountTypeSchema,
  downPaymentVariantSchema,
  INDEX_TYPES,
  indexTypeSchema,
  PAYMENT_SERIE_TYPES,
  paymentSerieTypeSchema,
  UNIT_POSITIONS,
  unitPositionSchema,
} from "./inventory-enums";
import { FIELD_MSG } from "./messages";

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
    starts_at: instantField({ offset: false }),
    ends_at: instantField({ offset: false }),
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
