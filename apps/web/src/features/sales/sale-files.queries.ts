import { SALES } from "@portal/contracts/endpoints/sales";
import { saleFileSchema } from "@portal/contracts/sale-files";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiUpload, callEndpoint, saveBlob } from "../../lib/api-client";
import { replaceFile } from "../files/files.queries";
import { salesKeys } from "./sales.queries";

export const saleFilesKey = (saleId: string) => [...salesKeys.all, "files", saleId] as const;
const path = (saleId: string) => `/sales/${encodeURIComponent(saleId)}`;

export function saleFilesQuery(saleId: string) {
  return queryOptions({
    queryKey: saleFilesKey(saleId),
    queryFn: () => callEndpoint(SALES.files, { params: { id: saleId } }),
    select: (data) => data.payload,
  });
}

export function uploadSaleFile(saleId: string, fileType: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file_type", fileType);
  form.append("file", file);
  return apiUpload(`${path(saleId)}/assign-documents`, form, { schema: saleFileSchema, onProgress });
}

/** A new version of one of the sale's current files (PUT /files/update-files); the old one moves to `versions`. */
export async function replaceSaleFile(saleId: string, fileId: string, file: File, onProgress: (f: number) => void) {
  const result = await replaceFile({ sale_id: saleId }, fileId, file, onProgress);
  if (result.target !== "SALE") throw new Error("PUT /files/update-files answered a lead's file for a sale");
  return result.file;
}

export function deleteSaleFile(saleId: string, fileId: string) {
  return apiRequest(`${path(saleId)}/assign-documents/${encodeURIComponent(fileId)}`, { method: "DELETE" });
}

/** A current file or an older version (both by id). */
export async function downloadSaleFile(saleId: string, file: { _id: string; file_name: string }) {
  const { blob, fileName } = await apiBlob(`${path(saleId)}/files/${encodeURIComponent(file._id)}`);
  saveBlob(blob, fileName ?? file.file_name);
}
