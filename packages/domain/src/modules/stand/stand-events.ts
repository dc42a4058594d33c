import { BROADCAST_USER_ID, type RealtimeEvent } from "@portal/contracts/realtime";
import type { EventSink } from "../../lib/domain-events";
import type { AttendanceEnded } from "../distribution/lead-roulette";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";

/**
 * What a stand transaction announces, in the stand's words, as domain events of that transaction (decision 068):
 * delivered only once it committed (publishing earlier could announce a change a rollback then removes), in the
 * order emitted. The consumers: realtime (notifications, events, `stand.changed`), the offers whose clock ran again,
 * specialists back to AVAILABLE / IN_PAUSE (header and roulettes), and the stands whose waiting visits may now be
 * routed (stand-services.ts).
 */
export class StandEvents {
  constructor(private readonly sink: EventSink) {}

  /** A realtime event for one user (or a notification's `notification.created`). */
  event(userId: string, event: RealtimeEvent): void {
    this.sink.emit({ type: "realtime.message", userId, event });
  }

  /** The `notification.created` of a notification written in this transaction. */
  notification(pending: PendingRealtimeEvent): void {
    this.event(pending.userId, pending.event);
  }

  /** The stand's board changed: every open board of it refetches (once per transaction, however often said). */
  changed(enterpriseId: string): void {
    this.event(BROADCAST_USER_ID, { type: "stand.changed", enterprise_id: enterpriseId });
  }

  /** Someone may now take the stand's waiting visits: route them after commit. */
  drain(enterpriseId: string): void {
    this.sink.emit({ type: "stand.drain_requested", enterpriseId });
  }

  /** A specialist back to AVAILABLE / IN_PAUSE: their header and the roulettes they are AVAILABLE in again. */
  back(ended: AttendanceEnded): void {
    this.sink.emit({ type: "attendance.ended", ...ended });
  }

  /**
   * Roulette offers whose clock ran again (decision 063): each its expiry job at the new deadline and the agent a
   * `lead.offered` with it (the alert's countdown follows). A lost job is covered by the minute sweep.
   */
  offersResumed(offers: readonly { id: string; leadId: string; agentUserId: string; deadline: Date }[]): void {
    for (const o of offers) {
      this.sink.emit({ type: "offer.deadline_set", offerId: o.id, deadline: o.deadline });
      this.event(o.agentUserId, {
        type: "lead.offered",
        lead_id: o.leadId,
        offer_id: o.id,
        deadline: o.deadline.toISOString(),
      });
    }
  }
}
