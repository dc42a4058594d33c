/** An older version of a document, as a lead's and a sale's lists give it (both carry the same fields). */
export interface FileVersionView {
  id: string;
  file_name: string;
  size: number;
  createdAt: string;
  /** Who sent that version, when known. */
  uploadedBy: string | null;
  replacedAt: string;
  /** Who replaced it, when known. */
  replacedBy: string | null;
}

type PersonRef = { full_name: string } | null;

/** A version as the wire gives it (a lead's and a sale's share these fields), under its own id. */
export function fileVersionView(
  id: string,
  v: {
    file_name: string;
    size: number;
    createdAt: string;
    uploaded_by: PersonRef;
    replaced_at: string;
    replaced_by: PersonRef;
  },
): FileVersionView {
  return {
    id,
    file_name: v.file_name,
    size: v.size,
    createdAt: v.createdAt,
    uploadedBy: v.uploaded_by?.full_name ?? null,
    replacedAt: v.replaced_at,
    replacedBy: v.replaced_by?.full_name ?? null,
  };
}
