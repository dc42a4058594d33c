import { z } from "zod";
import { countsPerValue, paginationSchema, queryBoolean } from "./common";
import {
  ADHERENCES,
  FUNNEL_STAGES,
  INTEREST_LEVELS,
  LEAD_STATUSES,
  leadSourceSchema,
  leadStatusSchema,
} from "./lead-enums";
import { blank, csv, eightDigits, uuidField } from "./lead-schema-helpers";
import { leadListItemSchema, leadSummarySchema } from "./leads-dto";
import { onlyDigits } from "./validators";

/** Lead lists: GET /leads, the status board, the phone lookup and the specialist's own list. */
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
export const DROPDOWN_FILTERS = ["ALL", "FAVORITES", "IN_ATTENDANCE", "NOT_ATTENDED"] as const;

/**
 * Lead lists: totals are exact up to 10,000 matches; beyond that `estimated` is true and `total` is the
 * database's estimate (counting a million rows exactly would dominate every request).
 */
export const leadListResponse = z.object({
  payload: z.array(leadListItemSchema),
  pagination: paginationSchema.extend({
    estimated: z.boolean(),
    /**
     * Keyset pagination: pass it back as `cursor` (same filters, sortBy and direction) for the next page, which
     * then costs the same as page 1 at any depth. Null when this page is the last.
     */
    next_cursor: z.string().nullable(),
  }),
});

// ---- GET /leads ----
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

/** Leads counted per status and per funnel stage, every status and stage present (0 when none). */
export const leadStatusCountsSchema = countsPerValue(LEAD_STATUSES);
export const funnelStageCountsSchema = countsPerValue(FUNNEL_STAGES);

export const groupedByStatusResponse = z.object({
  by_status: leadStatusCountsSchema,
  by_funnel_stage: funnelStageCountsSchema,
  without_funnel_stage: z.number().int(),
  total: z.number().int(),
});

// ---- lookups and boards ----
/**
 * What the stand's receptionist gets from GET /leads/phone/{phone} (decision 030): who the visitor is, whose
 * client they are and where they stand; not the lead itself (no id, phone or enterprise).
 */
export const standPhoneLookupItemSchema = z
  .object({ full_name: z.string(), owner_name: z.string().nullable(), status: leadStatusSchema })
  .describe("RECEPCIONIST: the visitor's name, the owner's name and the lead's status only.");
export type StandPhoneLookupItem = z.infer<typeof standPhoneLookupItemSchema>;
export const phoneLookupResponse = z.object({
  payload: z.array(z.union([leadSummarySchema, standPhoneLookupItemSchema])),
});
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
