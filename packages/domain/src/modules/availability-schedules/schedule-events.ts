import { BROADCAST_USER_ID } from "@portal/contracts/realtime";
import type { WarnLog } from "../../lib/best-effort";
import type { RealtimePublisher } from "../../lib/ports";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";

/** "YYYY-MM" of each day ("YYYY-MM-DD"), once each, sorted. */
export function monthsOf(days: readonly string[]): string[] {
  return [...new Set(days.map((d) => d.slice(0, 7)))].sort();
}

/** The broadcast `availability_schedule.changed` of a change to these days of a stand (null when no day). */
export function scheduleChangedMessage(enterpriseId: string, days: readonly string[]): PendingRealtimeEvent | null {
  const months = monthsOf(days);
  if (months.length === 0) return null;
  return {
    userId: BROADCAST_USER_ID,
    event: { type: "availability_schedule.changed", enterprise_id: enterpriseId, months },
  };
}

/**
 * After-commit effect of a change to a stand's shifts (decision 057): a broadcast `availability_schedule.changed`
 * with the stand and the months touched, on which open schedule screens refetch. It names no one (like
 * unit.changed and stand.changed): whoever may read the month asks GET /availability-schedules. Best effort: the
 * rows are the truth, the event only nudges (a screen that missed it has the fresh month on its next fetch).
 */
export class ScheduleChanges {
  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly log?: WarnLog,
  ) {}

  async changed(enterpriseId: string, days: readonly string[]): Promise<void> {
    const message = scheduleChangedMessage(enterpriseId, days);
    if (!message) return;
    await this.realtime
      .publish(message.userId, message.event)
      .catch((err) => this.log?.warn({ err, enterpriseId }, "availability_schedule.changed not published"));
  }
}
