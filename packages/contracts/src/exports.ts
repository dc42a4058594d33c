import { z } from "zod";
import { formatCalendarDate, TIME_ZONE } from "./dates";
import { formatBRL } from "./money";

/**
 * Streamed exports (decision 073): the formats, the column definitions every format shares (header in pt-BR, value,
 * kind) and how a value is written as text (CSV, PDF). The XLSX writer keeps the kind and writes native cells.
 */
export const EXPORT_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: `deve ser um de: ${EXPORT_FORMATS.join(", ")}` });

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The rows an export will write, known before its first byte (the web shows progress against it). */
export const EXPORT_TOTAL_HEADER = "x-total-count";

/** An Excel sheet holds 1,048,576 rows, the header included. */
export const XLSX_MAX_ROWS = 1_048_576;
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_ROWS - 1;
/** A PDF is for reading and printing: past this many rows (~460 A4 landscape pages) it is refused, CSV offered. */
export const PDF_MAX_ROWS = 20_000;

// Marked pure so a bundle that uses none of the formatters (the web imports only the endpoint) drops them.
const int = /* @__PURE__ */ new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

export const EXPORT_MSG = {
  tooManyForXlsx: (rows: number) =>
    `O Excel comporta até ${int.format(XLSX_MAX_DATA_ROWS)} linhas e este filtro tem ${int.format(rows)}. ` +
    "Exporte em CSV (sem limite de linhas) ou refine os filtros.",
  tooManyForPdf: (rows: number) =>
    `O PDF comporta até ${int.format(PDF_MAX_ROWS)} linhas e este filtro tem ${int.format(rows)}. ` +
    "Exporte em Excel ou CSV, ou refine os filtros.",
  /** The download broke after its first byte (the server failed or the connection dropped): no file is saved. */
  interrupted: "A exportação foi interrompida antes do fim e o arquivo não foi salvo. Tente novamente.",
} as const;

/**
 * What a cell holds. text: as is; integer / decimal: numbers; money: centavos (number or bigint) shown as R$;
 * date: an instant shown as its São Paulo day (dd/mm/aaaa); datetime: an instant in São Paulo (dd/mm/aaaa hh:mm);
 * day: a calendar date (a DATE column) with no time-zone shift; boolean: Sim / Não.
 */
export type ExportKind = "text" | "integer" | "decimal" | "money" | "date" | "datetime" | "day" | "boolean";
export type ExportValue = string | number | bigint | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  /** pt-BR, as the screen's column. */
  header: string;
  kind: ExportKind;
  value: (row: T) => ExportValue;
  /** Relative width (characters) for XLSX columns and PDF tables; default from the kind. */
  width?: number;
}

export const DEFAULT_WIDTHS: Record<ExportKind, number> = {
  text: 24,
  integer: 10,
  decimal: 12,
  money: 16,
  date: 12,
  datetime: 17,
  day: 12,
  boolean: 8,
};

const HOUR_MS = 3_600_000;
const offsetParts = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});
/** São Paulo's UTC offset per UTC hour (offsets change on the hour): an export asks Intl once per hour it shows. */
const offsets = /* @__PURE__ */ new Map<number, number>();
const OFFSETS_MAX = 50_000;

/** São Paulo's UTC offset (ms, negative: -3 h) at an instant, from the time-zone database. */
export function saoPauloOffsetMs(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const p: Record<string, string> = {};
  for (const part of offsetParts.formatToParts(new Date(hour * HOUR_MS))) p[part.type] = part.value;
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  const offset = local - hour * HOUR_MS;
  if (offsets.size >= OFFSETS_MAX) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
/**
 * formatDate / formatDateTime (dates.ts) for exports' hundreds of thousands of cells: the same text ("28/02/2026",
 * "28/02/2026 23:30"; exports.test.ts compares them), written from the cached offset instead of one Intl call per
 * cell, which was a third of a CSV row's cost.
 */
function saoPauloText(value: string | Date, withTime: boolean): string {
  const utc = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(utc)) return "";
  const d = new Date(utc + saoPauloOffsetMs(utc));
  const day = `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  return withTime ? `${day} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}` : day;
}

const decimal = /* @__PURE__ */ new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 6, useGrouping: false });

/** A value as the text CSV and PDF write ("" when empty): the portal's one formatter for each kind. */
export function exportText(kind: ExportKind, value: ExportValue): string {
  if (value === null || value === undefined || value === "") return "";
  switch (kind) {
    case "money":
      return formatBRL(Number(value));
    case "date":
      return saoPauloText(value as string | Date, false);
    case "datetime":
      return saoPauloText(value as string | Date, true);
    case "day":
      return formatCalendarDate(value as string | Date);
    case "boolean":
      return value ? "Sim" : "Não";
    case "integer":
      return String(value);
    case "decimal":
      return typeof value === "number" ? decimal.format(value) : String(value);
    default:
      return String(value);
  }
}

/** Spreadsheets in Brazil (Excel pt-BR, LibreOffice) split on ";" by default: "," is the decimal separator. */
export const CSV_SEPARATOR = ";";
/** The CSV file's first bytes: a UTF-8 BOM, so Excel reads the accents. */
export const CSV_BOM = "\uFEFF";

/*
 * A cell that starts with = + - @ (or a tab / carriage return) is read as a formula by spreadsheet programs (CSV
 * injection, OWASP ASVS 1.2.10): such text gets a leading apostrophe. Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** One CSV cell of text: formula-escaped, quoted when it holds a quote, the separator or a line break. */
export function csvText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
