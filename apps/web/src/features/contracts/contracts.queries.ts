import { contractListResponse, contractSchema, contractStatusResponse } from "@portal/contracts/sales";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiUpload, type QueryValue, saveBlob } from "../../lib/api-client";

export const contractsKeys = {
  all: ["contracts"] as const,
  list: (query: Record<string, QueryValue>) => [...contractsKeys.all, "list", query] as const,
  ofSale: (saleId: string) => [...contractsKeys.all, "sale", saleId] as const,
};

export function contractsListQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: contractsKeys.list(query),
    queryFn: () => apiRequest("/contracts", { query, schema: contractListResponse }),
    placeholderData: keepPreviousData,
  });
}

export function saleContractStatusQuery(saleId: string) {
  return queryOptions({
    queryKey: contractsKeys.ofSale(saleId),
    queryFn: () => apiRequest(`/sales/${saleId}/status-signature-contract`, { schema: contractStatusResponse }),
  });
}

export function issueContract(saleId: string) {
  return apiRequest(`/sales/${saleId}/issue-contract-manually`, { method: "POST", schema: contractSchema });
}

/** Manual signing: the signed PDF goes up as multipart field "file". */
export function signContractManually(id: string, file: File, onProgress?: (f: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(`/contracts/${id}/manually-sign`, form, { schema: contractSchema, onProgress });
}

export function refuseContract(id: string, reason: string) {
  return apiRequest(`/contracts/${id}/refuse`, { method: "PUT", body: { reason }, schema: contractSchema });
}

export async function downloadContract(id: string, signed: boolean) {
  const { blob, fileName } = await apiBlob(`/contracts/${id}/file`, { query: { signed: signed ? "true" : undefined } });
  saveBlob(blob, fileName ?? `contrato-${signed ? "assinado-" : ""}${id.slice(0, 8)}.pdf`);
}
