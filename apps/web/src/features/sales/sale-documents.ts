import { FILE_FORMAT_MIME } from "@portal/contracts/lead-files";
import { SALE_DOCUMENT_TYPES, type SaleDocumentType, saleUploadFormats } from "@portal/contracts/sale-files";

export const SALE_DOCUMENT_LABELS: Record<SaleDocumentType, string> = {
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

export function saleDocumentLabel(type: string): string {
  return SALE_DOCUMENT_LABELS[type as SaleDocumentType] ?? type;
}

/** The document types the user may upload (spec 5 upload formats by role, from the contracts). */
export function uploadableDocumentTypes(roles: readonly string[]): { value: SaleDocumentType; label: string }[] {
  return SALE_DOCUMENT_TYPES.filter((t) => saleUploadFormats(roles, t) !== null).map((t) => ({
    value: t,
    label: SALE_DOCUMENT_LABELS[t],
  }));
}

/** `accept` of the file input and the hint under it ("PDF" / "PDF, PNG, JPEG, WEBP"). */
export function uploadAccept(roles: readonly string[], type: SaleDocumentType) {
  const formats = saleUploadFormats(roles, type) ?? [];
  return {
    accept: formats.map((f) => FILE_FORMAT_MIME[f]).join(","),
    hint: formats.map((f) => f.toUpperCase()).join(", "),
  };
}
