import { FILE_FORMAT_MIME, type FileFormat } from "@portal/contracts/lead-files";

/** The file input's accept attribute for the formats the caller may upload. */
export function acceptOf(formats: readonly FileFormat[]): string {
  return formats.map((f) => FILE_FORMAT_MIME[f]).join(",");
}

/** "1,5 MB", "320 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
