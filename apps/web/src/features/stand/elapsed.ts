import { saoPauloDay } from "@portal/contracts/dates";

/**
 * The board's clocks: how long a specialist has been serving, how long a visitor has waited. Computed from the
 * server's `generated_at` so a device whose clock is off still shows the right minutes.
 */

/** Milliseconds to add to this device's clock to read the server's (from one answer's `generated_at`). */
export function serverOffset(generatedAt: string, receivedAt: number): number {
  const server = Date.parse(generatedAt);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** "agora", "5 min", "1 h 05 min" since `since`; "—" without a start. */
export function formatElapsed(since: string | null | undefined, now: number): string {
  if (!since) return "—";
  const start = Date.parse(since);
  if (Number.isNaN(start)) return "—";
  const minutes = Math.floor(Math.max(0, now - start) / 60_000);
  if (minutes < 1) return "agora";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "1º", "2º": the place in the queue. */
export function ordinal(position: number): string {
  return `${position}º`;
}

/** "agora mesmo", "há 5 min", "há 1 h 05 min". */
export function formatSince(since: string | null | undefined, now: number): string {
  const elapsed = formatElapsed(since, now);
  if (elapsed === "—") return elapsed;
  return elapsed === "agora" ? "agora mesmo" : `há ${elapsed}`;
}

/** Today in São Paulo as the API's 8-digit date filter, DDMMYYYY. */
export function todayFilter(at: Date = new Date()): string {
  const [y, m, d] = saoPauloDay(at).split("-");
  return `${d}${m}${y}`;
}
