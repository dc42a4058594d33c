import { isWithinWindow, localClock } from "../distribution/rotation";
import type { OpeningHours } from "./stand-rows";

/** The stand's opening hours as stored (jsonb), defensively read. */
export function openingHoursOf(value: unknown): OpeningHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (h): h is OpeningHours =>
      !!h &&
      typeof h === "object" &&
      typeof (h as OpeningHours).weekday === "number" &&
      typeof (h as OpeningHours).opens_at === "string" &&
      typeof (h as OpeningHours).closes_at === "string",
  );
}

/** Inside one of the opening windows at this instant (America/Sao_Paulo, the roulette's clock). */
export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  return hours.some((h) => isWithinWindow({ weekdays: [h.weekday], startsAt: h.opens_at, endsAt: h.closes_at }, at));
}

const DAY_MINUTES = 24 * 60;
const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The most recent end of a stand's day before `at`: for each weekday, the latest closing among that day's windows
 * (a lunch break between two windows is not the end of the day; a window that crosses midnight closes the next
 * morning). Null when the stand has no hours. Counted in whole days of America/Sao_Paulo wall time (no daylight
 * saving there since 2019; a change of offset would move the answer by that hour, harmless for an end-of-day sweep).
 */
export function lastDayEnd(hours: readonly OpeningHours[], at: Date): Date | null {
  const latest = new Map<number, number>();
  for (const h of hours) {
    const opens = toMinutes(h.opens_at);
    const closes = toMinutes(h.closes_at);
    const end = closes <= opens ? closes + DAY_MINUTES : closes;
    latest.set(h.weekday, Math.max(latest.get(h.weekday) ?? 0, end));
  }
  if (latest.size === 0) return null;
  const { weekday, minutes } = localClock(at);
  const nowMinute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  let best: number | null = null;
  for (let back = 0; back <= 8; back++) {
    const end = latest.get((((weekday - back) % 7) + 7) % 7);
    if (end === undefined) continue;
    // Minutes from that day's local midnight to its end, relative to now's local midnight.
    const ago = minutes - (end - back * DAY_MINUTES);
    if (ago > 0 && (best === null || ago < best)) best = ago;
  }
  return best === null ? null : new Date(nowMinute.getTime() - best * 60_000);
}

/**
 * The opening hours of an enterprise's stand, for other modules (the agenda books stand visits inside them,
 * decision 066). Empty when the enterprise has no stand or its stand has no hours set.
 */
export async function standOpeningHours(
  stands: { find(enterpriseId: string): Promise<{ openingHours: unknown } | null> },
  enterpriseId: string,
): Promise<OpeningHours[]> {
  const stand = await stands.find(enterpriseId);
  return openingHoursOf(stand?.openingHours);
}
