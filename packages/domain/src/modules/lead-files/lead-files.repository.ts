import type { LeadFile, Prisma, PrismaClient } from "@portal/db/client";

export type LeadFileRow = LeadFile & { uploadedBy: { id: string; fullName: string } | null };

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
}

/** Data access for a lead's files and the FILE entries of its history; only this file knows Prisma. */
export class LeadFilesRepository {
  constructor(private readonly db: PrismaClient) {}

  async list(leadId: string): Promise<LeadFileRow[]> {
    const rows = await this.db.leadFile.findMany({
      where: { leadId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    return this.withUploaders(rows);
  }

  async find(leadId: string, fileId: string): Promise<LeadFileRow | null> {
    const row = await this.db.leadFile.findFirst({ where: { id: fileId, leadId } });
    return row ? ((await this.withUploaders([row]))[0] ?? null) : null;
  }

  /** The lead's files of a type; with a co-partner id, only that co-partner's (else every file of the type). */
  findByType(leadId: string, fileType: string, copartnerId?: string): Promise<LeadFile[]> {
    const where: Prisma.LeadFileWhereInput = { leadId, fileType, ...(copartnerId ? { copartnerId } : {}) };
    return this.db.leadFile.findMany({ where });
  }

  async create(data: NewLeadFile): Promise<LeadFileRow> {
    const row = await this.db.leadFile.create({ data });
    return (await this.withUploaders([row]))[0] as LeadFileRow;
  }

  async deleteMany(ids: string[]): Promise<number> {
    return (await this.db.leadFile.deleteMany({ where: { id: { in: ids } } })).count;
  }

  async copartnerBelongsToLead(leadId: string, copartnerId: string): Promise<boolean> {
    return (await this.db.leadCopartner.count({ where: { id: copartnerId, leadId } })) > 0;
  }

  /** A FILE entry in the lead's history, and the lead counts as worked on. */
  async addFileLog(leadId: string, authorId: string, subtype: "UPLOAD" | "DELETE", text: string, data: object) {
    await this.db.leadLog.create({
      data: { leadId, authorId, type: "FILE", subtype, text, data: data as Prisma.InputJsonValue },
    });
    await this.db.lead.update({ where: { id: leadId }, data: { lastActivityAt: new Date() } });
  }

  private async withUploaders(rows: LeadFile[]): Promise<LeadFileRow[]> {
    const ids = [...new Set(rows.map((r) => r.uploadedById).filter((id): id is string => !!id))];
    const users = ids.length
      ? await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => ({ ...r, uploadedBy: r.uploadedById ? (byId.get(r.uploadedById) ?? null) : null }));
  }
}
