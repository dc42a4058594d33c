import type { PartnerStatus } from "@portal/contracts/partner-status";
import {
  type PartnerClientInput,
  partnerClientSchema,
  partnerListResponse,
  partnerSchema,
} from "@portal/contracts/partners";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
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

export function partnersListQuery(filters: PartnerListFilters) {
  return queryOptions({
    queryKey: partnersKeys.list(filters),
    queryFn: () =>
      apiRequest("/admin/partners", {
        query: {
          status: filters.status,
          search: filters.search,
          skip: (filters.page - 1) * PARTNERS_PAGE_SIZE,
          limit: PARTNERS_PAGE_SIZE,
        },
        schema: partnerListResponse,
      }),
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
