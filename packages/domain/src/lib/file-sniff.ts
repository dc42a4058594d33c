import type { FileFormat } from "@portal/contracts/lead-files";
import { sniffImage } from "./storage";

/** The document's format by its first bytes (magic numbers), or null when it is none we accept. */
export function sniffDocument(buf: Buffer): FileFormat | null {
  if (buf.length >= 5 && buf.toString("latin1", 0, 5) === "%PDF-") return "pdf";
  const image = sniffImage(buf);
  if (!image) return null;
  return image.ext === "jpg" ? "jpeg" : image.ext;
}

export const FORMAT_EXTENSION: Record<FileFormat, string> = { pdf: "pdf", png: "png", jpeg: "jpg", webp: "webp" };
