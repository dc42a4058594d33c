import { checkEightDigitDay } from "@portal/contracts/date-fields";
import { isEightDigitDate } from "@portal/contracts/validators";
import { fieldError } from "../../lib/app-error";

export const BUSINESS_TIME_ZONE = "America/Sao_Paulo";

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (it was 8% of the
 * API's CPU for a GET /leads with a date range, which builds four day boundaries in two passes each).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, f);
  }
  return f;
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. -180 for São Paulo today). */
export function timeZoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day starts in the business time zone. */
export function startOfBusinessDay(year: number, month: number, day: number): Date {
  const naive = Date.UTC(year, month - 1, day);
  const first = naive - timeZoneOffsetMinutes(new Date(naive), BUSINESS_TIME_ZONE) * 60_000;
  // A second pass settles days whose offset differs from the UTC-midnight guess (old DST changes).
  return new Date(naive - timeZoneOffsetMinutes(new Date(first), BUSINESS_TIME_ZONE) * 60_000);
}

export interface DayRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive: the start of the next day. */
  end: Date;
}

/**
 * Spec 5: a date filter applies only when it holds exactly 8 digits (DDMMYYYY, a day in America/Sao_Paulo).
 * Anything else is ignored (null). Eight digits that are not a calendar day are a 400 naming the field.
 */
export function parseEightDigitDay(value: string | null | undefined, field: string): DayRange | null {
  if (!isEightDigitDate(value)) return null;
  // The same rule as the query schemas (date-fields.ts): a real day in the portal's year range.
  const checked = checkEightDigitDay(value);
  if (!checked.ok) throw fieldError(field, checked.message);
  const { year, month, day } = checked.day;
  return { start: startOfBusinessDay(year, month, day), end: startOfBusinessDay(year, month, day + 1) };
}

/** createdAt window from starts_date / ends_date (each applied only when exactly 8 digits). */
export function createdAtWindow(startsDate?: string, endsDate?: string): { from?: Date; to?: Date } {
  const from = parseEightDigitDay(startsDate, "starts_date");
  const to = parseEightDigitDay(endsDate, "ends_date");
  return { from: from?.start, to: to?.end };
}
