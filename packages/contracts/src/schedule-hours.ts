import { SLOT_MINUTES, SLOT_MS } from "./schedules";

/**
 * When an appointment may start (decision 066): never before the current half hour, and a stand visit only inside
 * the stand's opening hours. The API refuses the rest (400 on "starts_at"); the web's time picker offers only what
 * the API accepts, from these same functions.
 */

/** One opening window of a stand (stands.opening_hours, decision 048): weekday 0 (Sunday)..6, "HH:MM" São Paulo. */
export interface StandOpeningWindow {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

/** São Paulo keeps UTC-3 all year (no daylight saving since 2019): the same fixed offset as the agenda's grid. */
const SP_OFFSET_MS = 3 * 3_600_000;
const DAY_MINUTES = 24 * 60;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
/** "23:59" is how a stand says "until midnight" (opening hours are HH:MM of one day): the last slot fits. */
const closingMinutes = (hhmm: string) => (hhmm === "23:59" ? DAY_MINUTES : toMinutes(hhmm));

/**
 * The earliest start the agenda accepts at `now`: the beginning of the current half hour. Booking the slot that is
 * under way is allowed (a visitor who just arrived, a call starting now); anything before it is the past.
 */
export function earliestScheduleStart(now: Date = new Date()): Date {
  return new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS);
}

export function isPastSlot(startsAt: Date, now: Date = new Date()): boolean {
  return startsAt.getTime() < earliestScheduleStart(now).getTime();
}

/** The São Paulo weekday (0 = Sunday) and minutes since local midnight of an instant. */
function localClock(at: Date): { weekday: number; minutes: number } {
  const local = new Date(at.getTime() - SP_OFFSET_MS);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The opening windows of a São Paulo day ("YYYY-MM-DD"), in order. */
export function standWindowsOfDay(hours: readonly StandOpeningWindow[], day: string): StandOpeningWindow[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return hours.filter((h) => h.weekday === weekday).sort((a, b) => toMinutes(a.opens_at) - toMinutes(b.opens_at));
}

/**
 * Whether [startsAt, endsAt) lies inside one opening window of the stand (a lunch break between two windows splits
 * the day; a visit does not straddle it). A stand without any opening hours restricts nothing: there is nothing
 * to check against (the stand's settings, PUT /enterprises/{id}/stand, say when it opens).
 */
export function fitsStandHours(hours: readonly StandOpeningWindow[], startsAt: Date, endsAt: Date): boolean {
  if (hours.length === 0) return true;
  const { weekday, minutes } = localClock(startsAt);
  const end = minutes + (endsAt.getTime() - startsAt.getTime()) / 60_000;
  return hours.some(
    (h) => h.weekday === weekday && toMinutes(h.opens_at) <= minutes && end <= closingMinutes(h.closes_at),
  );
}

/** "09:00–12:00, 13:00–18:00" for a day's windows; "fechado" when there are none. */
export function formatStandWindows(windows: readonly StandOpeningWindow[]): string {
  if (windows.length === 0) return "fechado";
  return windows.map((w) => `${w.opens_at}–${w.closes_at}`).join(", ");
}

/** The stand's windows of the São Paulo day an instant falls on. */
export function standWindowsAt(hours: readonly StandOpeningWindow[], at: Date): StandOpeningWindow[] {
  const { weekday } = localClock(at);
  return hours.filter((h) => h.weekday === weekday).sort((a, b) => toMinutes(a.opens_at) - toMinutes(b.opens_at));
}

/** The half-hour start times ("HH:MM") of a São Paulo day at which an appointment of `durationMinutes` may start. */
export function allowedSlotTimes(opts: {
  day: string;
  durationMinutes: number;
  now?: Date;
  /** The stand's hours when the appointment is a stand visit; undefined for other types. */
  standHours?: readonly StandOpeningWindow[];
}): string[] {
  const dayStart = new Date(`${opts.day}T00:00:00-03:00`).getTime();
  if (!Number.isFinite(dayStart)) return [];
  const earliest = earliestScheduleStart(opts.now ?? new Date()).getTime();
  const times: string[] = [];
  for (let m = 0; m < DAY_MINUTES; m += SLOT_MINUTES) {
    const start = dayStart + m * 60_000;
    if (start < earliest) continue;
    const end = new Date(start + opts.durationMinutes * 60_000);
    if (opts.standHours && !fitsStandHours(opts.standHours, new Date(start), end)) continue;
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}
