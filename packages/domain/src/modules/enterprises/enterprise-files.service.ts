import { randomUUID } from "node:crypto";
import {
  ENTERPRISE_FILE_MSG,
  type EnterpriseFileType,
  enterpriseUploadFormats,
} from "@portal/contracts/enterprise-files";
import { FILE_FORMAT_MIME, formatRuleMessage } from "@portal/contracts/lead-files";
import { canManageEnterprises } from "@portal/contracts/policy";
import { fieldError } from "../../lib/app-error";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { assertEnterpriseVisible } from "./enterprise-access";
import type { EnterpriseFileRow } from "./enterprise-files.repository";
import { enterpriseFileNotFound, enterpriseFileTypeNotAllowed, forbidden } from "./enterprises.errors";

/** The uploaded part (structurally the multipart reader's UploadedFile; not imported so the worker stays free of Fastify). */
interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

/** Enterprise files (step 5): stored through the storage interface, formats by role as spec 5 says. */
export class EnterpriseFilesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log?: WarnLog,
  ) {}

  private visible(actor: AuthUser, enterpriseId: string) {
    return assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
  }

  async list(actor: AuthUser, enterpriseId: string): Promise<EnterpriseFileRow[]> {
    await this.visible(actor, enterpriseId);
    return this.db.repos.enterpriseFiles.list(enterpriseId);
  }

  async open(actor: AuthUser, enterpriseId: string, fileId: string) {
    await this.visible(actor, enterpriseId);
    const row = await this.db.repos.enterpriseFiles.find(enterpriseId, fileId);
    const stream = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !stream) throw enterpriseFileNotFound();
    return { row, stream };
  }

  async upload(actor: AuthUser, enterpriseId: string, fileType: EnterpriseFileType, file: UploadedFile) {
    await this.visible(actor, enterpriseId);
    const allowed = enterpriseUploadFormats(actor.roles, fileType);
    if (!allowed) throw enterpriseFileTypeNotAllowed();
    const format = sniffDocument(file.buffer);
    if (!format) throw fieldError("file", ENTERPRISE_FILE_MSG.unknownFormat);
    if (!allowed.includes(format)) throw fieldError("file", formatRuleMessage(allowed));
    const id = randomUUID();
    const storageKey = `enterprise-files/${enterpriseId}/${id}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(storageKey, file.buffer);
    try {
      return await this.db.transaction(async (repos) => {
        const row = await repos.enterpriseFiles.create({
          id,
          enterpriseId,
          fileType,
          storageKey,
          fileName: file.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: file.buffer.length,
          uploadedById: actor.id,
        });
        await repos.enterpriseSteps.log(enterpriseId, actor.id, "FILE_UPLOAD", { file_id: id, file_type: fileType });
        return row;
      });
    } catch (err) {
      await this.storage.delete(storageKey).catch(logBestEffort(this.log, "delete an orphaned file", { storageKey }));
      throw err;
    }
  }

  async remove(actor: AuthUser, enterpriseId: string, fileId: string): Promise<void> {
    if (!canManageEnterprises(actor.roles)) throw forbidden();
    const row = await this.db.transaction(async (repos) => {
      const f = await repos.enterpriseFiles.find(enterpriseId, fileId);
      if (!f || !(await repos.enterpriseFiles.delete(f.id))) throw enterpriseFileNotFound();
      await repos.enterpriseSteps.log(enterpriseId, actor.id, "FILE_DELETE", { file_id: f.id, file_type: f.fileType });
      return f;
    });
    await this.storage
      .delete(row.storageKey)
      .catch(logBestEffort(this.log, "delete a removed file", { storageKey: row.storageKey }));
  }
}
