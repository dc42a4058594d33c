/** The wire fields every document version shares, a lead's and a sale's alike (contracts' fileVersionFields). */
type Person = { id: string; fullName: string } | null;

export const personDto = (p: Person) => (p ? { _id: p.id, full_name: p.fullName } : null);

export function toFileVersionFields(v: {
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
  uploadedBy: Person;
  replacedAt: Date | null;
  replacedBy: Person;
}) {
  return {
    file_name: v.fileName,
    mime_type: v.mimeType,
    size: v.size,
    createdAt: v.createdAt.toISOString(),
    uploaded_by: personDto(v.uploadedBy),
    replaced_at: (v.replacedAt ?? v.createdAt).toISOString(),
    replaced_by: personDto(v.replacedBy),
  };
}
