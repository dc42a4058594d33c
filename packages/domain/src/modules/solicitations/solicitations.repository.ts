import type { SolicitationStatus, SolicitationType } from "@portal/contracts/solicitations";
import type { Prisma, PrismaClient, Solicitation, SolicitationReply } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";

export type SolicitationRow = Solicitation;
export type SolicitationReplyRow = SolicitationReply;

export interface ExtendableReservation {
  id: string;
  unitId: string;
  unitName: string;
  enterpriseId: string;
  enterpriseName: string;
  expiresAt: Date;
}

export interface NewSolicitation {
  type: SolicitationType;
  requesterId: string;
  message: string;
  enterpriseId: string | null;
  leadId: string | null;
  leadOwnerId: string | null;
  reservationId: string | null;
  extensionMinutes: number | null;
  shiftSwap: Prisma.InputJsonValue | null;
  approverIds: string[];
}

export interface SolicitationFilter {
  /** "Minhas solicitações": the requester's own. */
  requesterId?: string;
  /** "Para aprovar": not the caller's own; `approverId` limits to the requests that list them (non-admins). */
  notRequesterId?: string;
  approverId?: string;
  types?: SolicitationType[];
  statuses?: SolicitationStatus[];
  from?: Date;
  to?: Date;
}

export interface UserName {
  id: string;
  fullName: string;
}

/** Data access for solicitations and their thread. One OPEN transfer per lead and requester (partial unique index). */
export class SolicitationsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(s: NewSolicitation): Promise<SolicitationRow> {
    const { shiftSwap, ...rest } = s;
    return uniqueGuard(() =>
      this.db.solicitation.create({ data: { ...rest, ...(shiftSwap === null ? {} : { shiftSwap }) } }),
    );
  }

  findById(id: string): Promise<SolicitationRow | null> {
    return this.db.solicitation.findUnique({ where: { id } });
  }

  /** Row lock: every decision takes it first, so two deciders at once are served one after the other. */
  async lockRow(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM solicitations WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** OPEN -> the decision, conditionally: false when another decision got there first. */
  async decide(id: string, status: Exclude<SolicitationStatus, "OPEN">, deciderId: string): Promise<boolean> {
    const { count } = await this.db.solicitation.updateMany({
      where: { id, status: "OPEN" },
      data: { status, decidedById: deciderId, decidedAt: new Date() },
    });
    return count === 1;
  }

  /** Marks the row changed (a reply without decision): lists sort by updatedAt. */
  async touch(id: string): Promise<void> {
    await this.db.solicitation.update({ where: { id }, data: { updatedAt: new Date() } });
  }

  addReply(r: {
    solicitationId: string;
    authorId: string;
    message: string | null;
    decision: Exclude<SolicitationStatus, "OPEN"> | null;
  }): Promise<SolicitationReplyRow> {
    return this.db.solicitationReply.create({ data: r });
  }

  replies(solicitationId: string): Promise<SolicitationReplyRow[]> {
    return this.db.solicitationReply.findMany({
      where: { solicitationId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
  }

  async replyCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db.solicitationReply.groupBy({
      by: ["solicitationId"],
      where: { solicitationId: { in: ids } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.solicitationId, r._count._all]));
  }

  /** Who wrote in a thread (to tell them about a new reply). */
  async replyAuthors(solicitationId: string): Promise<string[]> {
    const rows = await this.db.solicitationReply.findMany({
      where: { solicitationId },
      select: { authorId: true },
      distinct: ["authorId"],
    });
    return rows.map((r) => r.authorId);
  }

  async list(
    f: SolicitationFilter,
    page: { skip: number; limit: number },
  ): Promise<{ rows: SolicitationRow[]; total: number }> {
    const where: Prisma.SolicitationWhereInput = {
      ...(f.requesterId ? { requesterId: f.requesterId } : {}),
      ...(f.notRequesterId ? { requesterId: { not: f.notRequesterId } } : {}),
      ...(f.approverId ? { approverIds: { has: f.approverId } } : {}),
      ...(f.types ? { type: { in: f.types } } : {}),
      ...(f.statuses ? { status: { in: f.statuses } } : {}),
      ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } } : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.solicitation.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.solicitation.count({ where }),
    ]);
    return { rows, total };
  }

  async userNames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.user.findMany({ where: { id: { in: unique } }, select: { id: true, fullName: true } });
    return new Map(rows.map((u) => [u.id, u.fullName]));
  }

  /** The leads' current owners (null: in the base), for who may read a request's lead. */
  async leadOwners(ids: readonly string[]): Promise<Map<string, string | null>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.lead.findMany({ where: { id: { in: unique } }, select: { id: true, ownerId: true } });
    return new Map(rows.map((l) => [l.id, l.ownerId]));
  }

  async leadNames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.lead.findMany({ where: { id: { in: unique } }, select: { id: true, fullName: true } });
    return new Map(rows.map((l) => [l.id, l.fullName]));
  }

  /** A user's ACTIVE reservations with an end (broker or maker), soonest end first, with unit and enterprise names. */
  async extendableReservations(userId: string, limit = 50): Promise<ExtendableReservation[]> {
    const rows = await this.db.reservation.findMany({
      where: { status: "ACTIVE", expiresAt: { not: null }, OR: [{ brokerId: userId }, { createdById: userId }] },
      select: {
        id: true,
        unitId: true,
        enterpriseId: true,
        expiresAt: true,
        enterprise: { select: { name: true } },
        unit: { select: { number: true, tower: { select: { name: true } } } },
      },
      orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
      take: limit,
    });
    return rows.map((r) => ({
      id: r.id,
      unitId: r.unitId,
      unitName: `${r.unit.tower.name} - ${r.unit.number}`,
      enterpriseId: r.enterpriseId,
      enterpriseName: r.enterprise.name,
      expiresAt: r.expiresAt as Date,
    }));
  }

  /** The reservations asked about, with their unit's name ("Torre A - 101"). */
  async reservations(
    ids: readonly string[],
  ): Promise<Map<string, { id: string; unitId: string; unitName: string; status: string; expiresAt: Date | null }>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.reservation.findMany({
      where: { id: { in: unique } },
      select: {
        id: true,
        unitId: true,
        status: true,
        expiresAt: true,
        unit: { select: { number: true, tower: { select: { name: true } } } },
      },
    });
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          unitId: r.unitId,
          unitName: `${r.unit.tower.name} - ${r.unit.number}`,
          status: r.status,
          expiresAt: r.expiresAt,
        },
      ]),
    );
  }

  /** Active users holding one of `roles` (MASTER not counted), by id. */
  async activeWithRoles(roles: readonly string[], limit = 50): Promise<string[]> {
    const rows = await this.db.user.findMany({
      where: { active: true, roles: { hasSome: [...roles] } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /**
   * Active users holding one of `roles` who coordinate (master) or belong to the given sales team, to the teams the
   * member belongs to, or to the teams serving the enterprise (one of the three, as given).
   */
  async teamPeople(
    roles: readonly string[],
    where: { teamId?: string | null; enterpriseId?: string | null; memberId?: string },
  ): Promise<string[]> {
    const teams = await this.teamIds(where);
    if (!teams.length) return [];
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT u.id
      FROM sales_teams t
      LEFT JOIN sales_team_members m ON m.team_id = t.id
      JOIN users u ON u.id = t.master_id OR u.id = m.user_id
      WHERE t.id = ANY(${teams}::uuid[]) AND t.active AND u.active AND u.roles && ${[...roles]}::text[]
      ORDER BY u.id LIMIT 50`;
    return rows.map((r) => r.id);
  }

  private async teamIds(where: { teamId?: string | null; enterpriseId?: string | null; memberId?: string }) {
    if (where.teamId) return [where.teamId];
    if (where.memberId) {
      const rows = await this.db.salesTeamMember.findMany({
        where: { userId: where.memberId },
        select: { teamId: true },
      });
      return rows.map((r) => r.teamId);
    }
    if (where.enterpriseId) {
      const rows = await this.db.enterpriseSalesTeam.findMany({
        where: { enterpriseId: where.enterpriseId },
        select: { salesTeamId: true },
      });
      return rows.map((r) => r.salesTeamId);
    }
    return [];
  }
}
