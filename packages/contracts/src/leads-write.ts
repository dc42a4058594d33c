import { z } from "zod";
import {
  adherenceSchema,
  CITIES,
  funnelStageSchema,
  interestLevelSchema,
  LEAD_ORIGIN_TYPES,
  leadNatureSchema,
  leadSourceSchema,
  leadStatusSchema,
} from "./lead-enums";
import { closedObject, nullableText, optionalBody, text, uuidField } from "./lead-schema-helpers";
import { leadSchema, leadSummarySchema } from "./leads-dto";
import { FIELD_MSG } from "./messages";
import { cleanLine } from "./text";
import { emailField, phoneField } from "./users";

/** Writes on leads: create, update, read-only links, status, owner and wallet, bulk delete and distribution. */
// ---- create / update ----
const cityField = z.enum(CITIES, { error: FIELD_MSG.invalidOption });
const leadNameField = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanLine)
  .trim()
  .min(2, { error: FIELD_MSG.tooShort(2) })
  .max(120, { error: FIELD_MSG.tooLong(120) });
export const leadCreateBody = closedObject({
  full_name: leadNameField,
  phone: phoneField,
  email: emailField.optional(),
  enterprise_id: uuidField.optional(),
  source: leadSourceSchema.default("PORTAL"),
  nature: leadNatureSchema.default("OFFLINE"),
  city: cityField.optional(),
  interest_level: interestLevelSchema.optional(),
  origin_type: z.enum(LEAD_ORIGIN_TYPES).optional(),
  marketing_source: text(60).optional(),
  owner_id: uuidField.optional(),
});
export type LeadCreateInput = z.output<typeof leadCreateBody>;
export const leadCreateResponse = z.object({
  duplicate: z.boolean(),
  /** The lead (created, or the existing one); null when it is a duplicate the caller may not open. */
  lead: leadSchema.nullable(),
  summary: leadSummarySchema,
});

export const leadUpdateBody = closedObject({
  full_name: leadNameField.optional(),
  phone: phoneField.optional(),
  email: emailField.nullable().optional(),
  city: cityField.nullable().optional(),
  interest_level: interestLevelSchema.optional(),
  profile: adherenceSchema.optional(),
  is_client: z.boolean().optional(),
  enterprise_id: uuidField.nullable().optional(),
  source: leadSourceSchema.optional(),
  origin_type: z.enum(LEAD_ORIGIN_TYPES).nullable().optional(),
  marketing_source: nullableText(60).optional(),
  sales_team_id: uuidField.nullable().optional(),
  days_to_go_to_base: z.number().int().min(1).max(365).nullable().optional(),
});
export type LeadUpdateInput = z.output<typeof leadUpdateBody>;

// ---- links ----
export const leadLinkBody = optionalBody(z.object({ expires_in_hours: z.number().int().min(1).max(168).default(24) }));
export const leadLinkResponse = z.object({ token: z.string(), url: z.string(), expires_at: z.string() });

// ---- status, owner, wallet ----
export const statusChangeBody = z
  .object({
    status: leadStatusSchema.optional(),
    status_profile: funnelStageSchema.nullable().optional(),
    /** Required for FILED (ARCHIVE_REASONS) and NON_ADHERENT (DISCARD_REASONS). */
    reason: z.string().trim().max(60).optional(),
  })
  .refine((v) => v.status !== undefined || v.status_profile !== undefined, {
    path: ["status"],
    message: "informe status ou status_profile",
  });
export const reassignBody = z.object({
  specialist_id: uuidField,
  type: z
    .string()
    .regex(/^[A-Z_]{2,40}$/, { error: "deve ser um código em maiúsculas (ex.: TRANSFER)" })
    .default("TRANSFER"),
  notify_specialist: z.boolean().default(false),
});
export const reassignResponse = z.object({ lead: leadSchema, notified: z.boolean() });
export const removeFromWalletBody = optionalBody(z.object({ reason: z.string().trim().max(500).optional() }));

/** Arrays of the distribution payload: falsy values are dropped before validation (spec 5). */
const truthyIds = (max: number) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter(Boolean) : v), z.array(uuidField).min(1).max(max));
export const bulkDeleteBody = z.object({ leads: z.array(uuidField).min(1).max(500) });
export const bulkDeleteResponse = z.object({ deleted: z.number().int(), leads: z.array(z.string()) });
export const distributeBody = z.object({
  leads: truthyIds(500),
  users: truthyIds(100),
  reset_fields: z.boolean().default(false),
  distribution_info: z.string().trim().max(500).optional(),
  /** Sends each receiver one notification ('Novo Lead na sua carteira' with the 10-minute alert for new leads). */
  notify_specialist: z.boolean().default(false),
});
export const distributeResponse = z.object({
  distributed: z.number().int(),
  notified: z.boolean(),
  assignments: z.array(z.object({ user_id: z.string(), leads: z.array(z.string()) })),
});
