import { z } from "zod";
import { FILE_FORMATS, type FileFormat, fileUploaderField, fileVersionFields } from "./lead-files";
import { FIELD_MSG } from "./messages";
import { hasRole } from "./policy";

/** Documents attached to a sale (assign-documents). Ours: the spec names none for sales. */
export const SALE_DOCUMENT_TYPES = [
  "BUYER_ID",
  "PROOF_OF_ADDRESS",
  "PROOF_OF_INCOME",
  "MARRIAGE_CERTIFICATE",
  "SIGNED_PROPOSAL",
  "DOWN_PAYMENT_RECEIPT",
  "SUMMARY_BOARD",
  "SALE_OVERVIEW",
  "OTHER",
] as const;
export type SaleDocumentType = (typeof SALE_DOCUMENT_TYPES)[number];
export const SALE_DOCUMENT_TYPE_LABELS: Record<SaleDocumentType, string> = {
  BUYER_ID: "Documento do comprador",
  PROOF_OF_ADDRESS: "Comprovante de endereço",
  PROOF_OF_INCOME: "Comprovante de renda",
  MARRIAGE_CERTIFICATE: "Certidão de casamento",
  SIGNED_PROPOSAL: "Proposta assinada",
  DOWN_PAYMENT_RECEIPT: "Comprovante do ato",
  SUMMARY_BOARD: "Quadro resumo",
  SALE_OVERVIEW: "Resumo da venda",
  OTHER: "Outro",
};
/** Spec 5: a partner broker uploads pdf only, and only the summary board and sale overview. */
export const PARTNER_SALE_DOCUMENT_TYPES: readonly SaleDocumentType[] = ["SUMMARY_BOARD", "SALE_OVERVIEW"];
const PDF_ONLY: readonly FileFormat[] = ["pdf"];

/**
 * Upload formats by role (spec 5), first rule that applies wins; null = may not upload this type:
 * admins (and MASTER) pdf only; SALES_SECRETARY any accepted format; partner brokers and agents pdf only for
 * SUMMARY_BOARD and SALE_OVERVIEW; the other staff who see the sale (specialists, coordinators) any accepted format.
 */
export function saleUploadFormats(userRoles: readonly string[], type: SaleDocumentType): readonly FileFormat[] | null {
  if (hasRole(userRoles, ["GERAL_ADMIN", "OPERATIONAL_ADMIN"])) return PDF_ONLY;
  if (userRoles.includes("SALES_SECRETARY")) return FILE_FORMATS;
  if (hasRole(userRoles, ["AGENT_PARTNER", "AGENT_PATRIANI"], { excludeMaster: true })) {
    return PARTNER_SALE_DOCUMENT_TYPES.includes(type) ? PDF_ONLY : null;
  }
  return FILE_FORMATS;
}

export const SALE_FILE_MAX_BYTES = 15 * 1024 * 1024;
export const saleFileUploadFields = z.object({
  file_type: z.enum(SALE_DOCUMENT_TYPES, { error: FIELD_MSG.invalidOption }),
});
/** An earlier version of a sale's file, replaced through /files/update-files; downloadable by its _id. */
export const saleFileVersionSchema = z.object({
  _id: z.string(),
  ...fileVersionFields,
  /** The ids of `uploaded_by` and `replaced_by`, kept for the clients that read them. */
  uploaded_by_id: z.string().nullable(),
  replaced_by_id: z.string().nullable(),
});
export const saleFileSchema = z.object({
  _id: z.string(),
  sale_id: z.string(),
  file_type: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by_id: z.string().nullable(),
  ...fileUploaderField,
  createdAt: z.string(),
  /** The versions this file replaced, newest first. */
  versions: z.array(saleFileVersionSchema),
});
export const saleFileListResponse = z.object({ payload: z.array(saleFileSchema) });
