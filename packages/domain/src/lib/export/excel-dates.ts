import { type ExportKind, saoPauloOffsetMs } from "@portal/contracts/exports";

/**
 * Excel keeps dates as days since 1899-12-30 with no time zone: an instant is written as its São Paulo wall-clock
 * time (dates of the portal are shown in America/Sao_Paulo, decision 040).
 */
const EPOCH_OFFSET_DAYS = 25_569; // 1970-01-01 as an Excel serial
const DAY_MS = 86_400_000;

/** The Excel serial of a date-like value: `date` its São Paulo day, `datetime` its São Paulo time, `day` as is. */
export function excelSerial(kind: ExportKind, value: string | Date): number | null {
  if (kind === "day") {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value instanceof Date ? value.toISOString() : value);
    if (!m) return null;
    return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS + EPOCH_OFFSET_DAYS;
  }
  const utc = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(utc)) return null;
  const local = (utc + saoPauloOffsetMs(utc)) / DAY_MS + EPOCH_OFFSET_DAYS;
  // Whole milliseconds: floating noise would show as 23:59:59.999 in some programs.
  return kind === "date" ? Math.floor(local) : Math.round(local * DAY_MS) / DAY_MS;
}
