import { CITIES, ENTERPRISE_GROUPS } from "@portal/contracts/lead-enums";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { searchPage } from "../../lib/search-params";
import { isIsoDay, isoToEightDigits } from "../leads/eight-digit-date";

/** "Leads por empreendimento": filters in the URL (days as YYYY-MM-DD) and their GET query. */
export const ENTERPRISE_LEADS_PAGE_SIZE = 25;

const isoDay = z
  .string()
  .refine((v) => isIsoDay(v))
  .optional()
  .catch(undefined);

export const enterpriseLeadsSearchSchema = z.object({
  enterprise: z.uuid().optional().catch(undefined),
  city: z.enum(CITIES).optional().catch(undefined),
  group: z.enum(ENTERPRISE_GROUPS).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  page: searchPage,
});
export type EnterpriseLeadsSearch = z.output<typeof enterpriseLeadsSearchSchema>;

export function toEnterpriseLeadsQuery(s: EnterpriseLeadsSearch): Record<string, QueryValue> {
  const page = s.page ?? 1;
  return {
    enterprise_id: s.enterprise,
    city: s.city,
    group: s.group,
    starts_date: isoToEightDigits(s.from),
    ends_date: isoToEightDigits(s.to),
    skip: (page - 1) * ENTERPRISE_LEADS_PAGE_SIZE,
    limit: ENTERPRISE_LEADS_PAGE_SIZE,
  };
}

export function hasEnterpriseLeadsFilters(s: EnterpriseLeadsSearch): boolean {
  return Boolean(s.enterprise || s.city || s.group || s.from || s.to);
}
