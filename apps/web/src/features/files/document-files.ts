/**
 * What the user picked for one document, and how it reaches the API: one PDF or one image the role may upload goes
 * as it is; several images (the pages of an ID, a contract photographed page by page) become one PDF first through
 * POST /files/convert, in the order the user left them.
 */
import { FILES_CONVERT_MAX_BYTES, FILES_CONVERT_MAX_IMAGES } from "@portal/contracts/files";
import type { FileFormat } from "@portal/contracts/lead-files";

/** Every picker takes photos and PDFs: images the role may not upload as they are are converted into a PDF. */
export const DOCUMENT_ACCEPT = "image/*,application/pdf";

export type PickedKind = FileFormat | "heic" | "other";

const BY_MIME: Record<string, PickedKind> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heic",
};
const BY_EXTENSION: Record<string, PickedKind> = {
  pdf: "pdf",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
  heic: "heic",
  heif: "heic",
};

/** By MIME type, else by extension: some browsers give an iPhone's HEIC photo no type at all. */
export function pickedKind(file: { name: string; type: string }): PickedKind {
  const byMime = BY_MIME[file.type.toLowerCase()];
  if (byMime) return byMime;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? "other";
}

export type DocumentPlan =
  | { kind: "upload"; file: File }
  | { kind: "convert"; images: File[] }
  | { kind: "invalid"; message: string };

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/**
 * `allowed`: the formats the role may upload for the chosen type (from the contracts); `maxBytes`: the upload's
 * limit (10 MB for a lead, 15 MB for a sale). Messages are the ones shown under the picker.
 */
export function planDocument(files: readonly File[], allowed: readonly FileFormat[], maxBytes: number): DocumentPlan {
  if (files.length === 0) return { kind: "invalid", message: "Escolha o arquivo." };
  const kinds = files.map(pickedKind);
  const other = files.find((_, i) => kinds[i] === "other");
  if (other)
    return { kind: "invalid", message: `"${other.name}" deve ser um PDF ou uma imagem (JPEG, PNG, WebP ou HEIC).` };
  if (kinds.includes("pdf")) {
    if (files.length > 1)
      return { kind: "invalid", message: "Envie um PDF sozinho, ou só imagens para juntar em um PDF." };
    const [pdf] = files as [File];
    if (pdf.size > maxBytes)
      return { kind: "invalid", message: `O arquivo deve ter no máximo ${megabytes(maxBytes)} MB.` };
    return { kind: "upload", file: pdf };
  }
  if (files.length > FILES_CONVERT_MAX_IMAGES) {
    return { kind: "invalid", message: `Escolha no máximo ${FILES_CONVERT_MAX_IMAGES} imagens.` };
  }
  const large = files.find((f) => f.size > FILES_CONVERT_MAX_BYTES);
  if (large) {
    return {
      kind: "invalid",
      message: `A imagem "${large.name}" deve ter no máximo ${megabytes(FILES_CONVERT_MAX_BYTES)} MB.`,
    };
  }
  const [only] = files as [File];
  const kind = kinds[0] as PickedKind;
  // One image the role may upload as it is (a specialist's photo of a CPF) stays an image, as before.
  if (files.length === 1 && kind !== "heic" && allowed.includes(kind as FileFormat) && only.size <= maxBytes) {
    return { kind: "upload", file: only };
  }
  return { kind: "convert", images: [...files] };
}

/** Characters no file system takes, and the ones the API strips from a stored name. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;
const NAME_MAX = 120;

/** "Comprovante de endereço - Maria Souza.pdf": the converted PDF's name, within the API's 120 characters. */
export function documentPdfName(typeLabel: string, subject?: string | null): string {
  const clean = (text: string) => text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  const base = [clean(typeLabel), clean(subject ?? "")].filter(Boolean).join(" - ") || "documento";
  return `${base.slice(0, NAME_MAX - 4).trim()}.pdf`;
}

/** The list with the item at `from` moved to `to` (page order); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** Files picked again (the same photo twice) are not added twice. */
export function addPicked(current: readonly File[], picked: readonly File[]): File[] {
  const key = (f: File) => `${f.name}|${f.size}|${f.lastModified}`;
  const seen = new Set(current.map(key));
  return [...current, ...picked.filter((f) => !seen.has(key(f)))];
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}
