import {
  bulkDeleteResponse,
  distributeResponse,
  favoriteResponse,
  type LeadCreateInput,
  leadCreateResponse,
  leadListResponse,
} from "@portal/contracts/leads";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import type { LeadListApiQuery } from "./lead-search";

/** Every lead query lives under ["leads"]: a lead mutation invalidates that prefix, nothing else. */
export const leadsKeys = {
  all: ["leads"] as const,
  lists: () => [...leadsKeys.all, "list"] as const,
  list: (query: LeadListApiQuery) => [...leadsKeys.lists(), query] as const,
  detail: (id: string) => [...leadsKeys.all, "detail", id] as const,
  logs: (id: string) => [...leadsKeys.all, "logs", id] as const,
  files: (id: string) => [...leadsKeys.all, "files", id] as const,
  movements: (query: Record<string, unknown>) => [...leadsKeys.all, "movements", query] as const,
};

export function leadsListQuery(query: LeadListApiQuery, enabled = true) {
  return queryOptions({
    queryKey: leadsKeys.list(query),
    queryFn: ({ signal }) => apiRequest("/leads", { query, schema: leadListResponse, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function createLead(body: LeadCreateInput) {
  return apiRequest("/leads", { method: "POST", body, schema: leadCreateResponse });
}

export function setFavorite(leadId: string, favorite: boolean) {
  return apiRequest(`/leads/${encodeURIComponent(leadId)}/favorite`, {
    method: "PUT",
    body: { favorite },
    schema: favoriteResponse,
  });
}

export function deleteLeads(leads: string[]) {
  return apiRequest("/leads", { method: "DELETE", body: { leads }, schema: bulkDeleteResponse });
}

export interface DistributeInput {
  leads: string[];
  users: string[];
  reset_fields?: boolean;
  distribution_info?: string;
}

/** Manual distribution (even split); with one user it is a bulk reassignment. */
export function distributeLeads(body: DistributeInput) {
  return apiRequest("/leads/distribute", { method: "POST", body, schema: distributeResponse });
}
