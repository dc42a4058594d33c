import { messageResponse } from "@portal/contracts/common";
import {
  leadRouletteLogListResponse,
  type RouletteCreateInput,
  type RouletteUpdateInput,
  rouletteAgentSchema,
  rouletteDetailSchema,
  rouletteListResponse,
  rouletteLogListResponse,
  rouletteSchema,
} from "@portal/contracts/roulettes";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The detail refetches on this interval so agents' status, positions and counts stay live. */
export const ROULETTE_LIVE_MS = 4_000;
export const ROULETTE_LOG_PAGE_SIZE = 50;

export const roulettesKeys = {
  all: ["roulettes"] as const,
  list: () => [...roulettesKeys.all, "list"] as const,
  detail: (id: string) => [...roulettesKeys.all, "detail", id] as const,
  logs: (id: string, filters: RouletteLogFilters) => [...roulettesKeys.all, "logs", id, filters] as const,
  leadLogs: (leadId: string) => [...roulettesKeys.all, "lead-logs", leadId] as const,
};

export interface RouletteLogFilters {
  lead_id?: string;
  user_id?: string;
  page: number;
}

export function roulettesListQuery() {
  return queryOptions({
    queryKey: roulettesKeys.list(),
    queryFn: () => apiRequest("/roulettes", { schema: rouletteListResponse }),
    select: (data) => data.payload,
  });
}

export function rouletteQuery(id: string) {
  return queryOptions({
    queryKey: roulettesKeys.detail(id),
    queryFn: () => apiRequest(`/roulettes/${encodeURIComponent(id)}`, { schema: rouletteDetailSchema }),
    refetchInterval: ROULETTE_LIVE_MS,
    staleTime: 0,
  });
}

export function rouletteLogsQuery(id: string, filters: RouletteLogFilters) {
  return queryOptions({
    queryKey: roulettesKeys.logs(id, filters),
    queryFn: () =>
      apiRequest(`/roulettes/${encodeURIComponent(id)}/logs`, {
        query: {
          lead_id: filters.lead_id,
          user_id: filters.user_id,
          skip: (filters.page - 1) * ROULETTE_LOG_PAGE_SIZE,
          limit: ROULETTE_LOG_PAGE_SIZE,
        },
        schema: rouletteLogListResponse,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: ROULETTE_LIVE_MS * 2,
  });
}

/** Every decision about one lead, oldest first (at most 100: a lead rarely goes round more often). */
export function leadRouletteLogsQuery(leadId: string) {
  return queryOptions({
    queryKey: roulettesKeys.leadLogs(leadId),
    queryFn: () =>
      apiRequest("/roulettes/logs", {
        query: { lead_id: leadId, limit: 100 },
        schema: leadRouletteLogListResponse,
      }),
  });
}

export function createRoulette(body: RouletteCreateInput) {
  return apiRequest("/roulettes", { method: "POST", body, schema: rouletteSchema });
}

export function updateRoulette(id: string, body: RouletteUpdateInput) {
  return apiRequest(`/roulettes/${encodeURIComponent(id)}`, { method: "PUT", body, schema: rouletteSchema });
}

export function deleteRoulette(id: string) {
  return apiRequest(`/roulettes/${encodeURIComponent(id)}`, { method: "DELETE", schema: messageResponse });
}

export function shuffleRoulette(id: string) {
  return apiRequest(`/roulettes/${encodeURIComponent(id)}/shuffle`, { method: "POST", schema: messageResponse });
}

export function moveAgentToFirst(rouletteId: string, agentId: string) {
  return apiRequest(
    `/roulettes/${encodeURIComponent(rouletteId)}/agents/${encodeURIComponent(agentId)}/to-first-position`,
    { method: "PUT", schema: messageResponse },
  );
}

export function removeAgent(rouletteId: string, userId: string) {
  return apiRequest("/roulettes/agents", {
    method: "DELETE",
    body: { user_id: userId, roulette_id: rouletteId },
    schema: messageResponse,
  });
}

/** Adds a member (coordinators and admins); their status in the roulette follows their presence. */
export function addAgent(rouletteId: string, userId: string) {
  return apiRequest(`/roulettes/${encodeURIComponent(rouletteId)}/agents`, {
    method: "POST",
    body: { user_id: userId },
    schema: rouletteAgentSchema,
  });
}
