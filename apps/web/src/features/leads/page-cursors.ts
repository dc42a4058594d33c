import type { LeadListApiQuery } from "./lead-search";

/**
 * The list's numbered pages go by `skip`, which PostgreSQL pays row by row (page 1,000 reads 50,000 index
 * entries first). Each answer carries `next_cursor`, the keyset position after its last row: when the page
 * asked for is the one right after a page already read with the same filters and sort, the request sends that
 * cursor instead of `skip`, and costs what page 1 costs at any depth (decision 008). Jumps to a page never
 * reached one by one still use `skip`. Cursors are remembered per filter set, for the few most recent ones.
 */
export class PageCursors {
  private readonly byFilters = new Map<string, Map<number, string>>();

  constructor(
    private readonly maxFilterSets = 20,
    private readonly maxPagesPerSet = 500,
  ) {}

  /** The query to send for this page: with `cursor` (and no skip) when one is known, else unchanged. */
  request(query: LeadListApiQuery): LeadListApiQuery {
    const skip = Number(query.skip ?? 0);
    if (skip <= 0) return query;
    const cursor = this.byFilters.get(signature(query))?.get(skip);
    if (!cursor) return query;
    const { skip: _, ...rest } = query;
    return { ...rest, cursor };
  }

  /** Remembers where the page after this one starts (null: this page was the last). */
  remember(query: LeadListApiQuery, nextCursor: string | null): void {
    const key = signature(query);
    const pages = this.byFilters.get(key) ?? new Map<number, string>();
    this.byFilters.delete(key); // most recently used last
    this.byFilters.set(key, pages);
    if (this.byFilters.size > this.maxFilterSets) {
      const oldest = this.byFilters.keys().next().value;
      if (oldest !== undefined) this.byFilters.delete(oldest);
    }
    const next = Number(query.skip ?? 0) + Number(query.limit ?? 0);
    if (!nextCursor) {
      pages.delete(next);
      return;
    }
    pages.set(next, nextCursor);
    if (pages.size > this.maxPagesPerSet) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
  }
}

/** Everything but the position: the filters, the sort and the page size. */
function signature(query: LeadListApiQuery): string {
  const { skip: _, cursor: __, ...rest } = query;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}
