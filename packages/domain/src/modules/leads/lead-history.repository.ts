import type { LeadLog, LeadMovement, Prisma, PrismaClient } from "@portal/db/client";
import { escapeLike } from "../../lib/like";

export type LeadLogRow = LeadLog;
export type LeadMovementRow = LeadMovement & { lead: { id: string; fullName: string } };

export interface NewLeadLog {
  leadId: string;
  authorId: string | null;
  type: string;
  subtype?: string | null;
  text?: string | null;
  message?: string | null;
  statusProfile?: LeadLog["statusProfile"];
  data?: Record<string, unknown> | null;
}

export interface NewMovement {
  leadId: string;
  originUserId: string | null;
  destinationUserId: string | null;
  enterpriseId: string | null;
  actorId: string | null;
  reason: string;
}

export interface MovementFilter {
  leadId?: string;
  search?: string;
  enterpriseId?: string;
  originUserId?: string;
  destinationUserId?: string;
  from?: Date;
  to?: Date;
  /** Scope "own": movements of leads this user owns or that involve them. */
  involving?: string;
  skip: number;
  limit: number;
}

const logData = (l: NewLeadLog) => ({
  ...l,
  data: (l.data ?? undefined) as Prisma.InputJsonValue | undefined,
});

/** Lead logs: annotations and system entries (status, owner, data, attendance...). */
export class LeadLogsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(entry: NewLeadLog): Promise<LeadLogRow> {
    return this.db.leadLog.create({ data: logData(entry) });
  }

  async createMany(entries: NewLeadLog[]): Promise<void> {
    if (entries.length) await this.db.leadLog.createMany({ data: entries.map(logData) });
  }

  /**
   * Several logs in one insert, at strictly increasing times in the given order, so the timeline reads them back in
   * the order they were written (what separate creates gave, in one round trip).
   */
  async createManyInOrder(entries: readonly NewLeadLog[]): Promise<void> {
    if (entries.length === 0) return;
    const base = Date.now();
    await this.db.leadLog.createMany({
      data: entries.map((e, i) => ({ ...logData(e), createdAt: new Date(base + i) })),
    });
  }

  findById(id: string): Promise<LeadLogRow | null> {
    return this.db.leadLog.findUnique({ where: { id } });
  }

  update(id: string, patch: { message?: string | null; subtype?: string | null }): Promise<LeadLogRow> {
    return this.db.leadLog.update({ where: { id }, data: patch });
  }

  async list(leadId: string, types: string[] | undefined, skip: number, limit: number) {
    const where: Prisma.LeadLogWhereInput = { leadId, ...(types?.length ? { type: { in: types } } : {}) };
    const [rows, total] = await Promise.all([
      this.db.leadLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take: limit }),
      this.db.leadLog.count({ where }),
    ]);
    return { rows, total };
  }

  /** Every log of a lead of these types (tests and reports). */
  listByLead(leadId: string, types?: string[]): Promise<LeadLogRow[]> {
    return this.db.leadLog.findMany({
      where: { leadId, ...(types ? { type: { in: types } } : {}) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
  }
}

/** Lead movements: every change of owner (origin -> destination). */
export class LeadMovementsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(m: NewMovement): Promise<void> {
    await this.db.leadMovement.create({ data: m });
  }

  async createMany(ms: NewMovement[]): Promise<void> {
    if (ms.length) await this.db.leadMovement.createMany({ data: ms });
  }

  async list(f: MovementFilter): Promise<{ rows: LeadMovementRow[]; total: number }> {
    const where: Prisma.LeadMovementWhereInput = {
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
      ...(f.originUserId ? { originUserId: f.originUserId } : {}),
      ...(f.destinationUserId ? { destinationUserId: f.destinationUserId } : {}),
      ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } } : {}),
      ...(f.search || f.involving
        ? {
            AND: [
              ...(f.search
                ? [{ lead: { fullName: { contains: escapeLike(f.search), mode: "insensitive" as const } } }]
                : []),
              ...(f.involving
                ? [
                    {
                      OR: [
                        { lead: { ownerId: f.involving } },
                        { originUserId: f.involving },
                        { destinationUserId: f.involving },
                      ],
                    },
                  ]
                : []),
            ],
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.leadMovement.findMany({
        where,
        include: { lead: { select: { id: true, fullName: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.leadMovement.count({ where }),
    ]);
    return { rows, total };
  }

  listByLead(leadId: string) {
    return this.db.leadMovement.findMany({ where: { leadId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  }
}
