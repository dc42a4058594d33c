/**
 * The demo history's clock: São Paulo months relative to `now`, and instants drawn inside them. Brazil has kept
 * UTC-3 all year since 2019 (no daylight saving), so a São Paulo wall time is the UTC instant three hours later;
 * the reports group by the same months (to_char(at AT TIME ZONE 'America/Sao_Paulo')).
 */
import type { Rng } from "../leads/prng";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const SP_OFFSET = 3 * HOUR;

/** Year and 0-based month of `now` in São Paulo. */
function spYearMonth(now: Date): { y: number; m: number } {
  const local = new Date(now.getTime() - SP_OFFSET);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() };
}

/** The instant São Paulo month `monthsAgo` (0 = the current one) begins, plus `day - 1` days and `hour` hours. */
export function spMonthStart(now: Date, monthsAgo: number, day = 1, hour = 0): Date {
  const { y, m } = spYearMonth(now);
  return new Date(Date.UTC(y, m - monthsAgo, day, hour) + SP_OFFSET);
}

/** "YYYY-MM" of the São Paulo month `monthsAgo` months before `now`'s. */
export function spMonthKey(now: Date, monthsAgo: number): string {
  const { y, m } = spYearMonth(now);
  return new Date(Date.UTC(y, m - monthsAgo, 1)).toISOString().slice(0, 7);
}

/** 1..12: the calendar month of `monthsAgo`. */
export function calendarMonth(now: Date, monthsAgo: number): number {
  return Number(spMonthKey(now, monthsAgo).slice(5, 7));
}

/** São Paulo wall-clock hour of an instant. */
export const spHour = (at: Date) => new Date(at.getTime() - SP_OFFSET).getUTCHours();

/**
 * A business-hours instant (8h-20h São Paulo) in [from, to); null when the window is empty. Instants past `to` are
 * pulled back, so history never reaches into the future.
 */
export function instantBetween(rng: Rng, from: Date, to: Date): Date | null {
  const span = to.getTime() - from.getTime();
  if (span <= HOUR) return null;
  const at = new Date(from.getTime() + Math.floor(rng.next() * span));
  const hour = spHour(at);
  const shifted =
    hour < 8 ? at.getTime() + (8 - hour) * HOUR : hour >= 20 ? at.getTime() - (hour - 19) * HOUR : at.getTime();
  return new Date(Math.min(Math.max(shifted, from.getTime()), to.getTime() - MINUTE));
}

/** `at` plus a random duration in [minMs, maxMs]. */
export const after = (rng: Rng, at: Date, minMs: number, maxMs: number) =>
  new Date(at.getTime() + minMs + Math.floor(rng.next() * (maxMs - minMs)));

/** The start of the 30-minute slot holding `at`. */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / (30 * MINUTE)) * 30 * MINUTE);
