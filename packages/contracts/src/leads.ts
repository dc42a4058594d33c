import { z } from "zod";
import { listResponse, paginationSchema, queryBoolean } from "./common";
import {
  ADHERENCES,
  adherenceSchema,
  CITIES,
  FOLLOW_UP_TYPES,
  followUpTypeSchema,
  funnelStageSchema,
  INTEREST_LEVELS,
  interestLevelSchema,
  LEAD_ORIGIN_TYPES,
  leadNatureSchema,
  leadSourceSchema,
  leadStatusSchema,
} from "./lead-enums";
import { FIELD_MSG } from "./messages";
import { addressOutSchema, emailField, phoneField } from "./users";
import { onlyDigits } from "./validators";

/** Request/response schemas of the leads API (issue 3). The lifecycle table is documented in docs/decisions/006. */

// ---- enumerations of this API ----
export const LEAD_SORT_FIELDS = [
  "last_interest_at",
  "createdAt",
  "full_name",
  "status",
  "interest_level",
  "city",
  "updatedAt",
] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
/** System log types; annotations use the follow-up types (NOTE, CALL, VISIT, EMAIL, WHATSAPP). */
export const LEAD_SYSTEM_LOG_TYPES = [
  "CREATED",
  "NEW_INTEREST",
  "DATA",
  "CONTRACT_INFO",
  "STATUS",
  "OWNER",
  "ATTENDANCE",
  "EXCLUDED",
  "NOTIFICATION",
] as const;
export const LEAD_LOG_TYPES = [...FOLLOW_UP_TYPES, ...LEAD_SYSTEM_LOG_TYPES] as const;
export const leadLogTypeSchema = z.enum(LEAD_LOG_TYPES);
/** Movement reasons written by this module (the column is free text: later flows add their own). */
export const MOVEMENT_REASONS = ["CREATED", "TRANSFER", "DISTRIBUTION", "REMOVED_FROM_WALLET"] as const;
export const DROPDOWN_FILTERS = ["ALL", "FAVORITES", "IN_ATTENDANCE", "NOT_ATTENDED"] as const;

export * from "./lead-contract";
export * from "./lead-rules";
export * from "./lead-schema-helpers";

import { blank, closedObject, csv, nullableText, optionalBody, text, uuidField } from "./lead-schema-helpers";

// ---- DTOs ----
export const userSummarySchema = z.object({ _id: z.string(), full_name: z.string() });
export const enterpriseSummarySchema = z.object({ _id: z.string(), name: z.string() });

export const leadSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  source: z.string(),
  origin_type: z.string().nullable(),
  marketing_source: z.string().nullable(),
  nature: leadNatureSchema,
  enterprise_id: z.string().nullable(),
  enterprise: enterpriseSummarySchema.nullable(),
  owner_id: z.string().nullable(),
  owner: userSummarySchema.nullable(),
  status: leadStatusSchema,
  status_profile: funnelStageSchema.nullable(),
  interest_level: interestLevelSchema,
  city: z.string().nullable(),
  profile: adherenceSchema,
  is_client: z.boolean(),
  favorite: z.boolean(),
  excluded: z.boolean(),
  sales_team_id: z.string().nullable(),
  roulette_id: z.string().nullable(),
  days_to_go_to_base: z.number().int().nullable(),
  archive_reason: z.string().nullable(),
  discard_reason: z.string().nullable(),
  in_attendance: z.boolean(),
  attendance_started_at: z.string().nullable(),
  last_interest_at: z.string(),
  last_activity_at: z.string(),
  has_partner: z.boolean(),
  document: z.string().nullable(),
  document_type: z.string().nullable(),
  social_reason: z.string().nullable(),
  rg: z.string().nullable(),
  rne: z.string().nullable(),
  state_registration: z.string().nullable(),
  issuing_agency: z.string().nullable(),
  uf: z.string().nullable(),
  dob: z.string().nullable(),
  profession: z.string().nullable(),
  sex: z.string().nullable(),
  marital_status: z.string().nullable(),
  marriage_regime: z.string().nullable(),
  nationality: z.string().nullable(),
  naturalness: z.string().nullable(),
  address: addressOutSchema.nullable(),
  notary_notes: z.string().nullable(),
  /** Set when the lead was read through a temporary link (read-only access). */
  temporary_token: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadDto = z.infer<typeof leadSchema>;
/**
 * Lead lists: totals are exact up to 10,000 matches; beyond that `estimated` is true and `total` is the
 * database's estimate (counting a million rows exactly would dominate every request).
 */
export const leadListResponse = z.object({
  payload: z.array(leadSchema),
  pagination: paginationSchema.extend({
    estimated: z.boolean(),
    /**
     * Keyset pagination: pass it back as `cursor` (same filters, sortBy and direction) for the next page, which
     * then costs the same as page 1 at any depth. Null when this page is the last.
     */
    next_cursor: z.string().nullable(),
  }),
});

/** Minimal lead view (phone lookup, duplicates the caller may not open). */
export const leadSummarySchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  phone: z.string(),
  enterprise: enterpriseSummarySchema.nullable(),
  owner: userSummarySchema.nullable(),
  status: leadStatusSchema,
});
export type LeadSummaryDto = z.infer<typeof leadSummarySchema>;

// ---- GET /leads ----
const eightDigits = z.string().max(20);
export const leadFilterQuery = z.object({
  full_name: blank(z.string().trim().max(120)),
  /** A user id, or "none": leads in the base (no owner). */
  owner_id: blank(z.union([uuidField, z.literal("none")])),
  enterprise_id: blank(csv(uuidField)),
  /** DDMMYYYY (America/Sao_Paulo), applied to createdAt only when exactly 8 digits; other values ignored. */
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  status: blank(csv(leadStatusSchema)),
  profile: blank(z.enum(ADHERENCES)),
  interest_level: blank(csv(z.enum(INTEREST_LEVELS))),
  city: blank(z.string().trim().max(80)),
  favorite: blank(queryBoolean),
  is_client: blank(queryBoolean),
  only_with_partner: blank(queryBoolean),
  source: blank(csv(leadSourceSchema)),
  sales_team_id: blank(uuidField),
  roulette_id: blank(uuidField),
  days_to_go_to_base: blank(z.coerce.number().int().min(0).max(3650)),
  /** true lists the excluded (deleted) leads; otherwise they are hidden. */
  excluded: blank(queryBoolean),
  /** Digits (any mask); matches any part of the stored 55+DDD+number. */
  phone: blank(
    z
      .string()
      .transform(onlyDigits)
      .pipe(z.string().min(3, { error: "deve ter ao menos 3 dígitos" }).max(13)),
  ),
});
/** Opaque keyset position (pagination.next_cursor of the previous page); when given, `skip` is ignored. */
export const leadCursorParam = blank(
  z
    .string()
    .trim()
    .min(1)
    .max(600)
    .describe(
      "Opaque position from pagination.next_cursor of the previous page (same filters, sortBy and direction). " +
        "Keyset pagination: any depth costs the same as page 1. When given, skip is ignored.",
    ),
);
export const leadListQuery = leadFilterQuery.extend({
  cursor: leadCursorParam,
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
  sortBy: blank(z.enum(LEAD_SORT_FIELDS, { error: `deve ser um de: ${LEAD_SORT_FIELDS.join(", ")}` })).default(
    "last_interest_at",
  ),
  direction: blank(z.enum(["asc", "desc"])).default("desc"),
});
export type LeadListQuery = z.output<typeof leadListQuery>;
export type LeadFilterQuery = z.output<typeof leadFilterQuery>;

/**
 * A read-only link's token (POST /leads/{id}/links, ONLINE_COORDINATOR): opens the lead, its history (logs and
 * movements) and its files for reading, even outside the caller's scope, until the link expires.
 */
export const temporaryTokenField = blank(z.string().min(16).max(200));
export const leadDetailQuery = z.object({ temporary_token: temporaryTokenField });

export const groupedByStatusResponse = z.object({
  by_status: z.record(leadStatusSchema, z.number().int()),
  by_funnel_stage: z.record(funnelStageSchema, z.number().int()),
  without_funnel_stage: z.number().int(),
  total: z.number().int(),
});

// ---- create / update ----
const cityField = z.enum(CITIES, { error: FIELD_MSG.invalidOption });
const leadNameField = z
  .string({ error: FIELD_MSG.required })
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

// ---- logs and annotations ----
export const leadLogSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  text: z.string().nullable(),
  message: z.string().nullable(),
  status_profile: funnelStageSchema.nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  author: userSummarySchema.nullable(),
  createdAt: z.string(),
});
export type LeadLogDto = z.infer<typeof leadLogSchema>;
export const leadLogsQuery = z.object({
  temporary_token: temporaryTokenField,
  type: blank(csv(leadLogTypeSchema)),
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});
export const leadLogsResponse = listResponse(leadLogSchema);
export const annotationBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: FIELD_MSG.required })
    .max(5000, { error: FIELD_MSG.tooLong(5000) }),
  type: followUpTypeSchema,
  status_profile: funnelStageSchema.optional(),
});
export const logPatchBody = z
  .object({ message: z.string().trim().max(5000).nullable().optional(), subtype: nullableText(60).optional() })
  .refine((v) => v.message !== undefined || v.subtype !== undefined, {
    path: ["message"],
    message: "informe message ou subtype",
  });

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
});
export const distributeResponse = z.object({
  distributed: z.number().int(),
  assignments: z.array(z.object({ user_id: z.string(), leads: z.array(z.string()) })),
});

// ---- attendance and favourites ----
export const attendanceSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  attendant_id: z.string(),
  attendant_identifier: z.string().nullable(),
  is_temporary: z.boolean(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export const attendanceBody = z.object({
  attendant_id: uuidField,
  attendant_identifier: text(120).optional(),
  is_temporary: z.boolean().default(false),
});
export const attendanceResponse = z.object({ lead: leadSchema, attendance: attendanceSchema });
export const attendBody = optionalBody(z.object({ leadId: uuidField.optional() }));
export const attendResponse = z.object({ message: z.string(), lead: leadSchema, attendance: attendanceSchema });
export const favoriteBody = z.object({ favorite: z.boolean() });
export const favoriteResponse = z.object({ lead_id: z.string(), favorite: z.boolean() });

// ---- lookups and boards ----
export const phoneLookupResponse = z.object({ payload: z.array(leadSummarySchema) });
export const specialistCountsResponse = z.object({ totalActive: z.number().int(), totalStopped: z.number().int() });
export const specialistLeadsQuery = z.object({
  status: blank(csv(leadStatusSchema)),
  enterprisesIds: blank(csv(uuidField)),
  name: blank(z.string().trim().max(120)),
  dropdownFilter: blank(z.enum(DROPDOWN_FILTERS)).default("ALL"),
  cursor: leadCursorParam,
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});

// ---- movements ----
export const movementsQuery = z
  .object({
    /** One lead's movements (the profile's history tab). */
    lead_id: blank(uuidField),
    search: blank(z.string().trim().max(120)),
    enterprise: blank(uuidField),
    origin_user: blank(uuidField),
    destination_user: blank(uuidField),
    /** One day, DDMMYYYY (America/Sao_Paulo); applied only when exactly 8 digits. */
    date_movimentation: blank(eightDigits),
    /** With lead_id: that lead's movements through a read-only link (see leadDetailQuery). */
    temporary_token: temporaryTokenField,
    skip: blank(z.coerce.number().int().min(0)).default(0),
    limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
  })
  .refine((q) => !q.temporary_token || q.lead_id, { path: ["lead_id"], message: "é obrigatório com temporary_token" });
export const movementSchema = z.object({
  _id: z.string(),
  lead: z.object({ _id: z.string(), full_name: z.string() }),
  origin_user: userSummarySchema.nullable(),
  destination_user: userSummarySchema.nullable(),
  actor: userSummarySchema.nullable(),
  enterprise: enterpriseSummarySchema.nullable(),
  reason: z.string(),
  date_movimentation: z.string(),
});
export const movementsResponse = z.object({ payload: z.array(movementSchema), pagination: paginationSchema });
