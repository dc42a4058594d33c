import type { LeadFile, Prisma, PrismaClient } from "@portal/db/client";
import { groupFileVersions, type WithPeople, withFilePeople } from "../files/file-versions.repository";

/** One stored version of a document, with who sent it and, once replaced, who replaced it. */
export type LeadFileVersionRow = WithPeople<LeadFile>;
/** A current file (never replaced) with the versions it replaced, newest first. */
export type LeadFileRow = LeadFileVersionRow & { versions: LeadFileVersionRow[] };

export interface NewLeadFile {
  id: string;
  leadId: string;
  fileType: string;
  copartnerId: string | null;
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedById: string;
  /** The first version of the document this file replaces a version of (decision 067). */
  versionOfId?: string | null;
}

/** Data access for a lead's files and the FILE entries of its history; only this file knows Prisma. */
export class LeadFilesRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The lead's current files, each with the versions it replaced. */
  async list(leadId: string): Promise<LeadFileRow[]> {
    const rows = await this.db.leadFile.findMany({
      where: { leadId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    return this.assemble(rows);
  }

  /** Any version of a lead's file (a replaced one stays downloadable). */
  async find(leadId: string, fileId: string): Promise<LeadFileVersionRow | null> {
    const row = await this.db.leadFile.findFirst({ where: { id: fileId, leadId } });
    return row ? ((await this.withPeople([row]))[0] ?? null) : null;
  }

  /** The current file of the document this version belongs to, with its versions. */
  async current(leadId: string, fileId: string): Promise<LeadFileRow | null> {
    const row = await this.db.leadFile.findFirst({ where: { id: fileId, leadId } });
    if (!row) return null;
    const root = row.versionOfId ?? row.id;
    const chain = await this.db.leadFile.findMany({ where: { leadId, OR: [{ id: root }, { versionOfId: root }] } });
    return (await this.assemble(chain))[0] ?? null;
  }

  /**
   * Marks a current file as replaced; null when it is not (any more) current. The conditional UPDATE decides a race
   * between two replacements of the same version: the second waits on the row and then finds it replaced.
   */
  async markReplaced(leadId: string, fileId: string, userId: string): Promise<LeadFile | null> {
    const { count } = await this.db.leadFile.updateMany({
      where: { id: fileId, leadId, replacedAt: null },
      data: { replacedAt: new Date(), replacedByUserId: userId },
    });
    return count === 1 ? this.db.leadFile.findUnique({ where: { id: fileId } }) : null;
  }

  /** The lead's files of a type; with a co-partner id, only that co-partner's (else every file of the type). */
  findByType(leadId: string, fileType: string, copartnerId?: string): Promise<LeadFile[]> {
    const where: Prisma.LeadFileWhereInput = { leadId, fileType, ...(copartnerId ? { copartnerId } : {}) };
    return this.db.leadFile.findMany({ where });
  }

  async create(data: NewLeadFile): Promise<LeadFileRow> {
    const row = await this.db.leadFile.create({ data });
    return { ...((await this.withPeople([row]))[0] as LeadFileVersionRow), versions: [] };
  }

  async deleteMany(ids: string[]): Promise<number> {
    return (await this.db.leadFile.deleteMany({ where: { id: { in: ids } } })).count;
  }

  async copartnerBelongsToLead(leadId: string, copartnerId: string): Promise<boolean> {
    return (await this.db.leadCopartner.count({ where: { id: copartnerId, leadId } })) > 0;
  }

  /** A FILE entry in the lead's history, and the lead counts as worked on. */
  async addFileLog(
    leadId: string,
    authorId: string,
    subtype: "UPLOAD" | "REPLACE" | "DELETE",
    text: string,
    data: object,
  ) {
    await this.db.leadLog.create({
      data: { leadId, authorId, type: "FILE", subtype, text, data: data as Prisma.InputJsonValue },
    });
    await this.db.lead.update({ where: { id: leadId }, data: { lastActivityAt: new Date() } });
  }

  /** Current files (newest first, as given) with their earlier versions, newest replaced first. */
  private async assemble(rows: LeadFile[]): Promise<LeadFileRow[]> {
    return groupFileVersions(await this.withPeople(rows));
  }

  private withPeople(rows: LeadFile[]): Promise<LeadFileVersionRow[]> {
    return withFilePeople(this.db, rows);
  }
}
