import {
  mirrorSchema,
  type ReservationCreateInput,
  reservationListResponse,
  reservationSchema,
  unitLogListResponse,
  unitSchema,
} from "@portal/contracts/inventory";
import type { UnitStatus } from "@portal/contracts/inventory-enums";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, saveBlob } from "../../lib/api-client";
import type { DrawerAction } from "./unit-actions";

export const mirrorKeys = {
  all: ["mirror"] as const,
  mirror: (enterpriseId: string) => [...mirrorKeys.all, "enterprise", enterpriseId] as const,
  unit: (unitId: string) => [...mirrorKeys.all, "unit", unitId] as const,
};

/** How often the mirror refetches while the websocket is down (it is the live channel otherwise). */
export const MIRROR_POLL_MS = 5_000;
/** Safety refetch while the websocket is up (a missed event never lasts long). */
export const MIRROR_REFRESH_MS = 60_000;

export function mirrorQuery(enterpriseId: string, live: boolean) {
  return queryOptions({
    queryKey: mirrorKeys.mirror(enterpriseId),
    queryFn: () => apiRequest(`/enterprises/${enterpriseId}/mirror`, { schema: mirrorSchema }),
    refetchInterval: live ? MIRROR_REFRESH_MS : MIRROR_POLL_MS,
  });
}

export function unitQuery(unitId: string) {
  return queryOptions({
    queryKey: [...mirrorKeys.unit(unitId), "data"],
    queryFn: () => apiRequest(`/enterprises/units/${unitId}`, { schema: unitSchema }),
  });
}

export function unitReservesQuery(unitId: string) {
  return queryOptions({
    queryKey: [...mirrorKeys.unit(unitId), "reserves"],
    queryFn: () => apiRequest(`/enterprises/units/${unitId}/reserves`, { schema: reservationListResponse }),
  });
}

export function unitLogsQuery(unitId: string) {
  return queryOptions({
    queryKey: [...mirrorKeys.unit(unitId), "logs"],
    queryFn: () => apiRequest(`/enterprises/units/${unitId}/logs`, { schema: unitLogListResponse }),
  });
}

export type ReserveInput = Omit<ReservationCreateInput, "broker_id"> & { broker_id?: string };

export function createReservation(unitId: string, body: ReserveInput) {
  return apiRequest(`/enterprises/units/${unitId}/reserves`, { method: "POST", body, schema: reservationSchema });
}

export function releaseReservation(unitId: string, reservationId: string, reason?: string) {
  return apiRequest(`/enterprises/units/${unitId}/reserves/${reservationId}/release`, {
    method: "PUT",
    body: reason ? { reason } : {},
    schema: reservationSchema,
  });
}

export function runUnitAction(unitId: string, action: Exclude<DrawerAction, "reserve">, reason?: string) {
  return apiRequest(`/enterprises/units/${unitId}/${action}`, {
    method: "PUT",
    body: reason ? { reason } : {},
    schema: unitSchema,
  });
}

export function setFakeStatus(unitId: string, fakeStatus: UnitStatus | null) {
  return apiRequest(`/enterprises/units/${unitId}/fake-status`, {
    method: "PUT",
    body: { fake_status: fakeStatus },
    schema: unitSchema,
  });
}

export type MirrorSheet = "availability" | "values";
export type MirrorSheetFormat = "xlsx" | "pdf";

/**
 * The stand's downloads (GET /enterprises/{id}/download-availability-sheet and download-values-sheet, XLSX or
 * PDF). The API's file name is used when its Content-Disposition is readable; otherwise one is made up.
 */
export async function downloadMirrorSheet(
  enterpriseId: string,
  sheet: MirrorSheet,
  format: MirrorSheetFormat,
): Promise<void> {
  const { blob, fileName } = await apiBlob(`/enterprises/${enterpriseId}/download-${sheet}-sheet`, {
    query: { format },
  });
  saveBlob(blob, fileName ?? `${sheet === "availability" ? "espelho" : "tabela-de-valores"}.${format}`);
}
