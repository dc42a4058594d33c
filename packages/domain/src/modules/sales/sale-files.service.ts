import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { FILE_FORMAT_MIME } from "@portal/contracts/lead-files";
import { type SaleDocumentType, saleUploadFormats } from "@portal/contracts/sale-files";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser, UploadedFile } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import type { SaleFileRecord } from "./sale-files.repository";
import {
  saleFileDeleteRefused,
  saleFileFormatRefused,
  saleFileNotFound,
  saleFileUnknownFormat,
  saleFileUploadRefused,
  saleForbidden,
} from "./sales.errors";
import type { SalesService } from "./sales.service";

/** assign-documents (upload and delete) and files of a sale, for whoever may see the sale (others: 404). */
export class SaleFilesService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
    private readonly storage: FileStorage,
  ) {}

  async list(actor: AuthUser, saleId: string): Promise<SaleFileRecord[]> {
    await this.sales.get(actor, saleId);
    return this.db.repos.saleFiles.list(saleId);
  }

  async upload(actor: AuthUser, saleId: string, input: { file_type: SaleDocumentType; file: UploadedFile }) {
    const sale = await this.sales.get(actor, saleId);
    if (actor.readOnly) throw saleForbidden();
    const allowed = saleUploadFormats(actor.roles, input.file_type);
    if (!allowed) throw saleFileUploadRefused();
    const format = sniffDocument(input.file.buffer);
    if (!format) throw saleFileUnknownFormat();
    if (!allowed.includes(format)) throw saleFileFormatRefused(allowed);
    const key = `sales/${saleId}/${randomUUID()}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(key, input.file.buffer);
    try {
      return await this.db.transaction(async (repos) => {
        const row = await repos.saleFiles.create({
          saleId,
          fileType: input.file_type,
          storageKey: key,
          fileName: input.file.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: input.file.buffer.length,
          uploadedById: actor.id,
        });
        await repos.saleLogs.add({
          saleId,
          actorId: actor.id,
          action: "document_added",
          fromStatus: sale.status,
          toStatus: sale.status,
          data: { file_id: row.id, file_type: input.file_type },
        });
        return row;
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  async remove(actor: AuthUser, saleId: string, fileId: string): Promise<void> {
    const sale = await this.sales.get(actor, saleId);
    const file = await this.db.repos.saleFiles.find(saleId, fileId);
    if (!file) throw saleFileNotFound();
    // Whoever may upload this type may delete it.
    if (actor.readOnly || !saleUploadFormats(actor.roles, file.fileType as SaleDocumentType)) {
      throw saleFileDeleteRefused();
    }
    await this.db.transaction(async (repos) => {
      if (!(await repos.saleFiles.delete(fileId))) throw saleFileNotFound();
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "document_removed",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { file_id: fileId, file_type: file.fileType },
      });
    });
    await this.storage.delete(file.storageKey);
  }

  async open(actor: AuthUser, saleId: string, fileId: string): Promise<{ row: SaleFileRecord; stream: Readable }> {
    await this.sales.get(actor, saleId);
    const row = await this.db.repos.saleFiles.find(saleId, fileId);
    const stream = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !stream) throw saleFileNotFound();
    return { row, stream };
  }
}
