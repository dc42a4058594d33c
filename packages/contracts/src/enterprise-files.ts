import { z } from "zod";
import { ENTERPRISE_FILE_TYPES, enterpriseFileTypeSchema, PARTNER_ENTERPRISE_FILE_TYPES } from "./inventory-enums";
import { FILE_FORMATS, type FileFormat } from "./lead-files";
import { hasRole } from "./policy";

export type EnterpriseFileType = (typeof ENTERPRISE_FILE_TYPES)[number];
const PDF_ONLY: readonly FileFormat[] = ["pdf"];

/**
 * Upload formats by role for enterprise files (spec 5), first rule that applies wins; null = may not upload:
 * 1. GERAL_ADMIN / OPERATIONAL_ADMIN (and MASTER): pdf only, every type;
 * 2. SALES_SECRETARY: any accepted format, every type;
 * 3. AGENT_PARTNER / AGENT_PATRIANI: pdf only, SUMMARY_BOARD and SALE_OVERVIEW only;
 * 4. anyone else: no upload.
 */
export function enterpriseUploadFormats(
  userRoles: readonly string[],
  fileType: EnterpriseFileType,
): readonly FileFormat[] | null {
  if (hasRole(userRoles, ["GERAL_ADMIN", "OPERATIONAL_ADMIN"])) return PDF_ONLY;
  if (userRoles.includes("SALES_SECRETARY")) return FILE_FORMATS;
  if (hasRole(userRoles, ["AGENT_PARTNER", "AGENT_PATRIANI"], { excludeMaster: true })) {
    return (PARTNER_ENTERPRISE_FILE_TYPES as readonly string[]).includes(fileType) ? PDF_ONLY : null;
  }
  return null;
}

export const enterpriseFileSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  file_type: z.enum(ENTERPRISE_FILE_TYPES),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by_id: z.string().nullable(),
  createdAt: z.string(),
});
export const enterpriseFileListResponse = z.object({ payload: z.array(enterpriseFileSchema) });
export const enterpriseFileUploadFields = z.object({ file_type: enterpriseFileTypeSchema });
export const ENTERPRISE_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const ENTERPRISE_FILE_MSG = {
  notFound: "Arquivo não encontrado.",
  tooLarge: "deve ter no máximo 20 MB",
  unknownFormat: "deve ser um arquivo PDF, PNG, JPEG ou WebP",
  typeNotAllowed: "Você não pode enviar este tipo de arquivo.",
  deleted: "Arquivo excluído com sucesso.",
} as const;
