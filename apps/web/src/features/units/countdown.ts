/** Reservation countdowns and the spec's reserve durations (spec 9). Pure, unit-tested. */

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left until `expiresAt`: "01:29:59" under a day, "2d 03h 15m" beyond, "Expirada" at or past
 * zero. null (indefinite technical reserve) reads "Sem prazo".
 */
export function formatCountdown(expiresAt: string | number | Date | null, now: number | Date): string {
  if (expiresAt === null) return "Sem prazo";
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return "—";
  const ms = end - (now instanceof Date ? now.getTime() : now);
  if (ms <= 0) return "Expirada";
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

export type CountdownUrgency = "expired" | "critical" | "warning" | "ok" | "none";

/** Colour cue: under 10 minutes critical, under an hour warning. */
export function countdownUrgency(expiresAt: string | number | Date | null, now: number | Date): CountdownUrgency {
  if (expiresAt === null) return "none";
  const ms = new Date(expiresAt).getTime() - (now instanceof Date ? now.getTime() : now);
  if (Number.isNaN(ms)) return "none";
  if (ms <= 0) return "expired";
  if (ms < 10 * 60_000) return "critical";
  if (ms < 60 * 60_000) return "warning";
  return "ok";
}

export const URGENCY_COLORS: Record<CountdownUrgency, string> = {
  expired: "gray",
  critical: "red",
  warning: "orange",
  ok: "teal",
  none: "gray",
};

/** "30 min", "1 h 30 min", "24 h", "3 dias", "Indeterminada" (0). */
export function formatDurationMinutes(minutes: number): string {
  if (minutes === 0) return "Indeterminada";
  if (minutes < 60) return `${minutes} min`;
  if (minutes <= 1_440) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const days = Math.floor(minutes / 1_440);
  const rest = minutes % 1_440;
  const base = days === 1 ? "1 dia" : `${days} dias`;
  return rest === 0 ? base : `${base} e ${formatDurationMinutes(rest)}`;
}
