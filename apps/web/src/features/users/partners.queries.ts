import type { PartnerStatus } from "@portal/contracts/partner-status";
import {
  type PartnerClientInput,
  partnerClientSchema,
  partnerListResponse,
  partnerSchema,
} from "@portal/contracts/partners";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pageQuery } from "../../components/list-kit/list-search";
import { apiRequest } from "../../lib/api-client";

export const PARTNERS_PAGE_SIZE = 20;

export interface PartnerListFilters {
  status: PartnerStatus;
  search?: string;
  page: number;
}

/** Every partner-approval query lives under ["admin", "partners"]; a decision invalidates that prefix only. */
export const partnersKeys = {
  all: ["admin", "partners"] as const,
  list: (filters: PartnerListFilters) => [...partnersKeys.all, "list", filters] as const,
};

/** One page of GET /admin/partners with the filters (the screen's page, or the CSV export's pages). */
export function fetchPartnersPage(filters: Omit<PartnerListFilters, "page">, page: { skip: number; limit: number }) {
  return apiRequest("/admin/partners", {
    query: { status: filters.status, search: filters.search, ...page },
    schema: partnerListResponse,
  });
}

export function partnersListQuery(filters: PartnerListFilters) {
  return queryOptions({
    queryKey: partnersKeys.list(filters),
    queryFn: () => fetchPartnersPage(filters, pageQuery(filters.page, PARTNERS_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

export function approvePartner(id: string) {
  return apiRequest(`/admin/partners/${encodeURIComponent(id)}/approve`, { method: "PUT", schema: partnerSchema });
}

export function rejectPartner(id: string, reason: string) {
  return apiRequest(`/admin/partners/${encodeURIComponent(id)}/reject`, {
    method: "PUT",
    body: { reason },
    schema: partnerSchema,
  });
}

/** A partner broker's own client (proposal and reservation pickers). */
export function registerPartnerClient(body: PartnerClientInput) {
  return apiRequest("/leads/partner-clients", { method: "POST", body, schema: partnerClientSchema });
}
