import { isEightDigitDate } from "@portal/contracts/validators";

/**
 * Dates travel to the API as 8 digits, DDMMYYYY (spec 3 and 5); the URL and the date pickers use
 * ISO days (YYYY-MM-DD), which read well and do not turn into numbers when the URL is parsed.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (no 31/02), as YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().startsWith(value);
}

/** "2026-11-05" -> "05112026"; anything that is not a real day -> undefined (left out of the query). */
export function isoToEightDigits(value: string | null | undefined): string | undefined {
  if (!isIsoDay(value)) return undefined;
  const [year, month, day] = value.split("-");
  const digits = `${day}${month}${year}`;
  return isEightDigitDate(digits) ? digits : undefined;
}

/** "05112026" -> "2026-11-05"; anything else -> undefined. */
export function eightDigitsToIso(value: string | null | undefined): string | undefined {
  if (!isEightDigitDate(value)) return undefined;
  const iso = `${value.slice(4, 8)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
  return isIsoDay(iso) ? iso : undefined;
}

/** "2026-11-05" -> "05/11/2026" for chips and summaries. */
export function isoToDisplay(value: string | null | undefined): string {
  if (!isIsoDay(value)) return "";
  const [year, month, day] = value.split("-");
  return `${day}/${month}/${year}`;
}
