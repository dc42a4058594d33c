import type { ReactNode } from "react";

/**
 * Where a column shows on a phone's card: "title" top left, "badge" top right, "meta" a dimmed line without its
 * label, "field" a "label: value" line (the default), "actions" at the bottom right, "hidden" only in the table.
 */
export type CardSlot = "title" | "badge" | "meta" | "field" | "actions" | "hidden";

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One column of a list screen. The same definition draws the table's header and cell on a wide screen, the card
 * on a phone and the CSV export's column, so the three never drift apart.
 */
export interface ListColumn<T, S extends string = string> {
  key: string;
  /** Table header, card label and CSV header. An empty header draws an empty <th> (an actions column). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort field this column's header sorts by (GET ...?sortBy=); no header button without it. */
  sortField?: S;
  card?: CardSlot;
  /** The column's value in the CSV export; the column is left out of the export without it. */
  csv?: (row: T) => CsvValue;
  /** Only in the CSV export (a value the screen shows inside another column, such as the e-mail under a name). */
  exportOnly?: boolean;
  width?: number;
  maxWidth?: number;
  align?: "left" | "right";
  nowrap?: boolean;
}

export interface CardLayout<T, S extends string> {
  title: ListColumn<T, S>[];
  badge: ListColumn<T, S>[];
  meta: ListColumn<T, S>[];
  field: ListColumn<T, S>[];
  actions: ListColumn<T, S>[];
}

/** The columns the screen draws (the export-only ones are left out). */
export function shownColumns<C extends { exportOnly?: boolean }>(columns: readonly C[]): C[] {
  return columns.filter((c) => !c.exportOnly);
}

/** The columns grouped by where they show on a phone's card, in their table order. */
export function cardLayout<T, S extends string>(columns: readonly ListColumn<T, S>[]): CardLayout<T, S> {
  const layout: CardLayout<T, S> = { title: [], badge: [], meta: [], field: [], actions: [] };
  for (const column of columns) {
    if (column.exportOnly) continue;
    const slot = column.card ?? "field";
    if (slot !== "hidden") layout[slot].push(column);
  }
  return layout;
}

export type SortDirection = "asc" | "desc";
export interface SortState<S extends string> {
  sortBy: S;
  direction: SortDirection;
}

/**
 * The sort after a click on a column's header: the same column flips its direction, another column starts with
 * its natural direction (`ascendingFirst`: names and places A to Z; dates and levels newest/highest first).
 * The list's default sort is returned as `{}`, so it stays out of the URL.
 */
export function nextSort<S extends string>(
  current: Partial<SortState<S>>,
  column: S,
  options: { defaultSort: SortState<S>; ascendingFirst?: readonly S[] },
): Partial<SortState<S>> {
  const sortBy = current.sortBy ?? options.defaultSort.sortBy;
  const direction = current.direction ?? options.defaultSort.direction;
  const next: SortState<S> =
    sortBy === column
      ? { sortBy: column, direction: direction === "desc" ? "asc" : "desc" }
      : { sortBy: column, direction: options.ascendingFirst?.includes(column) ? "asc" : "desc" };
  return isDefaultSort(next, options.defaultSort) ? {} : next;
}

export function isDefaultSort<S extends string>(sort: SortState<S>, defaultSort: SortState<S>): boolean {
  return sort.sortBy === defaultSort.sortBy && sort.direction === defaultSort.direction;
}

/** aria-sort of a header: what screen readers announce for the column. */
export function ariaSort<S extends string>(column: S, sort: SortState<S>): "ascending" | "descending" | "none" {
  if (sort.sortBy !== column) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}
