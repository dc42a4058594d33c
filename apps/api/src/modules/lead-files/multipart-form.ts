import type { FastifyRequest } from "fastify";
import { fieldError } from "../../lib/app-error";

export interface UploadedFile {
  buffer: Buffer;
  /** The name the client gave; shown and used in content-disposition only, never to decide the type. */
  fileName: string;
}

/**
 * Reads a multipart form with one file part named `fileField` and any text fields (in any order).
 * Too large -> 400 naming the file field (the size is a rule of the form, not a transport error).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: { fileField: string; maxBytes: number; tooLargeText: string },
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw fieldError(opts.fileField, "deve ser enviado como multipart/form-data");
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  // throwFileSizeLimit is honoured per request at run time but missing from the typings.
  const partsOptions = { limits: { fileSize: opts.maxBytes }, throwFileSizeLimit: false } as Parameters<
    typeof request.parts
  >[0];
  for await (const part of request.parts(partsOptions)) {
    if (part.type === "file") {
      if (part.fieldname !== opts.fileField || file) {
        await part.toBuffer().catch(() => undefined);
        throw fieldError(
          part.fieldname === opts.fileField ? opts.fileField : part.fieldname,
          "deve ser um único arquivo",
        );
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw fieldError(opts.fileField, opts.tooLargeText);
      file = { buffer, fileName: safeFileName(part.filename) };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** Keeps a readable name: no path, no control characters, at most 150 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "arquivo").slice(0, 150);
}
