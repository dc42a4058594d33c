import type { LeadFileDto } from "@portal/contracts/lead-files";
import type { LeadFileRow, LeadFileVersionRow } from "@portal/domain/lead-files";

const person = (p: { id: string; fullName: string } | null) => (p ? { _id: p.id, full_name: p.fullName } : null);

export function toLeadFileDto(f: LeadFileRow): LeadFileDto {
  return {
    fileId: f.id,
    fileType: f.fileType,
    copartnerId: f.copartnerId,
    file_name: f.fileName,
    mime_type: f.mimeType,
    size: f.size,
    createdAt: f.createdAt.toISOString(),
    uploaded_by: person(f.uploadedBy),
    versions: f.versions.map(toLeadFileVersionDto),
  };
}

function toLeadFileVersionDto(v: LeadFileVersionRow) {
  return {
    fileId: v.id,
    file_name: v.fileName,
    mime_type: v.mimeType,
    size: v.size,
    createdAt: v.createdAt.toISOString(),
    uploaded_by: person(v.uploadedBy),
    replaced_at: (v.replacedAt ?? v.createdAt).toISOString(),
    replaced_by: person(v.replacedBy),
  };
}
