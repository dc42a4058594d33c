import type { LeadSortField } from "@portal/contracts/leads";
import { Prisma, type PrismaClient } from "@portal/db/client";

/**
 * The WHERE of every lead list (GET /leads, grouped-by-status, a specialist's leads), in SQL so each
 * filter maps onto an index of the leads table (see docs/decisions/006-lead-lifecycle.md).
 * Values are database values (e.g. profile 'NON-ADHERENT').
 */
export interface LeadSearchFilter {
  /** Only this owner's leads (scope "own", or a specialist's list). */
  ownerId?: string;
  /** owner_id=none: leads in the base. */
  inBase?: boolean;
  enterpriseIds?: string[];
  createdFrom?: Date;
  createdTo?: Date;
  statuses?: string[];
  profile?: string;
  interestLevels?: string[];
  city?: string;
  /** The viewer whose favourites `favorite` refers to. */
  viewerId: string;
  favorite?: boolean;
  isClient?: boolean;
  onlyWithPartner?: boolean;
  sources?: string[];
  salesTeamId?: string;
  rouletteId?: string;
  daysToGoToBase?: number;
  excluded: boolean;
  phoneDigits?: string;
  fullName?: string;
  inAttendance?: boolean;
  neverAttended?: boolean;
}

export interface LeadSort {
  field: LeadSortField;
  direction: "asc" | "desc";
}

const SORT_COLUMNS: Record<LeadSortField, string> = {
  last_interest_at: "l.last_interest_at",
  createdAt: "l.created_at",
  full_name: "l.full_name",
  status: "l.status",
  interest_level: "l.interest_level",
  city: "l.city",
  updatedAt: "l.updated_at",
};

/** Exact totals up to this many rows; beyond it the total is an estimate (see search()). */
export const COUNT_CAP = 10_000;
/** Text searches recheck every candidate row in the table, so their exact count stops earlier (bench 008). */
export const TEXT_SEARCH_COUNT_CAP = 1_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");

function anyOf(column: string, values: readonly string[], cast: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} IN (${Prisma.join(values.map((v) => Prisma.sql`${v}::${Prisma.raw(cast)}`))})`;
}

export function leadWhereSql(f: LeadSearchFilter): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`l.excluded = ${f.excluded}`];
  if (f.ownerId) c.push(Prisma.sql`l.owner_id = ${f.ownerId}::uuid`);
  if (f.inBase) c.push(Prisma.sql`l.owner_id IS NULL`);
  if (f.enterpriseIds?.length) c.push(anyOf("l.enterprise_id", f.enterpriseIds, "uuid"));
  if (f.createdFrom) c.push(Prisma.sql`l.created_at >= ${f.createdFrom}`);
  if (f.createdTo) c.push(Prisma.sql`l.created_at < ${f.createdTo}`);
  if (f.statuses?.length) c.push(anyOf("l.status", f.statuses, '"LeadStatus"'));
  if (f.profile) c.push(Prisma.sql`l.profile = ${f.profile}::"Adherence"`);
  if (f.interestLevels?.length) c.push(anyOf("l.interest_level", f.interestLevels, '"InterestLevel"'));
  if (f.city) c.push(Prisma.sql`l.city = ${f.city}`);
  if (f.favorite !== undefined) {
    const fav = Prisma.sql`EXISTS (SELECT 1 FROM lead_favorites fv WHERE fv.user_id = ${f.viewerId}::uuid AND fv.lead_id = l.id)`;
    c.push(f.favorite ? fav : Prisma.sql`NOT ${fav}`);
  }
  if (f.isClient !== undefined) c.push(Prisma.sql`l.is_client = ${f.isClient}`);
  if (f.onlyWithPartner) c.push(Prisma.sql`l.has_partner = true`);
  if (f.sources?.length) c.push(anyOf("l.source", f.sources, "text"));
  if (f.salesTeamId) c.push(Prisma.sql`l.sales_team_id = ${f.salesTeamId}::uuid`);
  if (f.rouletteId) c.push(Prisma.sql`l.roulette_id = ${f.rouletteId}::uuid`);
  if (f.daysToGoToBase !== undefined) c.push(Prisma.sql`l.days_to_go_to_base = ${f.daysToGoToBase}`);
  // Substring matches use the GIN trigram indexes (leads_full_name_trgm_idx, leads_phone_trgm_idx).
  if (f.fullName) c.push(Prisma.sql`l.full_name ILIKE ${`%${escapeLike(f.fullName)}%`}`);
  if (f.phoneDigits) c.push(Prisma.sql`l.phone LIKE ${`%${escapeLike(f.phoneDigits)}%`}`);
  if (f.inAttendance !== undefined) c.push(Prisma.sql`l.in_attendance = ${f.inAttendance}`);
  if (f.neverAttended) c.push(Prisma.sql`l.attendance_started_at IS NULL AND l.in_attendance = false`);
  return Prisma.join(c, " AND ");
}

export function leadOrderSql(sort: LeadSort): Prisma.Sql {
  const dir = sort.direction === "asc" ? "ASC" : "DESC";
  // The id tiebreak makes pages stable when many rows share the sort value.
  return Prisma.raw(`${SORT_COLUMNS[sort.field]} ${dir}, l.id ${dir}`);
}

export interface GroupCount {
  status: string;
  stage: string | null;
  n: number;
}

export class LeadSearchRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * One page of lead ids in order, and the total matching. Counting a million rows costs hundreds of ms, so the
   * count stops at COUNT_CAP + 1 rows (TEXT_SEARCH_COUNT_CAP + 1 for name/phone searches); past that the total is the planner's estimate and `estimated` is true.
   */
  async search(
    f: LeadSearchFilter,
    sort: LeadSort,
    page: { skip: number; limit: number },
  ): Promise<{ ids: string[]; total: number; estimated: boolean }> {
    const where = leadWhereSql(f);
    const cap = f.fullName || f.phoneDigits ? TEXT_SEARCH_COUNT_CAP : COUNT_CAP;
    const [rows, count] = await Promise.all([
      this.db.$queryRaw<{ id: string }[]>`
        SELECT l.id FROM leads l WHERE ${where} ORDER BY ${leadOrderSql(sort)} LIMIT ${page.limit} OFFSET ${page.skip}`,
      this.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM leads l WHERE ${where} LIMIT ${cap + 1}) capped`,
    ]);
    const ids = rows.map((r) => r.id);
    const counted = count[0]?.n ?? 0;
    if (counted <= cap) return { ids, total: counted, estimated: false };
    const estimate = await this.estimateRows(where);
    return { ids, total: Math.max(estimate, cap + 1, page.skip + ids.length), estimated: true };
  }

  private async estimateRows(where: Prisma.Sql): Promise<number> {
    const [row] = await this.db.$queryRaw<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM leads l WHERE ${where}`;
    return Math.round(row?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
  }

  /** Counts per (status, funnel stage) for the boards. */
  countByStatusAndStage(f: LeadSearchFilter): Promise<GroupCount[]> {
    return this.db.$queryRaw<GroupCount[]>`
      SELECT l.status::text AS status, l.status_profile::text AS stage, count(*)::int AS n
      FROM leads l WHERE ${leadWhereSql(f)} GROUP BY 1, 2`;
  }
}
