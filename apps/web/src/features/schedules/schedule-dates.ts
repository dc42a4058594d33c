import { SLOT_MINUTES, saoPauloDayStart } from "@portal/contracts/schedules";

/**
 * Calendar arithmetic of the agenda in São Paulo time. São Paulo keeps UTC-3 all year (no daylight saving since
 * 2019), so a São Paulo wall time is the UTC instant minus three hours, whatever the browser's own time zone.
 */
const OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of an instant in São Paulo. */
export function spDay(at: Date | string | number): string {
  return new Date(new Date(at).getTime() - OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since São Paulo midnight (0..1439) of an instant. */
export function spMinutes(at: Date | string): number {
  const t = new Date(at).getTime() - OFFSET_MS;
  return Math.floor((((t % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The week (Sunday first, as the portal's calendars) that holds the day. */
export function weekOf(day: string): string[] {
  const first = addDays(day, -weekday(day));
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** [start, end) instants of São Paulo days from `first` to `last` (both included), as ISO strings. */
export function dayRange(first: string, last: string): { starts_at: string; ends_at: string } {
  return {
    starts_at: saoPauloDayStart(first).toISOString(),
    ends_at: new Date(saoPauloDayStart(last).getTime() + DAY_MS).toISOString(),
  };
}

/** The first and last day of the 6-week grid a month calendar shows (Sunday first). */
export function monthGrid(day: string): { first: string; last: string; month: string } {
  const month = day.slice(0, 7);
  const first = addDays(`${month}-01`, -weekday(`${month}-01`));
  return { first, last: addDays(first, 41), month };
}

/** "HH:MM" of the 48 half hours of a day (spec 9: slots every 30 minutes across 24 h). */
export const SLOT_TIMES: string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => {
  const m = i * SLOT_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
});

/** The instant of a São Paulo day and "HH:MM". */
export function spInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00-03:00`);
}

/** Where an appointment sits in a day column: its first row and how many 30-minute rows it spans (clipped to the day). */
export function gridPlacement(startsAt: string, endsAt: string, day: string): { row: number; span: number } | null {
  const dayStart = saoPauloDayStart(day).getTime();
  const s = Math.max(new Date(startsAt).getTime(), dayStart);
  const e = Math.min(new Date(endsAt).getTime(), dayStart + DAY_MS);
  if (e <= s) return null;
  const row = Math.floor((s - dayStart) / (SLOT_MINUTES * 60_000));
  return { row, span: Math.max(1, Math.ceil((e - s) / (SLOT_MINUTES * 60_000))) };
}

const dayTitle = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "UTC",
  weekday: "long",
  day: "2-digit",
  month: "long",
});
const dayShort = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", weekday: "short", day: "2-digit" });
const monthTitle = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", month: "long", year: "numeric" });

/** "quinta-feira, 27 de novembro". */
export function formatDayTitle(day: string): string {
  return dayTitle.format(new Date(`${day}T12:00:00Z`));
}
/** "qui., 27". */
export function formatDayShort(day: string): string {
  return dayShort.format(new Date(`${day}T12:00:00Z`));
}
/** "novembro de 2026". */
export function formatMonthTitle(day: string): string {
  return monthTitle.format(new Date(`${day.slice(0, 7)}-15T12:00:00Z`));
}
