import type { EnterpriseFileType } from "@portal/contracts/enterprise-files";
import { FILE_FORMAT_MIME, type FileFormat } from "@portal/contracts/lead-files";

export const ENTERPRISE_FILE_TYPE_LABELS: Record<EnterpriseFileType, string> = {
  BOOK: "Book",
  PRICE_TABLE: "Tabela de preços",
  SUMMARY_BOARD: "Quadro-resumo",
  SALE_OVERVIEW: "Resumo da venda",
  MEMORIAL: "Memorial descritivo",
  FLOOR_PLANS: "Plantas",
  IMPLANTATION: "Implantação",
  INCORPORATION_REGISTRY: "Registro de incorporação",
  CONSTRUCTION_LICENSE: "Alvará de construção",
  HABITE_SE: "Habite-se",
  CONVENTION: "Convenção de condomínio",
  CONTRACT_MODEL: "Modelo de contrato",
  PRE_CONTRACT_MODEL: "Modelo de pré-contrato",
  TECHNICAL_SHEET: "Ficha técnica",
  FOLDER: "Folder",
  PRESENTATION: "Apresentação",
  TRAINING: "Treinamento",
  OTHERS: "Outros",
};

/** The file input's accept attribute for the formats the caller may upload. */
export function acceptOf(formats: readonly FileFormat[]): string {
  return formats.map((f) => FILE_FORMAT_MIME[f]).join(",");
}

/** "1,5 MB", "320 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
