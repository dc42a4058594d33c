import { z } from "zod";
import { FIELD_MSG } from "./messages";
import { hasRole } from "./policy";

/** Documents kept on a lead (and on its co-partners). */
export const LEAD_FILE_TYPES = [
  "RG",
  "CPF",
  "CNH",
  "RNE",
  "PROOF_OF_ADDRESS",
  "PROOF_OF_INCOME",
  "INCOME_TAX_RETURN",
  "MARRIAGE_CERTIFICATE",
  "BIRTH_CERTIFICATE",
  "DIVORCE_CERTIFICATE",
  "SUMMARY_BOARD",
  "SALE_OVERVIEW",
  "OTHER",
] as const;
export type LeadFileType = (typeof LEAD_FILE_TYPES)[number];
export const leadFileTypeSchema = z.enum(LEAD_FILE_TYPES, { error: FIELD_MSG.invalidOption });
export const LEAD_FILE_TYPE_LABELS: Record<LeadFileType, string> = {
  RG: "RG",
  CPF: "CPF",
  CNH: "CNH",
  RNE: "RNE",
  PROOF_OF_ADDRESS: "Comprovante de endereço",
  PROOF_OF_INCOME: "Comprovante de renda",
  INCOME_TAX_RETURN: "Declaração de imposto de renda",
  MARRIAGE_CERTIFICATE: "Certidão de casamento",
  BIRTH_CERTIFICATE: "Certidão de nascimento",
  DIVORCE_CERTIFICATE: "Certidão de divórcio",
  SUMMARY_BOARD: "Quadro resumo",
  SALE_OVERVIEW: "Resumo da venda",
  OTHER: "Outro",
};

/** Formats recognised by content (magic bytes). */
export const FILE_FORMATS = ["pdf", "png", "jpeg", "webp"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const FILE_FORMAT_MIME: Record<FileFormat, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};
export const LEAD_FILE_MAX_BYTES = 10 * 1024 * 1024;

const PDF_ONLY: readonly FileFormat[] = ["pdf"];
/** Partner brokers may send only PDFs for these (spec 5). */
export const PARTNER_PDF_ONLY_TYPES: readonly LeadFileType[] = ["SUMMARY_BOARD", "SALE_OVERVIEW"];

/**
 * Upload formats by role (spec 5). Rules are checked in this order and the first that applies wins:
 * 1. GERAL_ADMIN / OPERATIONAL_ADMIN (and MASTER, who passes every role check): pdf only, every type;
 * 2. SALES_SECRETARY: any accepted format;
 * 3. AGENT_PARTNER: pdf only for SUMMARY_BOARD and SALE_OVERVIEW;
 * 4. everyone else who may see the lead: pdf, png, jpeg, webp.
 */
export function allowedUploadFormats(userRoles: readonly string[], fileType: LeadFileType): readonly FileFormat[] {
  if (hasRole(userRoles, ["GERAL_ADMIN", "OPERATIONAL_ADMIN"])) return PDF_ONLY;
  if (userRoles.includes("SALES_SECRETARY")) return FILE_FORMATS;
  if (userRoles.includes("AGENT_PARTNER") && PARTNER_PDF_ONLY_TYPES.includes(fileType)) return PDF_ONLY;
  return FILE_FORMATS;
}

/** `"file" deve ser ...` text for a refused format. */
export function formatRuleMessage(allowed: readonly FileFormat[]): string {
  if (allowed.length === 1 && allowed[0] === "pdf") return "deve ser um arquivo PDF";
  return "deve ser um arquivo PDF, PNG, JPEG ou WebP";
}

const personRef = z.object({ _id: z.string(), full_name: z.string() });
/**
 * What every earlier version of a document carries, a lead's and a sale's alike: who sent it and when, who replaced
 * it and when (the screens' "Substituído em ... por ...").
 */
export const fileVersionFields = {
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  uploaded_by: personRef.nullable(),
  replaced_at: z.string(),
  replaced_by: personRef.nullable(),
};
/** Who sent a current document. */
export const fileUploaderField = { uploaded_by: personRef.nullable() };
/** An earlier version of a file, replaced through /files/update-files; downloadable by its fileId. */
export const leadFileVersionSchema = z.object({ fileId: z.string(), ...fileVersionFields });
export const leadFileSchema = z.object({
  fileId: z.string(),
  fileType: z.string(),
  copartnerId: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  ...fileUploaderField,
  /** The versions this file replaced, newest first (empty for a file never replaced). */
  versions: z.array(leadFileVersionSchema),
});
export type LeadFileDto = z.infer<typeof leadFileSchema>;
export const leadFileListResponse = z.object({ payload: z.array(leadFileSchema) });

/** The text fields of the multipart upload (the part named "file" carries the document). */
export const leadFileUploadFields = z.object({
  fileType: leadFileTypeSchema,
  copartnerId: z.uuid({ error: FIELD_MSG.invalid }).optional(),
});
export const leadFileDeleteQuery = z.object({
  fileType: leadFileTypeSchema,
  copartnerId: z.uuid({ error: FIELD_MSG.invalid }).optional(),
});
export const leadFileDeleteResponse = z.object({ message: z.string(), deleted: z.number().int() });

/** Body of POST /leads/generate-register and /leads/generate-report (answer: application/pdf). */
export const generateLeadPdfBody = z.object({ leadId: z.uuid({ error: FIELD_MSG.invalid }) });

export const LEAD_FILE_MSG = {
  notFound: "Arquivo não encontrado.",
  deleted: "Arquivo(s) excluído(s) com sucesso.",
  tooLarge: "deve ter no máximo 10 MB",
  unknownFormat: "deve ser um arquivo PDF, PNG, JPEG ou WebP",
  copartnerNotFound: "não pertence a este lead",
} as const;
