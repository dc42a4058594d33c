import { FIELD_MSG } from "@portal/contracts/messages";
import { cleanFileName, hasInvalidChars } from "@portal/contracts/text";
import { fieldError } from "@portal/domain/app-error";
import { logBestEffort } from "@portal/domain/best-effort";
import type { UploadedFile } from "@portal/domain/ports";
import type { FastifyRequest } from "fastify";
import type { ZodType, z } from "zod";

export type { UploadedFile };

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
        await part
          .toBuffer()
          .catch(logBestEffort(request.log, "drain a refused upload part", { field: part.fieldname }));
        throw fieldError(
          part.fieldname === opts.fileField ? opts.fileField : part.fieldname,
          "deve ser um único arquivo",
        );
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw fieldError(opts.fileField, opts.tooLargeText);
      // The stored, shown name (decision 032): cut at a NUL, no path, control, bidi, `<`, `>` or `"`.
      file = { buffer, fileName: cleanFileName(part.filename) };
    } else if (typeof part.value === "string") {
      // Text parts skip the validator compiler's scan (lib/validator.ts): the same rule, here.
      if (hasInvalidChars(part.fieldname) || hasInvalidChars(part.value)) {
        throw fieldError(hasInvalidChars(part.fieldname) ? "body" : part.fieldname, FIELD_MSG.invalidCharacters);
      }
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

export interface UploadLimits {
  maxBytes: number;
  /** The 400 text after `"file"` when the file is larger than maxBytes. */
  tooLargeText: string;
  /** The field a 400 names when the form schema's issue has no path (an object-level rule). */
  fallbackField?: string;
}

/**
 * The upload steps every multipart route repeats, once: read the form (one part named `file`), validate its
 * text fields with the contract's schema (400 naming the field), and require the file.
 */
export async function readUpload<S extends ZodType>(
  request: FastifyRequest,
  schema: S,
  limits: UploadLimits,
): Promise<{ fields: z.output<S>; file: UploadedFile }> {
  const form = await readMultipartForm(request, {
    fileField: "file",
    maxBytes: limits.maxBytes,
    tooLargeText: limits.tooLargeText,
  });
  const fields = schema.safeParse(form.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw fieldError(String(issue?.path[0] ?? limits.fallbackField ?? "file"), issue?.message ?? "é inválido");
  }
  if (!form.file) throw fieldError("file", "é obrigatório");
  return { fields: fields.data, file: form.file };
}

/**
 * Reads a multipart form whose file parts are all named `fileField` (several files, in the order sent) and any text
 * fields; the text fields are validated with the contract's schema (400 naming the field).
 */
export async function readMultipartFiles<S extends ZodType>(
  request: FastifyRequest,
  schema: S,
  opts: { fileField: string; maxFiles: number; tooManyText: string } & UploadLimits,
): Promise<{ fields: z.output<S>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw fieldError(opts.fileField, "deve ser enviado como multipart/form-data");
  const raw: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const partsOptions = {
    limits: { fileSize: opts.maxBytes, files: opts.maxFiles + 1 },
    throwFileSizeLimit: false,
  } as Parameters<typeof request.parts>[0];
  for await (const part of request.parts(partsOptions)) {
    if (part.type === "file") {
      if (part.fieldname !== opts.fileField || files.length >= opts.maxFiles) {
        await part
          .toBuffer()
          .catch(logBestEffort(request.log, "drain a refused upload part", { field: part.fieldname }));
        throw fieldError(opts.fileField, part.fieldname === opts.fileField ? opts.tooManyText : "é inválido");
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw fieldError(opts.fileField, opts.tooLargeText);
      files.push({ buffer, fileName: cleanFileName(part.filename) });
    } else if (typeof part.value === "string") {
      if (hasInvalidChars(part.fieldname) || hasInvalidChars(part.value)) {
        throw fieldError(hasInvalidChars(part.fieldname) ? "body" : part.fieldname, FIELD_MSG.invalidCharacters);
      }
      raw[part.fieldname] = part.value;
    }
  }
  const fields = schema.safeParse(raw);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw fieldError(String(issue?.path[0] ?? opts.fallbackField ?? opts.fileField), issue?.message ?? "é inválido");
  }
  return { fields: fields.data, files };
}
