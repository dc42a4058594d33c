import { FILES_CONVERT_MAX_IMAGES, FILES_MSG, type FileUpdateInput } from "@portal/contracts/files";
import { forbidden } from "../../lib/app-error";
import { type ConvertibleFormat, ImageDecodeError, imagesToPdf, sniffConvertible } from "../../lib/image-pdf";
import type { AuthUser, UploadedFile } from "../../lib/ports";
import type { LeadFileRow } from "../lead-files/lead-files.repository";
import type { LeadFilesService } from "../lead-files/lead-files.service";
import type { SaleFileRecord } from "../sales/sale-files.repository";
import type { SaleFilesService } from "../sales/sale-files.service";
import { convertError } from "./files.errors";

export type FileUpdateResult = { target: "LEAD"; file: LeadFileRow } | { target: "SALE"; file: SaleFileRecord };

/** /files: photos of documents as one PDF, and a new version of a lead's or a sale's file (decision 067). */
export class FilesService {
  constructor(
    private readonly leadFiles: LeadFilesService,
    private readonly saleFiles: SaleFilesService,
  ) {}

  /**
   * The images, in the order sent, as one PDF. Stateless: nothing is stored; the web uploads the answer as the
   * lead's or the sale's document, so the PDF passes that upload's own checks (type rules per role, size).
   */
  async convert(actor: AuthUser, images: readonly UploadedFile[]): Promise<Buffer> {
    if (actor.readOnly) throw forbidden();
    if (images.length === 0) throw convertError(FILES_MSG.convertNoImage);
    if (images.length > FILES_CONVERT_MAX_IMAGES) throw convertError(FILES_MSG.convertTooMany);
    const typed: { buffer: Buffer; format: ConvertibleFormat }[] = [];
    for (const [i, image] of images.entries()) {
      const format = sniffConvertible(image.buffer);
      if (!format) throw convertError(FILES_MSG.convertNotImage(i + 1, image.fileName));
      typed.push({ buffer: image.buffer, format });
    }
    try {
      return await imagesToPdf(typed);
    } catch (err) {
      if (!(err instanceof ImageDecodeError)) throw err;
      throw convertError(FILES_MSG.convertUnreadable(err.index + 1, images[err.index]?.fileName ?? ""));
    }
  }

  /** Replaces a current file of a lead or of a sale, with the rules of that lead's or sale's documents. */
  async update(actor: AuthUser, input: FileUpdateInput, file: UploadedFile): Promise<FileUpdateResult> {
    if (input.lead_id) {
      return { target: "LEAD", file: await this.leadFiles.replace(actor, input.lead_id, input.file_id, file) };
    }
    return { target: "SALE", file: await this.saleFiles.replace(actor, input.sale_id ?? "", input.file_id, file) };
  }
}
