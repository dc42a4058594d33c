/**
 * Pure rules of the roulette: who is next, who is skipped and why, and whether a roulette is open now.
 * No database here, so the unit tests cover the rotation exactly as the service applies it.
 */

export type AgentStatus = "AVAILABLE" | "IN_PAUSE" | "IN_ATTENDANCE";

export interface RotationAgent {
  id: string;
  userId: string;
  userName: string;
  status: AgentStatus;
  position: number;
  userActive: boolean;
}

export interface Skip {
  agent: RotationAgent;
  reason: "IN_PAUSE" | "IN_ATTENDANCE" | "INACTIVE_USER" | "EXPIRED_THIS_CYCLE";
}

export interface Pick {
  chosen: RotationAgent | null;
  /** Agents ahead of the chosen one (or all, when nobody was chosen) and why each was passed over. */
  skipped: Skip[];
}

/**
 * The next agent in rotation order: lowest position among AVAILABLE active users who did not let this lead
 * expire in the current cycle. Ties on position (should not happen) break on id, so the order is total.
 */
export function pickNextAgent(agents: readonly RotationAgent[], expiredUserIds: ReadonlySet<string>): Pick {
  const ordered = [...agents].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const skipped: Skip[] = [];
  for (const agent of ordered) {
    const reason = skipReason(agent, expiredUserIds);
    if (!reason) return { chosen: agent, skipped };
    skipped.push({ agent, reason });
  }
  return { chosen: null, skipped };
}

function skipReason(agent: RotationAgent, expired: ReadonlySet<string>): Skip["reason"] | null {
  if (!agent.userActive) return "INACTIVE_USER";
  if (agent.status !== "AVAILABLE") return agent.status;
  if (expired.has(agent.userId)) return "EXPIRED_THIS_CYCLE";
  return null;
}

/** A new cycle starts when every agent of the roulette has let this lead expire in the current one. */
export function everyAgentExpired(agents: readonly RotationAgent[], expiredUserIds: ReadonlySet<string>): boolean {
  return agents.length > 0 && agents.every((a) => expiredUserIds.has(a.userId));
}

/** Position that sends an agent to the end of the line. */
export function endPosition(agents: readonly { position: number }[]): number {
  return agents.reduce((max, a) => Math.max(max, a.position), 0) + 1;
}

export const SKIP_LABELS: Record<Skip["reason"], string> = {
  IN_PAUSE: "IN_PAUSE",
  IN_ATTENDANCE: "IN_ATTENDANCE",
  INACTIVE_USER: "usuário inativo",
  EXPIRED_THIS_CYCLE: "deixou este lead expirar neste ciclo",
};

export interface TimeWindow {
  /** 0 = Sunday ... 6 = Saturday; empty = every day. */
  weekdays: readonly number[];
  /** "HH:MM" in America/Sao_Paulo; both null = all day. */
  startsAt: string | null;
  endsAt: string | null;
}

const TZ = "America/Sao_Paulo";
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it (it showed up in the
// distribution profile, called for every roulette of every lead).
const CLOCK_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: TZ,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: TZ });

/** Weekday and minutes since midnight of an instant, in America/Sao_Paulo. */
export function localClock(at: Date): { weekday: number; minutes: number } {
  const parts = CLOCK_FORMAT.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return { weekday: WEEKDAY_INDEX[get("weekday")] ?? 0, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether the roulette distributes at this instant. A window whose end is before its start crosses midnight
 * (e.g. 22:00-06:00); then the weekday is the one on which the window started.
 */
export function isWithinWindow(window: TimeWindow, at: Date): boolean {
  const { weekday, minutes } = localClock(at);
  const dayOk = (d: number) => window.weekdays.length === 0 || window.weekdays.includes(d);
  if (!window.startsAt || !window.endsAt) return dayOk(weekday);
  const start = toMinutes(window.startsAt);
  const end = toMinutes(window.endsAt);
  if (start <= end) return dayOk(weekday) && minutes >= start && minutes < end;
  if (minutes >= start) return dayOk(weekday);
  return minutes < end && dayOk((weekday + 6) % 7);
}

/** "YYYY-MM-DD" of an instant in America/Sao_Paulo (daily offer counters). */
export function localDay(at: Date): string {
  return DAY_FORMAT.format(at);
}
