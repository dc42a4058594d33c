import { z } from "zod";
import { saoPauloDay } from "./dates";
import { FIELD_MSG } from "./messages";

/**
 * The one family of date and time request fields (decision 060): calendar days "YYYY-MM-DD", months "YYYY-MM",
 * instants (ISO 8601) and the spec's DDMMYYYY filters. Every one refuses a value that is not a real date, and any
 * year outside DATE_YEAR_MIN..DATE_YEAR_MAX: year 0000 was read as 1900 by Date.UTC and year 9999 plus a duration
 * reached year 10000, which PostgreSQL stores but no ISO string can carry back (500s, and rows nobody could remove).
 * Bounds of a field's own (a birth date not in the future, an appointment not in the past) are options, so each
 * module states its rule on the same schema.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

/** First instant of DATE_YEAR_MIN and first instant after DATE_YEAR_MAX, UTC. */
const INSTANT_MIN_MS = Date.UTC(DATE_YEAR_MIN, 0, 1);
const INSTANT_END_MS = Date.UTC(DATE_YEAR_MAX + 1, 0, 1);

export const DATE_MSG = {
  day: "deve ser uma data no formato AAAA-MM-DD",
  month: "deve ser um mês no formato AAAA-MM",
  instant: "deve ser uma data e hora ISO 8601",
  eightDigits: FIELD_MSG.eightDigitDate,
  notADay: "deve ser uma data válida",
  yearRange: `deve estar entre os anos ${DATE_YEAR_MIN} e ${DATE_YEAR_MAX}`,
  notFuture: "não pode ser uma data futura",
  notBefore: (limit: string) => `não pode ser anterior a ${limit}`,
  notAfter: (limit: string) => `não pode ser posterior a ${limit}`,
} as const;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Whether a year is one the portal stores. */
export const isYearInRange = (year: number) => year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;

/** Whether year/month/day name a real calendar day (2026-02-31 and 2026-13-01 do not). */
function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear does not.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

type DayCheck = { ok: true; day: CalendarDay } | { ok: false; message: string };

function checkDay(day: CalendarDay, format: string): DayCheck {
  if (!isRealDay(day)) return { ok: false, message: format === DATE_MSG.day ? DATE_MSG.notADay : format };
  if (!isYearInRange(day.year)) return { ok: false, message: DATE_MSG.yearRange };
  return { ok: true, day };
}

/** "YYYY-MM-DD" -> its day, or why not. */
export function checkIsoDay(value: string): DayCheck {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { ok: false, message: DATE_MSG.day };
  return checkDay({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, DATE_MSG.day);
}

/** DDMMYYYY -> its day, or why not (the spec's date filters). */
export function checkEightDigitDay(value: string): DayCheck {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!m) return { ok: false, message: DATE_MSG.eightDigits };
  return checkDay({ year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) }, DATE_MSG.eightDigits);
}

/** "YYYY-MM" -> why not, or null. */
export function monthIssue(value: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!m) return DATE_MSG.month;
  return isYearInRange(Number(m[1])) ? null : DATE_MSG.yearRange;
}

/** An ISO instant (already in ISO form) -> why not, or null. */
export function instantIssue(value: string): string | null {
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return DATE_MSG.instant;
  return t >= INSTANT_MIN_MS && t < INSTANT_END_MS ? null : DATE_MSG.yearRange;
}

/* Issues below stop the parse (continue: false): an object refinement must not report the same field again. */

/** A bound evaluated when a value is parsed ("today" moves), with the text shown when it is crossed. */
export interface Bound<T> {
  value: T | (() => T);
  message?: string;
}
const boundValue = <T>(b: Bound<T>): T => (typeof b.value === "function" ? (b.value as () => T)() : b.value);

export interface DayFieldOptions {
  /** Earliest day allowed, "YYYY-MM-DD" (inclusive). */
  min?: Bound<string>;
  /** Latest day allowed, "YYYY-MM-DD" (inclusive). */
  max?: Bound<string>;
}

/** A calendar day "YYYY-MM-DD" that exists, in DATE_YEAR_MIN..DATE_YEAR_MAX, within the field's own bounds. */
export function dayField(options: DayFieldOptions = {}) {
  return z.string({ error: FIELD_MSG.required }).superRefine((v, ctx) => {
    const checked = checkIsoDay(v);
    if (!checked.ok) return void ctx.addIssue({ code: "custom", continue: false, message: checked.message });
    // "YYYY-MM-DD" strings compare in calendar order.
    if (options.min && v < boundValue(options.min)) {
      ctx.addIssue({
        code: "custom",
        continue: false,
        message: options.min.message ?? DATE_MSG.notBefore(boundValue(options.min)),
      });
    }
    if (options.max && v > boundValue(options.max)) {
      ctx.addIssue({
        code: "custom",
        continue: false,
        message: options.max.message ?? DATE_MSG.notAfter(boundValue(options.max)),
      });
    }
  });
}

/** A birth date: a real day from DATE_YEAR_MIN up to today in São Paulo, never in the future. */
export const birthDateField = () =>
  dayField({ max: { value: () => saoPauloDay(new Date()), message: DATE_MSG.notFuture } });

/** A month "YYYY-MM" in DATE_YEAR_MIN..DATE_YEAR_MAX. */
export function monthField() {
  return z.string({ error: FIELD_MSG.required }).superRefine((v, ctx) => {
    const issue = monthIssue(v);
    if (issue) ctx.addIssue({ code: "custom", continue: false, message: issue });
  });
}

export interface InstantFieldOptions {
  /** Accept a UTC offset ("-03:00") besides "Z". Default true. */
  offset?: boolean;
  /** Earliest instant allowed (inclusive). */
  min?: Bound<Date>;
  /** Latest instant allowed (inclusive). */
  max?: Bound<Date>;
  /** Extra rule on the parsed instant (e.g. a grid), with its text. */
  refine?: { check: (at: Date) => boolean; message: string };
}

/** An ISO 8601 date and time, in DATE_YEAR_MIN..DATE_YEAR_MAX (UTC), within the field's own bounds. */
export function instantField(options: InstantFieldOptions = {}) {
  return z.iso
    .datetime({ offset: options.offset ?? true, error: DATE_MSG.instant, abort: true })
    .superRefine((v, ctx) => {
      const issue = instantIssue(v);
      if (issue) return void ctx.addIssue({ code: "custom", continue: false, message: issue });
      const at = new Date(v);
      if (options.min && at < boundValue(options.min)) {
        const limit = boundValue(options.min).toISOString();
        ctx.addIssue({ code: "custom", continue: false, message: options.min.message ?? DATE_MSG.notBefore(limit) });
      }
      if (options.max && at > boundValue(options.max)) {
        const limit = boundValue(options.max).toISOString();
        ctx.addIssue({ code: "custom", continue: false, message: options.max.message ?? DATE_MSG.notAfter(limit) });
      }
      if (options.refine && !options.refine.check(at))
        ctx.addIssue({ code: "custom", continue: false, message: options.refine.message });
    });
}

/**
 * A spec date filter (spec 5): applied only when it holds exactly 8 digits (DDMMYYYY); anything else is ignored, as
 * the spec says. Eight digits that are not a day in DATE_YEAR_MIN..DATE_YEAR_MAX are refused.
 */
export function eightDigitDayFilter() {
  return z
    .string()
    .max(20)
    .superRefine((v, ctx) => {
      if (!/^\d{8}$/.test(v)) return;
      const checked = checkEightDigitDay(v);
      if (!checked.ok) ctx.addIssue({ code: "custom", continue: false, message: checked.message });
    });
}

/** A required DDMMYYYY day (the stand's partial report). */
export function eightDigitDayField() {
  return z.string({ error: FIELD_MSG.required }).superRefine((v, ctx) => {
    const checked = checkEightDigitDay(v);
    if (!checked.ok) ctx.addIssue({ code: "custom", continue: false, message: checked.message });
  });
}
