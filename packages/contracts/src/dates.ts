/**
 * The one date/time formatter of the portal (API PDFs and sheets, web screens): pt-BR, instants shown in
 * America/Sao_Paulo (docs/decisions/040). Formatters are built once: constructing an Intl.DateTimeFormat costs
 * far more than using one.
 */
export const LOCALE = "pt-BR";
export const TIME_ZONE = "America/Sao_Paulo";

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
// en-CA writes YYYY-MM-DD.
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

type Instant = string | number | Date;

function toDate(value: Instant | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The São Paulo calendar day of an instant, "28/02/2026"; "—" when there is none. */
export function formatDate(value: Instant | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : "—";
}

/** An instant in São Paulo, "28/02/2026 23:30"; "—" when there is none. */
export function formatDateTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date).replace(",", "") : "—";
}

/**
 * A calendar date (a DATE column such as a birth date or a due date: "2026-03-01" or that day at UTC
 * midnight) as "01/03/2026", with no time-zone shift; "—" when there is none.
 */
export function formatCalendarDate(value: string | Date | null | undefined): string {
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString()) : (value ?? "");
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "—";
}

/** The São Paulo calendar day of an instant as "YYYY-MM-DD" (file names, date inputs, daily counters). */
export function saoPauloDay(at: Date): string {
  return dayKeyFormat.format(at);
}

const timeOfDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const dayMonthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit" });

/**
 * When a message was written, as a conversation list shows it: "14:32" today, "ontem", "28/11" before (São Paulo
 * days); "—" when there is none.
 */
export function formatShortWhen(value: Instant | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "—";
  const day = saoPauloDay(date);
  if (day === saoPauloDay(now)) return timeOfDayFormat.format(date);
  if (day === saoPauloDay(new Date(now.getTime() - 86_400_000))) return "ontem";
  return dayMonthFormat.format(date);
}

/** The time of day of an instant in São Paulo, "14:32"; "—" when there is none. */
export function formatTimeOfDay(value: Instant | null | undefined): string {
  const date = toDate(value);
  return date ? timeOfDayFormat.format(date) : "—";
}
