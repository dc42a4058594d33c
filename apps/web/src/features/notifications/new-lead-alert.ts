import { NEW_LEAD_NOTIFICATION_TITLE } from "@portal/contracts/notifications";

/** Spec 4: an offer lasts 10 minutes from its creation when the notification carries no deadline. */
export const NEW_LEAD_DEFAULT_WINDOW_MS = 10 * 60_000;

export interface AlertCandidate {
  _id: string;
  title: string;
  linked_content: string | null;
  createdAt: string;
  deadline?: string | null;
  was_shown?: boolean;
  /** Set while the offer's clock is paused (listed by GET /notifications): the time it had left. */
  offer_paused_left_ms?: number | null;
}

export interface NewLeadAlert {
  notificationId: string;
  leadId: string;
  deadline: number;
  /**
   * Set while the offer's clock is paused (the specialist serves a visitor at the stand, decision 063): the time it
   * had left, which the countdown shows frozen until the server sends the moved deadline.
   */
  pausedLeftMs?: number;
}

export function isNewLeadTitle(title: string): boolean {
  return title.toLowerCase().includes(NEW_LEAD_NOTIFICATION_TITLE.toLowerCase());
}

/** The deadline in epoch ms: `deadline`, or createdAt + 10 min; null when neither parses. */
export function alertDeadline(n: Pick<AlertCandidate, "createdAt" | "deadline">): number | null {
  if (n.deadline) {
    const d = Date.parse(n.deadline);
    if (!Number.isNaN(d)) return d;
  }
  const created = Date.parse(n.createdAt);
  return Number.isNaN(created) ? null : created + NEW_LEAD_DEFAULT_WINDOW_MS;
}

/**
 * A notification opens the new-lead modal when it is a new-lead offer with a lead and a future deadline, or with its
 * clock paused (then the countdown shows the time it had left, frozen, whatever the stored deadline says).
 */
export function toNewLeadAlert(n: AlertCandidate, now: number): NewLeadAlert | null {
  if (n.was_shown) return null;
  if (!isNewLeadTitle(n.title) || !n.linked_content) return null;
  const deadline = alertDeadline(n);
  if (deadline === null) return null;
  const paused = n.offer_paused_left_ms;
  if (paused != null && paused > 0)
    return { notificationId: n._id, leadId: n.linked_content, deadline, pausedLeftMs: paused };
  if (deadline <= now) return null;
  return { notificationId: n._id, leadId: n.linked_content, deadline };
}

export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** What the countdown shows: the frozen time left while paused, else the time to the deadline. */
export function alertLeftMs(alert: NewLeadAlert, now: number): number {
  return alert.pausedLeftMs ?? remainingMs(alert.deadline, now);
}

/** `lead.offer_paused`: the open alert of that lead stops at the time the server says it had left. */
export function pauseAlert<A extends NewLeadAlert | null>(alert: A, leadId: string, leftMs: number): A {
  if (!alert || alert.leadId !== leadId) return alert;
  return { ...alert, pausedLeftMs: Math.max(0, leftMs) };
}

/** `lead.offered` after the attendance: the deadline moved by the time paused; the clock runs again. */
export function resumeAlert<A extends NewLeadAlert | null>(alert: A, leadId: string, deadline: number): A {
  if (!alert || alert.leadId !== leadId || Number.isNaN(deadline)) return alert;
  const { pausedLeftMs: _paused, ...running } = alert;
  return { ...running, deadline } as A;
}

/** mm:ss, rounding up so the countdown shows 00:00 only when the time is over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
