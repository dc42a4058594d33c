import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { FILE_FORMAT_MIME } from "@portal/contracts/lead-files";
import { type SaleDocumentType, saleUploadFormats } from "@portal/contracts/sale-files";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser, UploadedFile } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import type { SaleFileRecord, StoredSaleFile } from "./sale-files.repository";

type Repos = Parameters<Parameters<Database["transaction"]>[0]>[0];
type NewSaleFile = {
  saleId: string;
  fileType: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedById: string;
};

import {
  saleFileDeleteRefused,
  saleFileFormatRefused,
  saleFileNotFound,
  saleFileReplaced,
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
    return this.store(actor, saleId, input.file_type, input.file, async (repos, file) => {
      const row = await repos.saleFiles.create(file);
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
  }

  /**
   * update-files: a new version of a current document, through the same checks as an upload of its type; the old
   * one stays downloadable by whoever may see the sale (decision 067). 409 when another replacement won.
   */
  async replace(actor: AuthUser, saleId: string, fileId: string, upload: UploadedFile): Promise<SaleFileRecord> {
    const sale = await this.sales.get(actor, saleId);
    if (actor.readOnly) throw saleForbidden();
    const old = await this.db.repos.saleFiles.find(saleId, fileId);
    if (!old) throw saleFileNotFound();
    if (old.replacedAt) throw saleFileReplaced();
    const created = await this.store(actor, saleId, old.fileType as SaleDocumentType, upload, async (repos, file) => {
      if (!(await repos.saleFiles.markReplaced(saleId, fileId, actor.id))) throw saleFileReplaced();
      const row = await repos.saleFiles.create({ ...file, versionOfId: old.versionOfId ?? old.id });
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "document_replaced",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { file_id: row.id, replaced_file_id: old.id, file_type: old.fileType },
      });
      return row;
    });
    return (await this.db.repos.saleFiles.current(saleId, created.id)) ?? created;
  }

  /** Removes a current document with its earlier versions. */
  async remove(actor: AuthUser, saleId: string, fileId: string): Promise<void> {
    const sale = await this.sales.get(actor, saleId);
    const file = await this.db.repos.saleFiles.find(saleId, fileId);
    if (!file || file.replacedAt) throw saleFileNotFound();
    // Whoever may upload this type may delete it.
    if (actor.readOnly || !saleUploadFormats(actor.roles, file.fileType as SaleDocumentType)) {
      throw saleFileDeleteRefused();
    }
    const chain = await this.db.transaction(async (repos) => {
      const rows = await repos.saleFiles.chain(saleId, fileId);
      if ((await repos.saleFiles.deleteMany(rows.map((r) => r.id))) === 0) throw saleFileNotFound();
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "document_removed",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { file_id: fileId, file_type: file.fileType },
      });
      return rows;
    });
    await Promise.all(chain.map((r) => this.storage.delete(r.storageKey)));
  }

  /** Checks the format for the type, puts the object, then writes the rows; no orphan object on failure. */
  private async store<T>(
    actor: AuthUser,
    saleId: string,
    fileType: SaleDocumentType,
    upload: UploadedFile,
    write: (repos: Repos, file: NewSaleFile) => Promise<T>,
  ): Promise<T> {
    const allowed = saleUploadFormats(actor.roles, fileType);
    if (!allowed) throw saleFileUploadRefused();
    const format = sniffDocument(upload.buffer);
    if (!format) throw saleFileUnknownFormat();
    if (!allowed.includes(format)) throw saleFileFormatRefused(allowed);
    const key = `sales/${saleId}/${randomUUID()}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(key, upload.buffer);
    try {
      return await this.db.transaction((repos) =>
        write(repos, {
          saleId,
          fileType,
          storageKey: key,
          fileName: upload.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: upload.buffer.length,
          uploadedById: actor.id,
        }),
      );
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }

  async open(actor: AuthUser, saleId: string, fileId: string): Promise<{ row: StoredSaleFile; stream: Readable }> {
    await this.sales.get(actor, saleId);
    const row = await this.db.repos.saleFiles.find(saleId, fileId);
    const stream = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !stream) throw saleFileNotFound();
    return { row, stream };
  }
}
