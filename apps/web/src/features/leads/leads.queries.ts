import {
  bulkDeleteResponse,
  distributeResponse,
  favoriteResponse,
  type LeadCreateInput,
  leadCreateResponse,
  leadListResponse,
} from "@portal/contracts/leads";
import { playInRouletteBulkResponse } from "@portal/contracts/roulettes";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import type { LeadListApiQuery } from "./lead-search";
import { PageCursors } from "./page-cursors";

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

/** Where the next page of each recent list starts: "next page" then costs what page 1 costs (page-cursors.ts). */
const pageCursors = new PageCursors();

/** The page is keyed by its skip (the URL's page number); the request goes by cursor when one is known. */
export function leadsListQuery(query: LeadListApiQuery, enabled = true) {
  return queryOptions({
    queryKey: leadsKeys.list(query),
    queryFn: async () => {
      const page = await apiRequest("/leads", { query: pageCursors.request(query), schema: leadListResponse });
      pageCursors.remember(query, page.pagination.next_cursor);
      return page;
    },
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
  /** One notification per lead to its receiver (the 10-minute new-lead alert for new leads). */
  notify_specialist?: boolean;
}

/** Manual distribution (even split); with one user it is a bulk reassignment. */
export function distributeLeads(body: DistributeInput) {
  return apiRequest("/leads/distribute", { method: "POST", body, schema: distributeResponse });
}

/** The base's bulk "Jogar na roleta" (POST /leads/play-in-roulette): all leads checked first, then each distributed. */
export function playLeadsInRoulette(leads: string[]) {
  return apiRequest("/leads/play-in-roulette", {
    method: "POST",
    body: { leads },
    schema: playInRouletteBulkResponse,
  });
}
