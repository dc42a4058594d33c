import type { PreSaleDto } from "@portal/contracts/sales-extras";
import type { PreSaleRow } from "@portal/domain/pre-sales";

export function toPreSaleDto(saleId: string, p: PreSaleRow | null): PreSaleDto {
  return {
    sale_id: saleId,
    printed_at: p?.printedAt?.toISOString() ?? null,
    printed_by_id: p?.printedById ?? null,
    print_count: p?.printCount ?? 0,
    has_signed_file: Boolean(p?.signedFileKey),
    signed_file_name: p?.signedFileName ?? null,
    signed_mime_type: p?.signedMimeType ?? null,
    signed_size: p?.signedSize ?? null,
    signed_by_id: p?.signedById ?? null,
    signed_at: p?.signedAt?.toISOString() ?? null,
  };
}
