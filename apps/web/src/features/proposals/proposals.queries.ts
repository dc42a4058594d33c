import { PROPOSALS } from "@portal/contracts/endpoints/proposals";
import { commercialRulesResponse } from "@portal/contracts/enterprise-steps";
import { enterpriseSimplifiedResponse } from "@portal/contracts/enterprises";
import { mirrorSchema, unitSchema } from "@portal/contracts/inventory";
import { leadSchema } from "@portal/contracts/leads";
import type { ProposalCreateInput, ProposalForkInput } from "@portal/contracts/proposals";
import { assigneeListResponse } from "@portal/contracts/users";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiBlob, apiRequest, callEndpoint, type QueryValue, saveBlob } from "../../lib/api-client";

/** Every proposal query lives under ["proposals"]; a proposal move invalidates that prefix only. */
export const proposalsKeys = {
  all: ["proposals"] as const,
  list: (query: Record<string, QueryValue>) => [...proposalsKeys.all, "list", query] as const,
  detail: (id: string) => [...proposalsKeys.all, "detail", id] as const,
  logs: (id: string) => [...proposalsKeys.all, "logs", id] as const,
};

export function proposalsListQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: proposalsKeys.list(query),
    queryFn: () => callEndpoint(PROPOSALS.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function proposalQuery(id: string) {
  return queryOptions({
    queryKey: proposalsKeys.detail(id),
    queryFn: () => callEndpoint(PROPOSALS.get, { params: { id } }),
  });
}

export function proposalLogsQuery(id: string) {
  return queryOptions({
    queryKey: proposalsKeys.logs(id),
    queryFn: () => callEndpoint(PROPOSALS.logs, { params: { id } }),
  });
}

export function createProposal(body: ProposalCreateInput) {
  return callEndpoint(PROPOSALS.create, { body });
}
export function forkProposal(id: string, body: ProposalForkInput) {
  return callEndpoint(PROPOSALS.fork, { params: { id }, body });
}
export type ProposalMove = "submit" | "approve" | "disapprove" | "cancel";
export function moveProposal(id: string, move: ProposalMove, reason?: string) {
  if (move === "submit") return callEndpoint(PROPOSALS.submit, { params: { id } });
  return callEndpoint(PROPOSALS[move], { params: { id }, body: reason ? { reason } : {} });
}

// ── What the builder reads outside /proposals (units, enterprise rules, leads, people) ──

export function unitQuery(unitId: string | undefined) {
  return queryOptions({
    queryKey: ["units", "detail", unitId] as const,
    queryFn: () => apiRequest(`/enterprises/units/${unitId}`, { schema: unitSchema }),
    enabled: Boolean(unitId),
  });
}

export function mirrorQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ["enterprises", "mirror", enterpriseId] as const,
    queryFn: () => apiRequest(`/enterprises/${enterpriseId}/mirror`, { schema: mirrorSchema }),
    enabled: Boolean(enterpriseId),
  });
}

/** Payment-plan templates and approval rules; the API opens step 4 to enterprise managers only. */
export function commercialRulesQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ["enterprises", "commercial-rules", enterpriseId] as const,
    queryFn: () => apiRequest(`/enterprises/${enterpriseId}/commercial-rules`, { schema: commercialRulesResponse }),
    enabled: Boolean(enterpriseId),
    retry: false,
    staleTime: 60_000,
  });
}

export const enterprisesSimplifiedQuery = queryOptions({
  queryKey: ["enterprises", "simplified"] as const,
  queryFn: () => apiRequest("/enterprises/simplified", { schema: enterpriseSimplifiedResponse }),
  staleTime: 5 * 60_000,
});

export function leadQuery(leadId: string | undefined) {
  return queryOptions({
    queryKey: ["leads", "detail", leadId] as const,
    queryFn: () => apiRequest(`/leads/${leadId}`, { schema: leadSchema }),
    enabled: Boolean(leadId),
    retry: false,
  });
}

const leadSearchResponse = z.object({
  payload: z.array(z.object({ _id: z.string(), full_name: z.string(), phone: z.string().nullable().optional() })),
});

export function leadSearchQuery(text: string) {
  const query = { full_name: text, limit: 20 };
  return queryOptions({
    queryKey: ["leads", "list", "picker", text] as const,
    queryFn: () => apiRequest("/leads", { query, schema: leadSearchResponse }),
    placeholderData: keepPreviousData,
  });
}

/** People who may broker a deal (for filters and names); only lead managers may read it. */
export function peopleQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ["users", "specialists"] as const,
    queryFn: () => apiRequest("/users/specialists", { schema: assigneeListResponse }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The client's proposal PDF (GET /proposals/{id}/pdf). */
export async function downloadProposalPdf(p: { _id: string; version: number }) {
  const { blob, fileName } = await apiBlob(`/proposals/${p._id}/pdf`);
  saveBlob(blob, fileName ?? `proposta-v${p.version}-${p._id.slice(0, 8)}.pdf`);
}

export function removeProposalTag(id: string, tag: string) {
  return callEndpoint(PROPOSALS.removeTag, { params: { id }, body: { tag } });
}
