import { BROADCAST_USER_ID, type RealtimeEvent } from "@portal/contracts/realtime";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { RealtimePublisher } from "../../lib/ports";
import type { AttendanceEnded } from "../distribution/lead-roulette";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";

/**
 * What a stand transaction must announce once it has committed (publishing earlier could announce a change a
 * rollback then removes): notifications, realtime events, boards that changed, stands whose waiting visits may now
 * be routed, and specialists back to AVAILABLE / IN_PAUSE (their header and their roulettes).
 */
export class StandOutbox {
  readonly notifications: PendingRealtimeEvent[] = [];
  readonly events: PendingRealtimeEvent[] = [];
  readonly changedStands = new Set<string>();
  readonly drainStands = new Set<string>();
  readonly availabilityBack: AttendanceEnded[] = [];
  /** Roulette offers whose clock ran again when a stand attendance ended (decision 063): expiry jobs, events. */
  readonly rearmedOffers: RearmedOffer[] = [];

  event(userId: string, event: RealtimeEvent): void {
    this.events.push({ userId, event });
  }
}

export interface RearmedOffer {
  id: string;
  leadId: string;
  agentUserId: string;
  deadline: Date;
}

export interface StandEffectsDeps {
  realtime?: RealtimePublisher;
  /** Publishes notification events (NotificationsService.publish: bumps the feed version too). */
  publishNotifications?: (events: PendingRealtimeEvent[]) => Promise<void>;
  /** Specialists back from a stand attendance (AvailabilityService.attendanceEnded: header + roulettes). */
  availabilityBack?: (ended: AttendanceEnded[]) => Promise<unknown>;
  /** OfferExpiryService.rearm: expiry jobs and events of the offers whose clock ran again. */
  rearmOffers?: (offers: RearmedOffer[]) => Promise<unknown>;
  log?: WarnLog;
}

/** Runs an outbox after commit. Every step is best effort: the rows are the truth, the events only nudge. */
export class StandEffects {
  /** Set by the services builder: routes a stand's waiting visits (StandVisitAttendanceService.drain). */
  drain: (enterpriseId: string) => Promise<unknown> = async () => undefined;

  constructor(private readonly deps: StandEffectsDeps) {}

  async flush(outbox: StandOutbox): Promise<void> {
    const { realtime, log } = this.deps;
    if (outbox.notifications.length) {
      await this.deps
        .publishNotifications?.(outbox.notifications)
        .catch(logBestEffort(log, "publish stand notifications"));
    }
    const messages = [
      ...outbox.events,
      ...[...outbox.changedStands].map((enterpriseId) => ({
        userId: BROADCAST_USER_ID,
        event: { type: "stand.changed", enterprise_id: enterpriseId } as RealtimeEvent,
      })),
    ];
    if (realtime && messages.length) {
      const publish = realtime.publishMany
        ? realtime.publishMany(messages)
        : Promise.all(messages.map((m) => realtime.publish(m.userId, m.event)));
      await publish.catch(logBestEffort(log, "publish stand events"));
    }
    if (outbox.rearmedOffers.length) {
      await this.deps.rearmOffers?.(outbox.rearmedOffers)?.catch(logBestEffort(log, "re-arm paused offers"));
    }
    if (outbox.availabilityBack.length) {
      await this.deps.availabilityBack?.(outbox.availabilityBack)?.catch(logBestEffort(log, "stand availability back"));
    }
    for (const enterpriseId of outbox.drainStands) {
      await this.drain(enterpriseId).catch(logBestEffort(log, "route waiting stand visits", { enterpriseId }));
    }
  }
}
