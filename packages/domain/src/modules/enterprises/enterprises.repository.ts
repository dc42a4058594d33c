import { type Enterprise, Prisma, type PrismaClient } from "@portal/db/client";
import { escapeLike } from "../../lib/like";

/** An enterprise with the sales teams serving it (enterprise_sales_teams, the one source: decision 037). */
export type EnterpriseRow = Enterprise & { salesTeams: { salesTeam: { id: string; name: string } }[] };

export interface EnterpriseListFilter {
  search?: string;
  city?: string;
  group?: Enterprise["group"];
  phase?: Enterprise["phase"];
  active?: boolean;
  skip: number;
  limit: number;
}

export interface EnterpriseData {
  name: string;
  city: string;
  group: Enterprise["group"];
  phase: Enterprise["phase"];
  propertyType: Enterprise["propertyType"];
  active: boolean;
  daysToGoToBase: number | null;
}

const withTeam = {
  salesTeams: {
    select: { salesTeam: { select: { id: true, name: true } } },
    orderBy: [{ salesTeam: { name: "asc" } }, { salesTeamId: "asc" }],
  },
} satisfies Prisma.EnterpriseInclude;

/** Data access for enterprises; only this file knows Prisma. */
export class EnterprisesRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<EnterpriseRow | null> {
    return this.db.enterprise.findUnique({ where: { id }, include: withTeam });
  }

  /** Another enterprise with the same name (case-insensitive), for the uniqueness check. */
  findByName(name: string, exceptId?: string): Promise<Enterprise | null> {
    return this.db.enterprise.findFirst({
      where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    });
  }

  async list(f: EnterpriseListFilter): Promise<{ rows: EnterpriseRow[]; total: number }> {
    const where: Prisma.EnterpriseWhereInput = {
      ...(f.search ? { name: { contains: escapeLike(f.search), mode: "insensitive" } } : {}),
      ...(f.city ? { city: f.city } : {}),
      ...(f.group ? { group: f.group } : {}),
      ...(f.phase ? { phase: f.phase } : {}),
      ...(f.active !== undefined ? { active: f.active } : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.enterprise.findMany({
        where,
        include: withTeam,
        orderBy: [{ name: "asc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.enterprise.count({ where }),
    ]);
    return { rows, total };
  }

  /**
   * Units per enterprise: all, and reservable now (AVAILABLE and not suspended). With `shownStatus` the status
   * compared is the one partner brokers see (fake_status when set). One grouped query for the whole page.
   */
  async unitCounts(
    enterpriseIds: readonly string[],
    shownStatus: boolean,
  ): Promise<Map<string, { total: number; available: number }>> {
    if (enterpriseIds.length === 0) return new Map();
    const status = shownStatus ? Prisma.sql`COALESCE(fake_status, status)` : Prisma.sql`status`;
    const rows = await this.db.$queryRaw<{ enterprise_id: string; total: number; available: number }[]>`
      SELECT enterprise_id::text AS enterprise_id,
             count(*)::int AS total,
             (count(*) FILTER (WHERE NOT suspended AND ${status} = 'AVAILABLE'))::int AS available
        FROM units
       WHERE enterprise_id = ANY(${[...enterpriseIds]}::uuid[])
       GROUP BY enterprise_id`;
    return new Map(rows.map((r) => [r.enterprise_id, { total: r.total, available: r.available }]));
  }

  /** Active enterprises for selects: id, name and city only. */
  simplified(): Promise<{ id: string; name: string; city: string }[]> {
    return this.db.enterprise.findMany({
      where: { active: true },
      select: { id: true, name: true, city: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
  }

  /** Every enterprise (id, name, active): the CSV import resolves names and ids against it. */
  allForLookup(): Promise<{ id: string; name: string; active: boolean }[]> {
    return this.db.enterprise.findMany({ select: { id: true, name: true, active: true } });
  }

  create(data: EnterpriseData): Promise<EnterpriseRow> {
    return this.db.enterprise.create({ data, include: withTeam });
  }

  update(id: string, data: Partial<EnterpriseData>): Promise<EnterpriseRow> {
    return this.db.enterprise.update({ where: { id }, data, include: withTeam });
  }
}
