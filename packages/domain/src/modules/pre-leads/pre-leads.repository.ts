import { normalizePhone } from "@portal/contracts/phone";
import type { Lead, PreLead, Prisma, PrismaClient } from "@portal/db/client";
import { escapeLike } from "../../lib/like";

export type PreLeadRow = PreLead & {
  enterprise: { id: string; name: string } | null;
  acquiredBy: { id: string; fullName: string } | null;
};

export interface PreLeadListFilter {
  status?: PreLead["status"];
  enterpriseId?: string;
  /** Restrict to these enterprises (offer settings); undefined = no restriction. */
  enterpriseIds?: string[];
  city?: string;
  source?: string;
  search?: string;
  /** Whole phone numbers only: a caller who sees masked phones must not find the hidden digits by searching. */
  wholePhoneOnly?: boolean;
  skip: number;
  limit: number;
}

export interface LeadFromPreLead {
  fullName: string;
  phone: string;
  email: string | null;
  source: string;
  marketingSource: string | null;
  nature: Lead["nature"];
  city: string | null;
  enterpriseId: string | null;
  salesTeamId: string | null;
  ownerId: string;
}

/** Data access for the pre-lead base and the leads it becomes; only this file knows Prisma. */
export class PreLeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  async list(f: PreLeadListFilter): Promise<{ rows: PreLeadRow[]; total: number }> {
    const digits = f.search?.replace(/\D/g, "") ?? "";
    const wholePhone = f.search ? normalizePhone(f.search) : null;
    const and: Prisma.PreLeadWhereInput[] = [];
    if (f.enterpriseIds) and.push({ enterpriseId: { in: f.enterpriseIds } });
    if (f.search) {
      and.push({
        OR: [
          { fullName: { contains: escapeLike(f.search), mode: "insensitive" } },
          ...(f.wholePhoneOnly
            ? wholePhone
              ? [{ phone: wholePhone }]
              : []
            : digits.length >= 4
              ? [{ phone: { contains: digits } }]
              : []),
        ],
      });
    }
    const where: Prisma.PreLeadWhereInput = {
      ...(f.status ? { status: f.status } : {}),
      ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
      ...(f.city ? { city: { equals: f.city, mode: "insensitive" } } : {}),
      ...(f.source ? { source: f.source } : {}),
      ...(and.length ? { AND: and } : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.preLead.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
        include: { enterprise: { select: { id: true, name: true } } },
      }),
      this.db.preLead.count({ where }),
    ]);
    return { rows: await this.withAcquirers(rows), total };
  }

  async findById(id: string): Promise<PreLeadRow | null> {
    const row = await this.db.preLead.findUnique({
      where: { id },
      include: { enterprise: { select: { id: true, name: true } } },
    });
    return row ? ((await this.withAcquirers([row]))[0] ?? null) : null;
  }

  /** Serialises one specialist's acquisitions until the transaction ends, so the daily cap holds under races. */
  async lockSpecialist(userId: string): Promise<void> {
    await this.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pre-lead-acquire:' || ${userId}))`;
  }

  /** Same key as LeadsRepository.lockPhoneKey: lead creation and acquisition of one phone+enterprise never interleave. */
  async lockPhoneKey(phone: string, enterpriseId: string | null): Promise<void> {
    await this.db
      .$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${phone} || ':' || coalesce(${enterpriseId}::text, '')))`;
  }

  countAcquiredSince(userId: string, since: Date): Promise<number> {
    return this.db.preLead.count({ where: { acquiredById: userId, acquiredAt: { gte: since } } });
  }

  /**
   * The one winner: flips AVAILABLE -> ACQUIRED only if it is still AVAILABLE. A concurrent claim waits on the
   * row lock and then finds the status changed (0 rows). Returns whether this call won.
   */
  async claim(id: string, userId: string, at: Date): Promise<boolean> {
    const r = await this.db.preLead.updateMany({
      where: { id, status: "AVAILABLE" },
      data: { status: "ACQUIRED", acquiredById: userId, acquiredAt: at },
    });
    return r.count === 1;
  }

  async setLead(id: string, leadId: string): Promise<void> {
    await this.db.preLead.update({ where: { id }, data: { leadId } });
  }

  /** The live (non-excluded) lead of this phone and enterprise (null matches null), as the leads module defines it. */
  findActiveLead(phone: string, enterpriseId: string | null): Promise<Lead | null> {
    return this.db.lead.findFirst({
      where: { phone, enterpriseId, excluded: false },
      orderBy: [{ lastInterestAt: "desc" }, { id: "desc" }],
    });
  }

  /**
   * The sales team a new lead of this enterprise belongs to, among the teams serving the enterprise: the team
   * of the user who takes it (the first by name if several), else the enterprise's only team, else none.
   */
  async enterpriseTeamFor(enterpriseId: string, userId: string): Promise<string | null> {
    const teams = await this.db.enterpriseSalesTeam.findMany({
      where: { enterpriseId },
      select: {
        salesTeamId: true,
        salesTeam: { select: { members: { where: { userId }, select: { userId: true } } } },
      },
      orderBy: [{ salesTeam: { name: "asc" } }, { salesTeamId: "asc" }],
    });
    const own = teams.find((t) => t.salesTeam.members.length > 0);
    return own?.salesTeamId ?? (teams.length === 1 ? (teams[0]?.salesTeamId ?? null) : null);
  }

  /** The new lead with its movement (into the caller's wallet) and its CREATED log entry. */
  async createLead(data: LeadFromPreLead, actorId: string, logText: string, at: Date): Promise<Lead> {
    const lead = await this.db.lead.create({
      data: {
        ...data,
        originType: "ACTIVE_OFFER",
        createdById: actorId,
        lastInterestAt: at,
        lastActivityAt: at,
      },
    });
    await this.db.leadMovement.create({
      data: {
        leadId: lead.id,
        originUserId: null,
        destinationUserId: data.ownerId,
        enterpriseId: data.enterpriseId,
        actorId,
        reason: "PRE_LEAD_ACQUIRED",
        createdAt: at,
      },
    });
    await this.db.leadLog.create({
      data: {
        leadId: lead.id,
        authorId: actorId,
        type: "CREATED",
        subtype: "PRE_LEAD_ACQUIRED",
        text: logText,
        createdAt: at,
      },
    });
    return lead;
  }

  /** Duplicate rule: the existing lead gets NEW_INTEREST, a fresh last_interest_at and a log entry. */
  async markNewInterest(leadId: string, actorId: string, logText: string, data: object, at: Date): Promise<void> {
    await this.db.lead.update({
      where: { id: leadId },
      data: { status: "NEW_INTEREST", lastInterestAt: at, lastActivityAt: at },
    });
    await this.db.leadLog.create({
      data: {
        leadId,
        authorId: actorId,
        type: "NEW_INTEREST",
        subtype: "PRE_LEAD",
        text: logText,
        data: data as Prisma.InputJsonValue,
        createdAt: at,
      },
    });
  }

  private async withAcquirers(rows: (PreLead & { enterprise: PreLeadRow["enterprise"] })[]): Promise<PreLeadRow[]> {
    const ids = [...new Set(rows.map((r) => r.acquiredById).filter((id): id is string => !!id))];
    const users = ids.length
      ? await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => ({ ...r, acquiredBy: r.acquiredById ? (byId.get(r.acquiredById) ?? null) : null }));
  }
}
