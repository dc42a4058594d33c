import type { PrismaClient } from "@portal/db/client";

export interface Summary {
  id: string;
  name: string;
}

export interface DirectoryUser {
  id: string;
  fullName: string;
  roles: string[];
  active: boolean;
}

/** Names of the users, enterprises and teams a lead points at (no foreign keys to users on leads). */
export class LeadDirectoryRepository {
  constructor(private readonly db: PrismaClient) {}

  async userNames(ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
    return new Map(rows.map((r) => [r.id, r.fullName]));
  }

  async enterpriseNames(ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.enterprise.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  findUsers(ids: readonly string[]): Promise<DirectoryUser[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.user.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, fullName: true, roles: true, active: true },
    });
  }

  async enterpriseExists(id: string): Promise<boolean> {
    return (await this.db.enterprise.count({ where: { id } })) > 0;
  }

  async salesTeamExists(id: string): Promise<boolean> {
    return (await this.db.salesTeam.count({ where: { id } })) > 0;
  }
}
