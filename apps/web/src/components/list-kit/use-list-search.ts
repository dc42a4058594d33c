import { useNavigate } from "@tanstack/react-router";
import { patchSearch } from "../../lib/search-params";
import { nextSort, type SortState } from "./list-columns";
import { clearedSearch, withPage } from "./list-search";

type Search = Record<string, unknown>;

/**
 * A kit list's URL actions. Filter changes replace the history entry and go back to page 1; a page change or a
 * sort pushes one (Back returns to the previous page). Route files validate the params with their zod schema.
 */
export function useListSearch<S extends string = string>(
  options: { keep?: readonly string[]; sort?: { defaultSort: SortState<S>; ascendingFirst?: readonly S[] } } = {},
) {
  const navigate = useNavigate();
  // One typed door to the router: the kit is shared by routes whose search types differ.
  const go = (search: (prev: Search) => Search, replace = false) =>
    void navigate({ to: ".", search: search as never, replace });
  return {
    setFilters: (patch: Search) => go((prev) => patchSearch(prev, patch), true),
    clearFilters: () => go((prev) => clearedSearch(prev, options.keep), true),
    setPage: (page: number) => go((prev) => withPage(prev, page)),
    sortBy: (column: S) =>
      go((prev) => {
        const sort = options.sort;
        if (!sort) return prev;
        const next = nextSort(prev as Partial<SortState<S>>, column, sort);
        return patchSearch(prev, { sortBy: next.sortBy, direction: next.direction });
      }),
  };
}
