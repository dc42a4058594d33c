import { FOLLOW_UP_TYPES } from "@portal/contracts/lead-enums";
import { leadFileListResponse, leadFileSchema } from "@portal/contracts/lead-files";
import {
  attendResponse,
  type LeadContractInfoInput,
  type LeadUpdateInput,
  leadLinkResponse,
  leadLogSchema,
  leadLogsResponse,
  leadSchema,
  movementsResponse,
  reassignResponse,
} from "@portal/contracts/leads";
import { playInRouletteResponse } from "@portal/contracts/roulettes";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiUpload, saveBlob } from "../../lib/api-client";
import { replaceFile } from "../files/files.queries";
import { leadsKeys } from "./leads.queries";

const path = (id: string) => `/leads/${encodeURIComponent(id)}`;
export const LOGS_PAGE_SIZE = 50;

export function leadQuery(id: string, temporaryToken?: string) {
  return queryOptions({
    queryKey: temporaryToken ? [...leadsKeys.detail(id), "link"] : leadsKeys.detail(id),
    queryFn: () => apiRequest(path(id), { query: { temporary_token: temporaryToken }, schema: leadSchema }),
  });
}

export type HistoryFilter = "all" | "annotations";

/** `temporaryToken`: read through a read-only link (the lead is outside the caller's scope). */
export function leadLogsQuery(id: string, filter: HistoryFilter, temporaryToken?: string) {
  return infiniteQueryOptions({
    queryKey: [...leadsKeys.logs(id), filter, temporaryToken ?? null],
    queryFn: ({ pageParam }) =>
      apiRequest(`${path(id)}/logs`, {
        query: {
          temporary_token: temporaryToken,
          skip: pageParam,
          limit: LOGS_PAGE_SIZE,
          type: filter === "annotations" ? FOLLOW_UP_TYPES.join(",") : undefined,
        },
        schema: leadLogsResponse,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.pagination.skip + last.pagination.limit;
      return next < last.pagination.total ? next : undefined;
    },
  });
}

/** The lead's owner changes (GET /leads/movements?lead_id). */
export function leadMovementsQuery(id: string, fullName: string, temporaryToken?: string) {
  return queryOptions({
    queryKey: [...leadsKeys.movements({ lead: id }), fullName, temporaryToken ?? null],
    queryFn: () =>
      apiRequest("/leads/movements", {
        query: { lead_id: id, limit: 100, temporary_token: temporaryToken },
        schema: movementsResponse,
      }),
    select: (data) => data.payload,
  });
}

export function leadFilesQuery(id: string, temporaryToken?: string) {
  return queryOptions({
    queryKey: temporaryToken ? [...leadsKeys.files(id), "link"] : leadsKeys.files(id),
    queryFn: () =>
      apiRequest(`${path(id)}/files`, {
        query: { temporary_token: temporaryToken },
        schema: leadFileListResponse,
      }),
    select: (data) => data.payload,
  });
}

export function updateLead(id: string, body: LeadUpdateInput) {
  return apiRequest(path(id), { method: "PUT", body, schema: leadSchema });
}

export function updateContractInfo(id: string, body: LeadContractInfoInput) {
  return apiRequest(`${path(id)}/contract-info`, { method: "PUT", body, schema: leadSchema });
}

export function changeStatus(id: string, body: { status?: string; status_profile?: string | null; reason?: string }) {
  return apiRequest(`${path(id)}/status`, { method: "PUT", body, schema: leadSchema });
}

export function reassignLead(id: string, body: { specialist_id: string; notify_specialist: boolean }) {
  return apiRequest(`${path(id)}/specialist`, {
    method: "PUT",
    body: { ...body, type: "TRANSFER" },
    schema: reassignResponse,
  });
}

/** "Jogar na roleta": out of the wallet and into the roulettes of the lead's enterprise. */
export function playInRoulette(id: string) {
  return apiRequest(`${path(id)}/play-in-roulette`, { method: "POST", schema: playInRouletteResponse });
}

export function removeFromWallet(id: string, reason?: string) {
  return apiRequest(`${path(id)}/remove-from-wallet`, {
    method: "PUT",
    body: reason ? { reason } : {},
    schema: leadSchema,
  });
}

export function attendLead(id: string) {
  return apiRequest(`${path(id)}/attend`, { method: "PUT", body: { leadId: id }, schema: attendResponse });
}

export function annotate(id: string, body: { text: string; type: string; status_profile?: string }) {
  return apiRequest(`${path(id)}/annotations`, { method: "POST", body, schema: leadLogSchema });
}

/** PATCH /leads/logs/{logId}: the author or an admin edits an annotation's text. */
export function editLog(logId: string, body: { message: string }) {
  return apiRequest(`/leads/logs/${encodeURIComponent(logId)}`, { method: "PATCH", body, schema: leadLogSchema });
}

export function createLeadLink(id: string, expiresInHours: number) {
  return apiRequest(`${path(id)}/links`, {
    method: "POST",
    body: { expires_in_hours: expiresInHours },
    schema: leadLinkResponse,
  });
}

export type LeadPdfKind = "register" | "report";

/** "Heloísa Bragança" -> "heloisa-braganca" for file names. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "lead"
  );
}

/**
 * The two blob calls (spec 7): the registration form and the history report, as PDF downloads. The API's
 * file name is used when its Content-Disposition is readable (CORS must expose it); otherwise one is made up.
 */
export async function downloadLeadPdf(lead: { _id: string; full_name: string }, kind: LeadPdfKind): Promise<void> {
  const { blob, fileName } = await apiBlob(
    kind === "register" ? "/leads/generate-register" : "/leads/generate-report",
    {
      method: "POST",
      body: { leadId: lead._id },
    },
  );
  const prefix = kind === "register" ? "ficha-cadastral" : "relatorio";
  saveBlob(blob, fileName ?? `${prefix}-${fileSlug(lead.full_name)}.pdf`);
}

export function uploadLeadFile(id: string, fileType: string, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append("fileType", fileType);
  form.append("file", file);
  return apiUpload(`${path(id)}/files`, form, { schema: leadFileSchema, onProgress });
}

/** A new version of one of the lead's current files (PUT /files/update-files); the old one moves to `versions`. */
export async function replaceLeadFile(id: string, fileId: string, file: File, onProgress?: (fraction: number) => void) {
  const result = await replaceFile({ lead_id: id }, fileId, file, onProgress);
  if (result.target !== "LEAD") throw new Error("PUT /files/update-files answered a sale's file for a lead");
  return result.file;
}

export async function downloadLeadFile(
  id: string,
  fileId: string,
  fallbackName: string,
  temporaryToken?: string,
): Promise<void> {
  const { blob, fileName } = await apiBlob(`${path(id)}/files/${encodeURIComponent(fileId)}`, {
    query: { temporary_token: temporaryToken },
  });
  saveBlob(blob, fileName ?? fallbackName);
}

export function deleteLeadFiles(id: string, fileType: string, copartnerId?: string | null) {
  return apiRequest<{ message: string; deleted: number }>(`${path(id)}/files`, {
    method: "DELETE",
    query: { fileType, copartnerId: copartnerId ?? undefined },
  });
}
