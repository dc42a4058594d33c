import {
  preLeadAcquireResponse,
  preLeadImportListResponse,
  preLeadImportResultSchema,
  preLeadListResponse,
  preLeadOfferSettingsSchema,
} from "@portal/contracts/pre-leads";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, apiUpload, type QueryValue } from "../../lib/api-client";

export const preLeadsKeys = {
  all: ["pre-leads"] as const,
  list: (query: Record<string, QueryValue>) => [...preLeadsKeys.all, "list", query] as const,
  imports: () => [...preLeadsKeys.all, "imports"] as const,
  import: (id: string) => [...preLeadsKeys.all, "imports", id] as const,
  offerSettings: () => [...preLeadsKeys.all, "offer-settings"] as const,
};

export function offerSettingsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: preLeadsKeys.offerSettings(),
    queryFn: () => apiRequest("/pre-leads/offer-settings", { schema: preLeadOfferSettingsSchema }),
    enabled,
  });
}

export function updateOfferSettings(body: { max_acquisitions_per_day?: number; enterprise_ids?: string[] }) {
  return apiRequest("/pre-leads/offer-settings", { method: "PUT", body, schema: preLeadOfferSettingsSchema });
}

/** GET /pre-leads with the filters and one page (the screen's page, or the CSV export's pages). */
export function fetchPreLeadsPage(query: Record<string, QueryValue>) {
  return apiRequest("/pre-leads", { query, schema: preLeadListResponse });
}

export function preLeadsListQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: preLeadsKeys.list(query),
    queryFn: () => fetchPreLeadsPage(query),
    placeholderData: keepPreviousData,
  });
}

export function acquirePreLead(id: string) {
  return apiRequest(`/pre-leads/${encodeURIComponent(id)}/acquire`, { method: "POST", schema: preLeadAcquireResponse });
}

export function preLeadImportsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: preLeadsKeys.imports(),
    queryFn: () => apiRequest("/pre-leads/imports", { query: { limit: 10 }, schema: preLeadImportListResponse }),
    enabled,
  });
}

export function preLeadImportQuery(id: string | null) {
  return queryOptions({
    queryKey: preLeadsKeys.import(id ?? ""),
    queryFn: () =>
      apiRequest(`/pre-leads/imports/${encodeURIComponent(id ?? "")}`, { schema: preLeadImportResultSchema }),
    enabled: Boolean(id),
  });
}

export function importPreLeads(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload("/pre-leads/imports", form, { schema: preLeadImportResultSchema, onProgress });
}
