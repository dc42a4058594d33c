import type { CONTRACT_STATUSES } from "@portal/contracts/sales";
import type { ContractRow } from "@portal/domain/contracts";

export const toContractDto = (c: ContractRow) => ({
  _id: c.id,
  sale_id: c.saleId,
  status: c.status as (typeof CONTRACT_STATUSES)[number],
  has_file: Boolean(c.fileKey),
  has_signed_file: Boolean(c.signedFileKey),
  signed_at: c.signedAt?.toISOString() ?? null,
  signed_by: c.signedById,
  refused_reason: c.refusedReason,
  issued_by: c.issuedById,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});
