import { randomUUID } from "node:crypto";
import {
  allowedUploadFormats,
  FILE_FORMAT_MIME,
  formatRuleMessage,
  LEAD_FILE_TYPE_LABELS,
  type LeadFileType,
} from "@portal/contracts/lead-files";
import { leadProfileView } from "@portal/contracts/policy";
import { fieldError, forbidden } from "../../lib/app-error";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser, UploadedFile } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { findReadableLead, findVisibleLead } from "../leads/lead-access";
import { copartnerNotOfLead, leadFileNotFound, unknownFileFormat } from "./lead-files.errors";
import type { LeadFileRow } from "./lead-files.repository";

export interface UploadInput {
  fileType: LeadFileType;
  copartnerId?: string;
  file: UploadedFile;
}

/** Documents of a lead: stored through FileStorage, typed by content, each change logged on the lead. */
export class LeadFilesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log?: WarnLog,
  ) {}

  /** The lead's files; a read-only link (`temporaryToken`) opens them outside the caller's scope. */
  async list(actor: AuthUser, leadId: string, temporaryToken?: string): Promise<LeadFileRow[]> {
    await findReadableLead(this.db.repos, actor, leadId, temporaryToken);
    return this.db.repos.leadFiles.list(leadId);
  }

  async open(actor: AuthUser, leadId: string, fileId: string, temporaryToken?: string) {
    await findReadableLead(this.db.repos, actor, leadId, temporaryToken);
    const row = await this.db.repos.leadFiles.find(leadId, fileId);
    const stream = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !stream) throw leadFileNotFound();
    return { row, stream };
  }

  async upload(actor: AuthUser, leadId: string, input: UploadInput): Promise<LeadFileRow> {
    await findVisibleLead(this.db.repos, actor, leadId);
    assertCanChangeFiles(actor);
    if (input.copartnerId && !(await this.db.repos.leadFiles.copartnerBelongsToLead(leadId, input.copartnerId))) {
      throw copartnerNotOfLead();
    }
    const format = sniffDocument(input.file.buffer);
    if (!format) throw unknownFileFormat();
    const allowed = allowedUploadFormats(actor.roles, input.fileType);
    if (!allowed.includes(format)) throw fieldError("file", formatRuleMessage(allowed));

    const id = randomUUID();
    const storageKey = `lead-files/${leadId}/${id}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(storageKey, input.file.buffer);
    try {
      return await this.db.transaction(async (repos) => {
        const row = await repos.leadFiles.create({
          id,
          leadId,
          fileType: input.fileType,
          copartnerId: input.copartnerId ?? null,
          storageKey,
          fileName: input.file.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: input.file.buffer.length,
          uploadedById: actor.id,
        });
        await repos.leadFiles.addFileLog(
          leadId,
          actor.id,
          "UPLOAD",
          `Arquivo "${row.fileName}" (${LEAD_FILE_TYPE_LABELS[input.fileType]}) enviado por ${actor.fullName}.`,
          { fileId: id, fileType: input.fileType, copartnerId: row.copartnerId },
        );
        return row;
      });
    } catch (err) {
      // The row was not written: do not leave an orphan object behind.
      await this.storage.delete(storageKey).catch(logBestEffort(this.log, "delete an orphaned file", { storageKey }));
      throw err;
    }
  }

  /** Deletes the lead's files of a type (only that co-partner's when given). 404 when there is none. */
  async remove(actor: AuthUser, leadId: string, fileType: LeadFileType, copartnerId?: string): Promise<number> {
    await findVisibleLead(this.db.repos, actor, leadId);
    assertCanChangeFiles(actor);
    const removed = await this.db.transaction(async (repos) => {
      const files = await repos.leadFiles.findByType(leadId, fileType, copartnerId);
      if (files.length === 0) throw leadFileNotFound();
      await repos.leadFiles.deleteMany(files.map((f) => f.id));
      const names = files.map((f) => `"${f.fileName}"`).join(", ");
      await repos.leadFiles.addFileLog(
        leadId,
        actor.id,
        "DELETE",
        `${files.length === 1 ? "Arquivo" : "Arquivos"} ${names} (${LEAD_FILE_TYPE_LABELS[fileType]}) excluído(s) por ${actor.fullName}.`,
        { fileIds: files.map((f) => f.id), fileType, copartnerId: copartnerId ?? null },
      );
      return files;
    });
    // After the commit: a failed object delete leaves an unreferenced object, never a dangling row.
    await Promise.all(
      removed.map((f) =>
        this.storage
          .delete(f.storageKey)
          .catch(logBestEffort(this.log, "delete a removed file", { storageKey: f.storageKey })),
      ),
    );
    return removed.length;
  }
}

/** Read-only users and the history-only roles (spec 6) see the lead but change no documents. */
function assertCanChangeFiles(actor: AuthUser) {
  const view = leadProfileView({ roles: actor.roles, read_only: actor.readOnly });
  if (actor.readOnly || view.historyTabOnly) throw forbidden();
}
