import { CITIES, LEAD_SOURCES } from "@portal/contracts/lead-enums";
import { PRE_LEAD_CSV_COLUMNS, PRE_LEAD_STATUSES } from "@portal/contracts/pre-leads";
import { z } from "zod";
import { toCsv } from "../../components/list-kit/csv";
import { pageQuery } from "../../components/list-kit/list-search";
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
    ...pageQuery(search.page, PRE_LEADS_PAGE_SIZE),
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

/** The documented CSV format (columns full_name;phone;email;city;enterprise;source), with two example rows. */
export function sampleCsv(enterpriseName = "Residencial Vista Taquaral"): string {
  return toCsv([
    PRE_LEAD_CSV_COLUMNS,
    [
      "Ana Beatriz Fernandes",
      "(19) 99812-4471",
      "ana.fernandes@exemplo.com.br",
      "Campinas",
      enterpriseName,
      "FACEBOOK",
    ],
    ["Bruno Henrique Carvalho", "(19) 98135-2290", "", "Campinas", enterpriseName, ""],
  ]);
}
