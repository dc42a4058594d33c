import type { PrismaClient } from "@portal/db/client";

/** The teams a coordinator answers for (master or member of an active team) and those teams' people. */
export class ReportScopeRepository {
  constructor(private readonly db: PrismaClient) {}

  async teamsOf(userId: string): Promise<{ id: string; name: string; peopleIds: string[] }[]> {
    const teams = await this.db.salesTeam.findMany({
      where: { active: true, OR: [{ masterId: userId }, { members: { some: { userId } } }] },
      select: { id: true, name: true, masterId: true, members: { select: { userId: true } } },
      orderBy: { name: "asc" },
    });
    return teams.map((t) => ({
      id: t.id,
      name: t.name,
      peopleIds: [...new Set([...(t.masterId ? [t.masterId] : []), ...t.members.map((m) => m.userId)])],
    }));
  }
}
