import { z } from "zod";
import { paginationSchema } from "./common";
import { citySchema, enterpriseGroupSchema } from "./enterprises";
import { ENTERPRISE_GROUPS } from "./lead-enums";
import { blank, csv, uuidField } from "./lead-schema-helpers";
import { leadFilterQuery } from "./leads";
import { funnelStageCountsSchema, leadStatusCountsSchema } from "./leads-list";

/**
 * GET /enterprises/grouped/enterprises-leads (docs/decisions/015): lead counts per enterprise in the caller's lead
 * scope (the same as GET /leads). `enterprise_id` (comma-joined), `starts_date` / `ends_date` (DDMMYYYY, applied
 * to the lead's createdAt only when exactly 8 digits) filter the leads; `city` and `group` filter the enterprises.
 */
export const enterpriseLeadsQuery = z.object({
  enterprise_id: blank(csv(uuidField)),
  city: blank(citySchema),
  group: blank(enterpriseGroupSchema),
  starts_date: leadFilterQuery.shape.starts_date,
  ends_date: leadFilterQuery.shape.ends_date,
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});
export type EnterpriseLeadsQuery = z.output<typeof enterpriseLeadsQuery>;

export const enterpriseLeadCountsSchema = z.object({
  enterprise_id: z.string(),
  enterprise_name: z.string(),
  city: z.string(),
  group: z.enum(ENTERPRISE_GROUPS),
  total: z.number().int(),
  by_status: leadStatusCountsSchema,
  by_funnel_stage: funnelStageCountsSchema,
  without_funnel_stage: z.number().int(),
  /** Leads created in the last 7 / 30 days (database clock), among those counted. */
  new_last_7_days: z.number().int(),
  new_last_30_days: z.number().int(),
});
export type EnterpriseLeadCountsDto = z.infer<typeof enterpriseLeadCountsSchema>;

/** Enterprises with at least one lead counted, most leads first; pagination counts enterprises. */
export const enterpriseLeadsResponse = z.object({
  payload: z.array(enterpriseLeadCountsSchema),
  pagination: paginationSchema,
});
