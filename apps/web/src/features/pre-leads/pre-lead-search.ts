import { CITIES, LEAD_SOURCES } from "@portal/contracts/lead-enums";
import { PRE_LEAD_STATUSES } from "@portal/contracts/pre-leads";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { dropEmpty, searchPage, searchText } from "../../lib/search-params";

/** /pre-leads filters in the URL and their GET /pre-leads query. */
export const preLeadSearchSchema = z.object({
  /** Part of the name or digits of the phone. */
  search: searchText,
  status: z.enum(PRE_LEAD_STATUSES).optional().catch(undefined),
  enterprise_id: z.uuid().optional().catch(undefined),
  city: z.enum(CITIES).optional().catch(undefined),
  source: z.enum(LEAD_SOURCES).optional().catch(undefined),
  page: searchPage,
});
export type PreLeadSearch = z.output<typeof preLeadSearchSchema>;
export type PreLeadFilters = Omit<PreLeadSearch, "page">;

export const PRE_LEADS_PAGE_SIZE = 50;

export function toPreLeadQuery(search: PreLeadSearch): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    skip: ((search.page ?? 1) - 1) * PRE_LEADS_PAGE_SIZE,
    limit: PRE_LEADS_PAGE_SIZE,
    search: search.search,
    status: search.status,
    enterprise_id: search.enterprise_id,
    city: search.city,
    source: search.source,
  };
  return dropEmpty(query);
}

export function hasPreLeadFilters(search: PreLeadSearch): boolean {
  return Boolean(search.search || search.status || search.enterprise_id || search.city || search.source);
}
