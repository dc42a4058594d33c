import {
  SALE_DOCUMENT_TYPE_LABELS,
  SALE_DOCUMENT_TYPES,
  type SaleDocumentType,
  saleUploadFormats,
} from "@portal/contracts/sale-files";

/** A stored type this version does not know reads "Documento", never the code. */
export function saleDocumentLabel(type: string): string {
  return SALE_DOCUMENT_TYPE_LABELS[type as SaleDocumentType] ?? "Documento";
}

/** The document types the user may upload (spec 5 upload formats by role, from the contracts). */
export function uploadableDocumentTypes(roles: readonly string[]): { value: SaleDocumentType; label: string }[] {
  return SALE_DOCUMENT_TYPES.filter((t) => saleUploadFormats(roles, t) !== null).map((t) => ({
    value: t,
    label: SALE_DOCUMENT_TYPE_LABELS[t],
  }));
}
