import { CSV_BOM, CSV_SEPARATOR, csvText } from "@portal/contracts/exports";
import type { CsvValue, ListColumn } from "./list-columns";

/** `;` and the formula escaping are the server exports' (contracts/exports.ts, decision 073). */
export { CSV_SEPARATOR };

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return csvText(value);
}

/** A CSV file's text: UTF-8 BOM (so spreadsheet programs read the accents), ";" between cells, CRLF lines. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join("\r\n")}\r\n`;
}

/** The exported columns (those with a `csv` value) of the rows, under their headers. */
export function columnsToCsv<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((c) => c.csv);
  return toCsv([
    exported.map((c) => c.header),
    ...rows.map((row) => exported.map((c) => (c.csv as (r: T) => CsvValue)(row))),
  ]);
}

/** The API's list shape (`{ payload, pagination: { total, skip, limit } }`). */
export interface ListPage<T> {
  payload: T[];
  pagination: { total: number };
}

/** The largest page the API's list endpoints give (paginationQuery's limit). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops here: a bigger one belongs to a server-side report, not to a browser's memory. */
export const EXPORT_MAX_ROWS = 5000;

/**
 * Every row of the current filter, page after page (skip/limit), up to `maxRows`. `truncated` says the filter had
 * more rows than were fetched.
 */
export async function fetchAllRows<T>(
  fetchPage: (page: { skip: number; limit: number }) => Promise<ListPage<T>>,
  options: { pageSize?: number; maxRows?: number } = {},
): Promise<{ rows: T[]; total: number; truncated: boolean }> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const rows: T[] = [];
  let total = 0;
  for (;;) {
    const limit = Math.min(pageSize, maxRows - rows.length);
    const page = await fetchPage({ skip: rows.length, limit });
    total = page.pagination.total;
    rows.push(...page.payload.slice(0, limit));
    // A short page is the last one, whatever the total said (rows may vanish while we read).
    if (page.payload.length < limit || rows.length >= total || rows.length >= maxRows) break;
  }
  return { rows, total, truncated: total > rows.length };
}

/** "usuarios-2026-11-28.csv": the list's name and the São Paulo day of the export. */
export function csvFileName(name: string, now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `${name}-${day}.csv`;
}
