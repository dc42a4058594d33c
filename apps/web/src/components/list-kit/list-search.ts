import { z } from "zod";
import { patchSearch } from "../../lib/search-params";
import type { SortState } from "./list-columns";

/**
 * The URL params every kit list shares, beside its own filters: `page` (lib/search-params' searchPage), and for
 * sortable lists `sortBy` and `direction` named as GET /leads names them. A bad value falls back to the default
 * instead of failing the route.
 */
export function searchSort<S extends string>(fields: readonly [S, ...S[]]) {
  return {
    sortBy: z.enum(fields).optional().catch(undefined),
    direction: z.enum(["asc", "desc"]).optional().catch(undefined),
  };
}

/** The page's skip/limit on the wire (page 1 when the URL has none). */
export function pageQuery(page: number | undefined, pageSize: number): { skip: number; limit: number } {
  return { skip: ((page ?? 1) - 1) * pageSize, limit: pageSize };
}

/** The sort in effect: the URL's, or the list's default. */
export function currentSort<S extends string>(
  search: { sortBy?: S; direction?: "asc" | "desc" },
  defaultSort: SortState<S>,
): SortState<S> {
  return { sortBy: search.sortBy ?? defaultSort.sortBy, direction: search.direction ?? defaultSort.direction };
}

/** The search params on another page: page 1 stays out of the URL. */
export function withPage(prev: Record<string, unknown>, page: number): Record<string, unknown> {
  return patchSearch(prev, { page: page === 1 ? undefined : page }, { keepPage: true });
}

/**
 * The search params after "Limpar filtros": only the `kept` params survive (a tab such as the solicitations' box,
 * or the partners' status, is not a filter).
 */
export function clearedSearch(prev: Record<string, unknown>, kept: readonly string[] = []): Record<string, unknown> {
  return patchSearch(Object.fromEntries(kept.map((k) => [k, prev[k]])), {});
}
