import type { LeadFileDto } from "@portal/contracts/lead-files";
import type { LeadFileRow, LeadFileVersionRow } from "@portal/domain/lead-files";
import { personDto, toFileVersionFields } from "../files/file-versions.mapper";

export function toLeadFileDto(f: LeadFileRow): LeadFileDto {
  return {
    fileId: f.id,
    fileType: f.fileType,
    copartnerId: f.copartnerId,
    file_name: f.fileName,
    mime_type: f.mimeType,
    size: f.size,
    createdAt: f.createdAt.toISOString(),
    uploaded_by: personDto(f.uploadedBy),
    versions: f.versions.map(toLeadFileVersionDto),
  };
}

function toLeadFileVersionDto(v: LeadFileVersionRow) {
  return { fileId: v.id, ...toFileVersionFields(v) };
}
