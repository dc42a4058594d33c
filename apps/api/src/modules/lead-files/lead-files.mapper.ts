import type { LeadFileDto } from "@portal/contracts/lead-files";
import type { LeadFileRow } from "@portal/domain/lead-files";

export function toLeadFileDto(f: LeadFileRow): LeadFileDto {
  return {
    fileId: f.id,
    fileType: f.fileType,
    copartnerId: f.copartnerId,
    file_name: f.fileName,
    mime_type: f.mimeType,
    size: f.size,
    createdAt: f.createdAt.toISOString(),
    uploaded_by: f.uploadedBy ? { _id: f.uploadedBy.id, full_name: f.uploadedBy.fullName } : null,
  };
}
