import { Prisma, type PrismaClient, plainReaderOf } from "@portal/db/client";
import {
  afterKeysetSql,
  COUNT_CAP,
  type LeadKeyset,
  type LeadPageRow,
  type LeadSearchFilter,
  type LeadSort,
  leadOrderSql,
  leadWhereSql,
  orderByAliasSql,
  pageRowsSql,
  sortColumnSql,
  TEXT_SEARCH_COUNT_CAP,
} from "./lead-search-sql";

/**
 * What is known about a filter for ESTIMATE_TTL_MS, per Prisma client (i.e. per database): the planner's estimate
 * (see estimateRows) and whether the capped count found more than COUNT_CAP matches (see search).
 */
interface FilterFacts {
  rows: number;
  until: number;
  overCap?: boolean;
}
const factsCaches = new WeakMap<object, Map<string, FilterFacts>>();
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATE_CACHE_MAX = 1_000;

const factsKey = (where: Prisma.Sql) => `${where.sql}\u0000${JSON.stringify(where.values)}`;

export interface GroupCount {
  status: string;
  stage: string | null;
  n: number;
}

export class LeadSearchRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The list reads go through the plain pg reader when there is one (decision 017), else through Prisma. */
  private read<T>(sql: Prisma.Sql): Promise<T[]> {
    const plain = plainReaderOf(this.db);
    return plain ? plain<T>(sql) : this.db.$queryRaw<T[]>(sql);
  }

  /**
   * One page of leads in order (with owner and enterprise names and the viewer's favourite flag), and the total
   * matching: the page and the capped count run in parallel. Counting a million rows costs hundreds of ms, so the
   * count stops at COUNT_CAP + 1 rows; past that the total is the planner's estimate (cached, see estimateRows)
   * and `estimated` is true. Name and phone searches take another path (textSearch).
   * Once a filter has counted past the cap, the answer's total is the estimate, which is kept for ESTIMATE_TTL_MS:
   * for that long the same filter (other pages, other sorts, the list asked again) runs only the page statement
   * and answers the same total, instead of walking COUNT_CAP + 1 index entries again to learn nothing new.
   * With `after` (keyset pagination) the page starts after that row and `skip` is not used.
   */
  async search(
    f: LeadSearchFilter,
    sort: LeadSort,
    page: { skip: number; limit: number; after?: LeadKeyset },
  ): Promise<{ rows: LeadPageRow[]; total: number; estimated: boolean }> {
    const where = leadWhereSql(f);
    if (f.fullName || f.phoneDigits) return this.textSearch(f, where, sort, page);
    const key = factsKey(where);
    const known = this.freshFacts(key);
    if (known?.overCap) {
      const rows = await this.pageRows(f, where, sort, page);
      return { rows, total: Math.max(known.rows, COUNT_CAP + 1, page.skip + rows.length), estimated: true };
    }
    const [rows, count] = await Promise.all([
      this.pageRows(f, where, sort, page),
      this.read<{ n: number }>(Prisma.sql`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM leads l WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`),
    ]);
    const counted = count[0]?.n ?? 0;
    if (counted <= COUNT_CAP) return { rows, total: counted, estimated: false };
    const facts = await this.filterFacts(where, key);
    facts.overCap = true;
    return { rows, total: Math.max(facts.rows, COUNT_CAP + 1, page.skip + rows.length), estimated: true };
  }

  /**
   * Name and phone searches. A trigram lookup is the expensive part (it rechecks every candidate row), so it must
   * not run twice (page and count). The planner's estimate decides:
   * - many matches expected (> TEXT_SEARCH_COUNT_CAP): only the page runs (an ordered index walk that stops after
   *   `limit` matches); the total is the estimate, flagged, unless the page itself shows the end of the list;
   * - few matches expected: one statement collects the matches (capped) once, counts them and pages through them.
   *   Should there be more than the cap after all (trigram estimates are often far too low: 95 expected for 1,700
   *   'Ana Vieira', 677 for 30,861 'Vieira'), the statement stops at cap + 1 and the page is read like above.
   */
  private async textSearch(
    f: LeadSearchFilter,
    where: Prisma.Sql,
    sort: LeadSort,
    page: { skip: number; limit: number; after?: LeadKeyset },
  ): Promise<{ rows: LeadPageRow[]; total: number; estimated: boolean }> {
    const cap = TEXT_SEARCH_COUNT_CAP;
    const estimate = await this.estimateRows(where);
    if (estimate <= cap) {
      // m: the matches (id and sort value), read once and capped; p: the page among them, computed only when they
      // are all there (the scalar subquery makes that a one-time filter: over the cap nothing else is read).
      const pageWhere = page.after ? Prisma.sql`AND ${afterKeysetSql(sort, page.after)}` : Prisma.empty;
      const found = await this.read<LeadPageRow & { __n: number }>(Prisma.sql`
        WITH m AS MATERIALIZED (SELECT l.id, ${sortColumnSql(sort)} FROM leads l WHERE ${where} LIMIT ${cap + 1}),
        c AS (SELECT count(*)::int AS n FROM m),
        p AS (
          SELECT l.id FROM m l WHERE (SELECT n FROM c) <= ${cap} ${pageWhere}
          ORDER BY ${leadOrderSql(sort)} LIMIT ${page.limit} OFFSET ${page.after ? 0 : page.skip}
        )
        SELECT c.n AS "__n", r.* FROM c LEFT JOIN LATERAL (${pageRowsSql(f.viewerId, Prisma.raw("p"))}) r ON true
        ORDER BY ${orderByAliasSql(sort, "r")}`);
      const n = found[0]?.__n ?? 0;
      if (n <= cap) {
        const rows = found.filter((r) => r.id !== null).map(({ __n, ...row }) => row as LeadPageRow);
        return { rows, total: n, estimated: false };
      }
    }
    const rows = await this.pageRows(f, where, sort, page);
    if (!page.after && rows.length < page.limit && (rows.length > 0 || page.skip === 0)) {
      return { rows, total: page.skip + rows.length, estimated: false };
    }
    return { rows, total: Math.max(estimate, cap + 1, page.skip + rows.length), estimated: true };
  }

  /** One page: the inner query picks the page from an index (ids only), the outer one reads the rows and names. */
  private pageRows(
    f: LeadSearchFilter,
    where: Prisma.Sql,
    sort: LeadSort,
    page: { skip: number; limit: number; after?: LeadKeyset },
  ): Promise<LeadPageRow[]> {
    const pageWhere = page.after ? Prisma.sql`${where} AND ${afterKeysetSql(sort, page.after)}` : where;
    const order = leadOrderSql(sort);
    const ids = Prisma.sql`(SELECT l.id FROM leads l WHERE ${pageWhere} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.after ? 0 : page.skip})`;
    return this.read<LeadPageRow>(Prisma.sql`${pageRowsSql(f.viewerId, ids)} ORDER BY ${order}`);
  }

  /**
   * The planner's row estimate for the filter. Estimates of a large table move slowly, and the same list is asked
   * for again and again (polling, paging), so they are kept ESTIMATE_TTL_MS per client and filter: a repeated
   * broad list or name search does not pay this round trip.
   */
  private async estimateRows(where: Prisma.Sql): Promise<number> {
    return (await this.filterFacts(where)).rows;
  }

  /** The filter's facts while they are fresh; otherwise new ones, with the planner's estimate. */
  private async filterFacts(where: Prisma.Sql, key = factsKey(where)): Promise<FilterFacts> {
    const hit = this.freshFacts(key);
    if (hit) return hit;
    const cache = this.factsCache();
    const [row] = await this.db.$queryRaw<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM leads l WHERE ${where}`;
    const facts: FilterFacts = {
      rows: Math.round(row?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0),
      until: Date.now() + ESTIMATE_TTL_MS,
    };
    cache.delete(key);
    cache.set(key, facts);
    if (cache.size > ESTIMATE_CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return facts;
  }

  /** What is known about the filter (by factsKey), while it is fresh. */
  private freshFacts(key: string): FilterFacts | undefined {
    const hit = this.factsCache().get(key);
    return hit && hit.until > Date.now() ? hit : undefined;
  }

  private factsCache(): Map<string, FilterFacts> {
    let cache = factsCaches.get(this.db);
    if (!cache) {
      cache = new Map();
      factsCaches.set(this.db, cache);
    }
    return cache;
  }

  /**
   * Counts per (status, funnel stage) for the boards. Grouped by the enum values and cast to text only for the
   * few groups: casting every row first cost a quarter of the time (1M leads: 450 → 355 ms for an admin).
   */
  countByStatusAndStage(f: LeadSearchFilter): Promise<GroupCount[]> {
    return this.db.$queryRaw<GroupCount[]>`
      SELECT g.status::text AS status, g.stage::text AS stage, g.n
      FROM (
        SELECT l.status, l.status_profile AS stage, count(*)::int AS n FROM leads l WHERE ${leadWhereSql(f)} GROUP BY 1, 2
      ) g`;
  }
}
