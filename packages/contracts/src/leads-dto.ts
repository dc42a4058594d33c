import { z } from "zod";
import {
  adherenceSchema,
  funnelStageSchema,
  interestLevelSchema,
  leadNatureSchema,
  leadStatusSchema,
} from "./lead-enums";
import { blank } from "./lead-schema-helpers";
import { addressOutSchema } from "./users";

/** The lead as the API returns it (full and summary views), and the read-only link that opens one. */
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
 * The lead's contract data (PUT /leads/{id}/contract-info): documents, personal data and address. Only the lead
 * itself (GET /leads/{id}) carries them; lists do not (see leadListItemSchema).
 */
export const LEAD_CONTRACT_DATA_FIELDS = [
  "document",
  "document_type",
  "social_reason",
  "rg",
  "rne",
  "state_registration",
  "issuing_agency",
  "uf",
  "dob",
  "profession",
  "sex",
  "marital_status",
  "marriage_regime",
  "nationality",
  "naturalness",
  "address",
  "notary_notes",
] as const satisfies readonly (keyof LeadDto)[];

/**
 * A lead in a list (GET /leads, a specialist's leads): the lead without its contract data and without
 * temporary_token (lists are never read through a link). Fifty leads' CPFs, RGs and addresses are not sent
 * to every list view (LGPD data minimisation), and the page is about a quarter smaller
 * (docs/decisions/025-lead-list-item.md).
 */
export const leadListItemSchema = leadSchema
  .omit({
    ...(Object.fromEntries(LEAD_CONTRACT_DATA_FIELDS.map((f) => [f, true])) as Record<
      (typeof LEAD_CONTRACT_DATA_FIELDS)[number],
      true
    >),
    temporary_token: true,
  })
  .describe(
    `A lead in a list: the lead of GET /leads/{id} without its contract data (${LEAD_CONTRACT_DATA_FIELDS.join(", ")}) ` +
      "and without temporary_token. Read GET /leads/{id} for those.",
  );
export type LeadListItemDto = z.infer<typeof leadListItemSchema>;

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

/**
 * A read-only link's token (POST /leads/{id}/links, ONLINE_COORDINATOR): opens the lead, its history (logs and
 * movements) and its files for reading, even outside the caller's scope, until the link expires.
 */
export const temporaryTokenField = blank(z.string().min(16).max(200));
export const leadDetailQuery = z.object({ temporary_token: temporaryTokenField });
