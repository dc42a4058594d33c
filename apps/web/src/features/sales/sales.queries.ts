import { SALES } from "@portal/contracts/endpoints/sales";
import type { SaleCreateInput, saleBuyersBody } from "@portal/contracts/sales";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint, type QueryValue } from "../../lib/api-client";

/** Every sale query lives under ["sales"]. */
export const salesKeys = {
  all: ["sales"] as const,
  list: (query: Record<string, QueryValue>) => [...salesKeys.all, "list", query] as const,
  detail: (id: string) => [...salesKeys.all, "detail", id] as const,
  logs: (id: string) => [...salesKeys.all, "logs", id] as const,
  commissions: (id: string) => [...salesKeys.all, "commissions", id] as const,
  myCommissions: () => [...salesKeys.all, "my-commissions"] as const,
};

export function salesListQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: salesKeys.list(query),
    queryFn: () => callEndpoint(SALES.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function saleQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.detail(id),
    queryFn: () => callEndpoint(SALES.get, { params: { id } }),
  });
}

export function saleLogsQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.logs(id),
    queryFn: () => callEndpoint(SALES.logs, { params: { id } }),
  });
}

export function saleCommissionsQuery(id: string) {
  return queryOptions({
    queryKey: salesKeys.commissions(id),
    queryFn: () => callEndpoint(SALES.commissions, { params: { id } }),
  });
}

/** The caller's own commission statement. */
export const myCommissionsQuery = queryOptions({
  queryKey: salesKeys.myCommissions(),
  queryFn: () => callEndpoint(SALES.myPartnerCommissions),
});

export function createSale(body: SaleCreateInput) {
  return callEndpoint(SALES.create, { body });
}

export type SaleMove = "complete" | "cancel" | "distract";
export function moveSale(id: string, move: SaleMove, reason?: string) {
  if (move === "complete") return callEndpoint(SALES.complete, { params: { id } });
  // A missing reason is sent as such: the API names the field ("obrigatório").
  return callEndpoint(SALES[move], { params: { id }, body: { reason } as { reason: string } });
}

export function addSaleObservation(id: string, text: string) {
  return callEndpoint(SALES.addObservation, { params: { id }, body: { text } });
}

export function moveCommission(saleId: string, commissionId: string, status: "RELEASED" | "PAID") {
  return callEndpoint(SALES.moveCommission, { params: { id: saleId, commissionId }, body: { status } });
}

export function setSaleCoordinator(id: string, coordinatorId: string) {
  return callEndpoint(SALES.coordinator, { params: { id }, body: { responsible_coordinator_id: coordinatorId } });
}

/** The buyers as the sale form parsed them (saleCreateBody's output), which the API parses again. */
export function replaceSaleBuyers(id: string, buyers: SaleCreateInput["buyers"]) {
  return callEndpoint(SALES.buyers, { params: { id }, body: { buyers } as z.input<typeof saleBuyersBody> });
}
