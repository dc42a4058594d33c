import { ROULETTES } from "@portal/contracts/endpoints/roulettes";
import type { RouletteCreateInput, RouletteUpdateInput } from "@portal/contracts/roulettes";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

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
    queryFn: () => callEndpoint(ROULETTES.list),
    select: (data) => data.payload,
  });
}

export function rouletteQuery(id: string) {
  return queryOptions({
    queryKey: roulettesKeys.detail(id),
    queryFn: () => callEndpoint(ROULETTES.get, { params: { id } }),
    refetchInterval: ROULETTE_LIVE_MS,
    staleTime: 0,
  });
}

export function rouletteLogsQuery(id: string, filters: RouletteLogFilters) {
  return queryOptions({
    queryKey: roulettesKeys.logs(id, filters),
    queryFn: () =>
      callEndpoint(ROULETTES.logs, {
        params: { id },
        query: {
          lead_id: filters.lead_id,
          user_id: filters.user_id,
          skip: (filters.page - 1) * ROULETTE_LOG_PAGE_SIZE,
          limit: ROULETTE_LOG_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: ROULETTE_LIVE_MS * 2,
  });
}

/** Every decision about one lead, oldest first (at most 100: a lead rarely goes round more often). */
export function leadRouletteLogsQuery(leadId: string) {
  return queryOptions({
    queryKey: roulettesKeys.leadLogs(leadId),
    queryFn: () => callEndpoint(ROULETTES.leadLogs, { query: { lead_id: leadId, limit: 100 } }),
  });
}

export function createRoulette(body: RouletteCreateInput) {
  return callEndpoint(ROULETTES.create, { body });
}

export function updateRoulette(id: string, body: RouletteUpdateInput) {
  return callEndpoint(ROULETTES.update, { params: { id }, body });
}

export function deleteRoulette(id: string) {
  return callEndpoint(ROULETTES.remove, { params: { id } });
}

export function shuffleRoulette(id: string) {
  return callEndpoint(ROULETTES.shuffle, { params: { id } });
}

export function moveAgentToFirst(rouletteId: string, agentId: string) {
  return callEndpoint(ROULETTES.toFirstPosition, { params: { id: rouletteId, agentId } });
}

export function removeAgent(rouletteId: string, userId: string) {
  return callEndpoint(ROULETTES.removeAgent, { body: { user_id: userId, roulette_id: rouletteId } });
}

/** Adds a member (coordinators and admins); their status in the roulette follows their presence. */
export function addAgent(rouletteId: string, userId: string) {
  return callEndpoint(ROULETTES.addAgent, { params: { id: rouletteId }, body: { user_id: userId } });
}
