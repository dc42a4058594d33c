import { useEffect, useState } from "react";
import { LOCALE } from "./format";

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "always" });

const STEPS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: "year", seconds: 365 * 86_400 },
  { unit: "month", seconds: 30 * 86_400 },
  { unit: "day", seconds: 86_400 },
  { unit: "hour", seconds: 3_600 },
  { unit: "minute", seconds: 60 },
];

/**
 * When something happened: "há 5 minutos", "há 2 dias". Every caller shows a past instant (a log, a movement, the
 * last interest), stamped by the server's clock; when this device's clock is behind, such an instant looks like the
 * future. It never reads "em 1 minuto": anything from 45 seconds ago on, future included, is "agora mesmo". Each
 * unit is floored, so 119 seconds is still "há 1 minuto".
 */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value == null) return "—";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  const agoSeconds = (now.getTime() - date.getTime()) / 1000;
  if (agoSeconds < 45) return "agora mesmo";
  for (const step of STEPS) {
    if (agoSeconds >= step.seconds) return relative.format(-Math.floor(agoSeconds / step.seconds), step.unit);
  }
  return relative.format(-1, "minute");
}

/** The current time, refreshed every `intervalMs` (spec 9: list clocks refresh every 60 s). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
