import type { Prisma, PrismaClient, SalesTeam } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";
import { escapeLike } from "../../lib/like";

export interface TeamPerson {
  id: string;
  fullName: string;
  roles: string[];
  active: boolean;
}
export type SalesTeamRow = SalesTeam & { membersCount: number; master: TeamPerson | null };
export type SalesTeamDetailRow = SalesTeamRow & { members: TeamPerson[] };

export interface SalesTeamListFilter {
  search?: string;
  active?: boolean;
  skip: number;
  limit: number;
}

const personSelect = { id: true, fullName: true, roles: true, active: true } as const;

/** Data access for sales teams and their members; only this file knows Prisma. */
export class SalesTeamsRepository {
  constructor(private readonly db: PrismaClient) {}

  async findById(id: string): Promise<SalesTeamRow | null> {
    const team = await this.db.salesTeam.findUnique({
      where: { id },
      include: { _count: { select: { members: true } } },
    });
    if (!team) return null;
    const [row] = await this.withMasters([team]);
    return row ?? null;
  }

  async findDetail(id: string): Promise<SalesTeamDetailRow | null> {
    const team = await this.findById(id);
    if (!team) return null;
    const links = await this.db.salesTeamMember.findMany({ where: { teamId: id }, select: { userId: true } });
    const members = await this.findUsers(links.map((l) => l.userId));
    members.sort((a, b) => a.fullName.localeCompare(b.fullName, "pt-BR"));
    return { ...team, members };
  }

  findByName(name: string, exceptId?: string): Promise<SalesTeam | null> {
    return this.db.salesTeam.findFirst({
      where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    });
  }

  async list(f: SalesTeamListFilter): Promise<{ rows: SalesTeamRow[]; total: number }> {
    const where: Prisma.SalesTeamWhereInput = {
      ...(f.search ? { name: { contains: escapeLike(f.search), mode: "insensitive" } } : {}),
      ...(f.active !== undefined ? { active: f.active } : {}),
    };
    const [teams, total] = await Promise.all([
      this.db.salesTeam.findMany({
        where,
        include: { _count: { select: { members: true } } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.salesTeam.count({ where }),
    ]);
    return { rows: await this.withMasters(teams), total };
  }

  findUsers(ids: string[]): Promise<TeamPerson[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.user.findMany({ where: { id: { in: ids } }, select: personSelect });
  }

  async create(data: { name: string; masterId: string | null }): Promise<string> {
    return (await uniqueGuard(() => this.db.salesTeam.create({ data, select: { id: true } }))).id;
  }

  async update(id: string, data: { name?: string; masterId?: string | null; active?: boolean }): Promise<void> {
    await uniqueGuard(() => this.db.salesTeam.update({ where: { id }, data }));
  }

  /** Replaces the member set; touches updatedAt so the team shows the change. */
  async replaceMembers(teamId: string, userIds: string[]): Promise<void> {
    await this.db.salesTeamMember.deleteMany({ where: { teamId, userId: { notIn: userIds } } });
    await this.db.salesTeamMember.createMany({
      data: userIds.map((userId) => ({ teamId, userId })),
      skipDuplicates: true,
    });
    await this.db.salesTeam.update({ where: { id: teamId }, data: { updatedAt: new Date() } });
  }

  async addMember(teamId: string, userId: string): Promise<boolean> {
    const r = await this.db.salesTeamMember.createMany({ data: [{ teamId, userId }], skipDuplicates: true });
    return r.count > 0;
  }

  async removeMember(teamId: string, userId: string): Promise<boolean> {
    const r = await this.db.salesTeamMember.deleteMany({ where: { teamId, userId } });
    return r.count > 0;
  }

  async memberIds(teamId: string): Promise<string[]> {
    const rows = await this.db.salesTeamMember.findMany({ where: { teamId }, select: { userId: true } });
    return rows.map((r) => r.userId);
  }

  private async withMasters(teams: (SalesTeam & { _count: { members: number } })[]): Promise<SalesTeamRow[]> {
    const masterIds = [...new Set(teams.map((t) => t.masterId).filter((id): id is string => !!id))];
    const masters = new Map((await this.findUsers(masterIds)).map((u) => [u.id, u]));
    return teams.map(({ _count, ...t }) => ({
      ...t,
      membersCount: _count.members,
      master: t.masterId ? (masters.get(t.masterId) ?? null) : null,
    }));
  }
}
