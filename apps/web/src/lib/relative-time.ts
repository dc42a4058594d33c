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
 * "há 5 minutos", "há 2 dias", "em 3 horas". Under 45 seconds either way reads "agora mesmo";
 * each unit is floored, so 119 seconds is still "há 1 minuto" (never rounds into the future).
 */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value == null) return "—";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  const diffSeconds = (date.getTime() - now.getTime()) / 1000;
  const abs = Math.abs(diffSeconds);
  if (abs < 45) return "agora mesmo";
  for (const step of STEPS) {
    if (abs >= step.seconds) {
      const amount = Math.floor(abs / step.seconds);
      return relative.format(diffSeconds < 0 ? -amount : amount, step.unit);
    }
  }
  return relative.format(diffSeconds < 0 ? -1 : 1, "minute");
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
