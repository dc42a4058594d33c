import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  allowedUploadFormats,
  FILE_FORMAT_MIME,
  formatRuleMessage,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MSG,
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
import { copartnerNotOfLead, leadFileNotFound, leadFileReplaced, unknownFileFormat } from "./lead-files.errors";
import type { LeadFileRow, LeadFileVersionRow, NewLeadFile } from "./lead-files.repository";

type NewFile = Omit<NewLeadFile, "copartnerId" | "versionOfId">;

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

  async open(
    actor: AuthUser,
    leadId: string,
    fileId: string,
    temporaryToken?: string,
  ): Promise<{ row: LeadFileVersionRow; stream: Readable }> {
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
    return this.store(actor, leadId, input.fileType, input.file, async (repos, file) => {
      const row = await repos.leadFiles.create({ ...file, copartnerId: input.copartnerId ?? null });
      await repos.leadFiles.addFileLog(
        leadId,
        actor.id,
        "UPLOAD",
        `Arquivo "${row.fileName}" (${LEAD_FILE_TYPE_LABELS[input.fileType]}) enviado por ${actor.fullName}.`,
        { fileId: row.id, fileType: input.fileType, copartnerId: row.copartnerId },
      );
      return row;
    });
  }

  /**
   * update-files: a new version of a current file, through the same checks as an upload of its type; the old one
   * leaves the list and stays downloadable by whoever may read the lead (decision 067). 409 when another
   * replacement of the same version won.
   */
  async replace(actor: AuthUser, leadId: string, fileId: string, upload: UploadedFile): Promise<LeadFileRow> {
    await findVisibleLead(this.db.repos, actor, leadId);
    assertCanChangeFiles(actor);
    // The route reads up to a sale's 15 MB: a lead's document keeps its own limit.
    if (upload.buffer.length > LEAD_FILE_MAX_BYTES) throw fieldError("file", LEAD_FILE_MSG.tooLarge);
    const old = await this.db.repos.leadFiles.find(leadId, fileId);
    if (!old) throw leadFileNotFound();
    if (old.replacedAt) throw leadFileReplaced();
    const fileType = old.fileType as LeadFileType;
    const created = await this.store(actor, leadId, fileType, upload, async (repos, file) => {
      if (!(await repos.leadFiles.markReplaced(leadId, fileId, actor.id))) throw leadFileReplaced();
      const row = await repos.leadFiles.create({
        ...file,
        copartnerId: old.copartnerId,
        versionOfId: old.versionOfId ?? old.id,
      });
      await repos.leadFiles.addFileLog(
        leadId,
        actor.id,
        "REPLACE",
        `Arquivo "${old.fileName}" (${LEAD_FILE_TYPE_LABELS[fileType] ?? fileType}) substituído por "${row.fileName}" por ${actor.fullName}.`,
        { fileId: row.id, replacedFileId: old.id, fileType, copartnerId: old.copartnerId },
      );
      return row;
    });
    return (await this.db.repos.leadFiles.current(leadId, created.id)) ?? created;
  }

  /** Sniffs and checks the format for the type, puts the object, then writes the rows; no orphan on failure. */
  private async store<T>(
    actor: AuthUser,
    leadId: string,
    fileType: LeadFileType,
    upload: UploadedFile,
    write: (repos: Parameters<Parameters<Database["transaction"]>[0]>[0], file: NewFile) => Promise<T>,
  ): Promise<T> {
    const format = sniffDocument(upload.buffer);
    if (!format) throw unknownFileFormat();
    const allowed = allowedUploadFormats(actor.roles, fileType);
    if (!allowed.includes(format)) throw fieldError("file", formatRuleMessage(allowed));
    const id = randomUUID();
    const storageKey = `lead-files/${leadId}/${id}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(storageKey, upload.buffer);
    try {
      return await this.db.transaction((repos) =>
        write(repos, {
          id,
          leadId,
          fileType,
          storageKey,
          fileName: upload.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: upload.buffer.length,
          uploadedById: actor.id,
        }),
      );
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
