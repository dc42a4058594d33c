import { Prisma, type PrismaClient } from "@portal/db/client";
import { type LeadSearchFilter, leadWhereSql } from "../leads/lead-search-sql";

export interface EnterpriseLeadGroupRow {
  enterpriseId: string;
  name: string;
  city: string;
  group: string;
  total: number;
  new7: number;
  new30: number;
  /** Counts per (status, funnel stage) of this enterprise's leads. */
  groups: { status: string; stage: string | null; n: number }[];
}

/** Lead counts per enterprise (GET /enterprises/grouped/enterprises-leads). */
export class EnterpriseLeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * One statement: leads matching the lead list's WHERE (leadWhereSql, so the caller's scope and filters are
   * exactly GET /leads') grouped by enterprise × status × funnel stage, folded per enterprise, then the page of
   * enterprises (most leads first) with the number of enterprises in all.
   */
  async countByEnterprise(
    lead: LeadSearchFilter,
    enterprise: { city?: string; group?: string },
    page: { skip: number; limit: number },
  ): Promise<{ rows: EnterpriseLeadGroupRow[]; total: number }> {
    const e: Prisma.Sql[] = [];
    if (enterprise.city) e.push(Prisma.sql`AND e.city = ${enterprise.city}`);
    if (enterprise.group) e.push(Prisma.sql`AND e."group" = ${enterprise.group}::"EnterpriseGroup"`);
    const found = await this.db.$queryRaw<(EnterpriseLeadGroupRow & { __total: number })[]>`
      WITH g AS (
        SELECT l.enterprise_id, l.status::text AS status, l.status_profile::text AS stage, count(*)::int AS n,
          count(*) FILTER (WHERE l.created_at >= now() - interval '7 days')::int AS n7,
          count(*) FILTER (WHERE l.created_at >= now() - interval '30 days')::int AS n30
        FROM leads l JOIN enterprises e ON e.id = l.enterprise_id
        WHERE ${leadWhereSql(lead)} ${e.length ? Prisma.join(e, " ") : Prisma.empty}
        GROUP BY 1, 2, 3
      ), per AS (
        SELECT enterprise_id, sum(n)::int AS total, sum(n7)::int AS new7, sum(n30)::int AS new30,
          jsonb_agg(jsonb_build_object('status', status, 'stage', stage, 'n', n)) AS groups
        FROM g GROUP BY enterprise_id
      ), c AS (SELECT count(*)::int AS n FROM per)
      SELECT c.n AS "__total", p.* FROM c LEFT JOIN LATERAL (
        SELECT per.enterprise_id AS "enterpriseId", e.name, e.city, e."group"::text AS "group",
          per.total, per.new7, per.new30, per.groups
        FROM per JOIN enterprises e ON e.id = per.enterprise_id
        ORDER BY per.total DESC, e.name ASC, e.id ASC
        LIMIT ${page.limit} OFFSET ${page.skip}
      ) p ON true
      ORDER BY p.total DESC, p.name ASC, p."enterpriseId" ASC`;
    const total = found[0]?.__total ?? 0;
    const rows = found.filter((r) => r.enterpriseId !== null).map(({ __total, ...row }) => row);
    return { rows, total };
  }
}
