import { CITIES, ENTERPRISE_PHASES } from "@portal/contracts/lead-enums";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { searchPage, searchText } from "../../lib/search-params";

/** The enterprise list's filters in the URL, and their mapping to GET /enterprises. */
export const ENTERPRISES_PAGE_SIZE = 24;

export const enterpriseSearchSchema = z.object({
  search: searchText,
  city: z.enum(CITIES).optional().catch(undefined),
  phase: z.enum(ENTERPRISE_PHASES).optional().catch(undefined),
  page: searchPage,
});
export type EnterpriseSearch = z.output<typeof enterpriseSearchSchema>;

export function toEnterprisesQuery(s: EnterpriseSearch): Record<string, QueryValue> {
  const page = s.page ?? 1;
  return {
    search: s.search,
    city: s.city,
    phase: s.phase,
    skip: (page - 1) * ENTERPRISES_PAGE_SIZE,
    limit: ENTERPRISES_PAGE_SIZE,
  };
}

export function hasEnterpriseFilters(s: EnterpriseSearch): boolean {
  return Boolean(s.search || s.city || s.phase);
}
