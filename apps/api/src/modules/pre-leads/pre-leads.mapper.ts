import { maskPhone } from "@portal/contracts/phone";
import { canSeePreLeadPhone, type PreLeadDto } from "@portal/contracts/pre-leads";
import type { PreLeadImportRow, PreLeadRow, RejectedRow } from "@portal/domain/pre-leads";

/** As `viewer` may see it: the phone masked until they acquired the pre-lead (unless they manage the base). */
export function toPreLeadDto(p: PreLeadRow, viewer: { id: string; roles: readonly string[] }): PreLeadDto {
  return {
    _id: p.id,
    full_name: p.fullName,
    phone: canSeePreLeadPhone(viewer, p) ? p.phone : maskPhone(p.phone),
    email: p.email,
    source: p.source,
    city: p.city,
    enterprise_id: p.enterpriseId,
    enterprise: p.enterprise ? { _id: p.enterprise.id, name: p.enterprise.name } : null,
    status: p.status,
    acquiredBy: p.acquiredBy ? { _id: p.acquiredBy.id, full_name: p.acquiredBy.fullName } : null,
    acquiredAt: p.acquiredAt?.toISOString() ?? null,
    leadId: p.leadId,
    import_id: p.importId,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toImportSummaryDto(r: PreLeadImportRow) {
  return {
    import_id: r.id,
    file_name: r.fileName,
    total: r.total,
    accepted: r.accepted,
    rejected: r.rejected,
    created_by: r.createdBy ? { _id: r.createdBy.id, full_name: r.createdBy.fullName } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toImportResultDto(r: PreLeadImportRow, rows: RejectedRow[]) {
  return { ...toImportSummaryDto(r), rows };
}
