import type { Lead, LeadCopartner, LeadLog, LeadMovement, PrismaClient } from "@portal/db/client";

/** The lead nature as stored (the label helpers read it without importing Prisma). */
export type LeadNature = Lead["nature"];

export interface LeadDossier {
  lead: Lead;
  enterprise: { name: string; city: string } | null;
  salesTeam: string | null;
  copartners: LeadCopartner[];
  /** Names of every user the lead, its logs and movements refer to. */
  userNames: Map<string, string>;
  enterpriseNames: Map<string, string>;
}

export interface LeadHistory {
  logs: LeadLog[];
  movements: LeadMovement[];
}

/** The most history entries a report prints (newest kept); a longer history says so in the PDF. */
export const HISTORY_LIMIT = 2000;

/** Reads everything the lead PDFs print; only this file knows Prisma. */
export class LeadReportsRepository {
  constructor(private readonly db: PrismaClient) {}

  async dossier(leadId: string, history?: LeadHistory): Promise<LeadDossier | null> {
    const lead = await this.db.lead.findUnique({
      where: { id: leadId },
      include: {
        enterprise: { select: { name: true, city: true } },
        salesTeam: { select: { name: true } },
        copartners: { orderBy: { createdAt: "asc" } },
      },
    });
    if (!lead) return null;
    const { enterprise, salesTeam, copartners, ...row } = lead;
    const userIds = new Set<string>();
    const enterpriseIds = new Set<string>();
    for (const id of [row.ownerId, row.createdById]) if (id) userIds.add(id);
    for (const log of history?.logs ?? []) if (log.authorId) userIds.add(log.authorId);
    for (const m of history?.movements ?? []) {
      for (const id of [m.originUserId, m.destinationUserId, m.actorId]) if (id) userIds.add(id);
      if (m.enterpriseId) enterpriseIds.add(m.enterpriseId);
    }
    const [users, enterprises] = await Promise.all([
      this.db.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, fullName: true } }),
      this.db.enterprise.findMany({ where: { id: { in: [...enterpriseIds] } }, select: { id: true, name: true } }),
    ]);
    return {
      lead: row,
      enterprise,
      salesTeam: salesTeam?.name ?? null,
      copartners,
      userNames: new Map(users.map((u) => [u.id, u.fullName])),
      enterpriseNames: new Map(enterprises.map((e) => [e.id, e.name])),
    };
  }

  async history(leadId: string): Promise<LeadHistory & { truncated: boolean }> {
    const [logs, movements] = await Promise.all([
      this.db.leadLog.findMany({ where: { leadId }, orderBy: { createdAt: "desc" }, take: HISTORY_LIMIT + 1 }),
      this.db.leadMovement.findMany({ where: { leadId }, orderBy: { createdAt: "desc" }, take: HISTORY_LIMIT + 1 }),
    ]);
    const truncated = logs.length > HISTORY_LIMIT || movements.length > HISTORY_LIMIT;
    return { logs: logs.slice(0, HISTORY_LIMIT), movements: movements.slice(0, HISTORY_LIMIT), truncated };
  }
}
