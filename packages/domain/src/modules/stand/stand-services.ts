import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { RealtimePublisher } from "../../lib/ports";
import type { AttendanceEnded } from "../distribution/lead-roulette";
import type { PendingRealtimeEvent } from "../notifications/notifications.service";
import { StandExportsService } from "./stand-exports.service";
import { type RearmedOffer, StandEffects } from "./stand-outbox";
import { StandPartialReportService } from "./stand-partial-report.service";
import { StandPresenceService } from "./stand-presence.service";
import { StandQueriesService } from "./stand-queries.service";
import { StandSettingsService } from "./stand-settings.service";
import { StandSweepService } from "./stand-sweep.service";
import { StandVisitAttendanceService } from "./stand-visit-attendance.service";
import { StandVisitCreateService } from "./stand-visit-create.service";

/** The stand module's services (decision 048), built once by buildDomain. */
export function buildStandServices(deps: {
  db: Database;
  realtime: RealtimePublisher;
  /** NotificationsService.publish: notification events after commit (bumps the feed version). */
  publishNotifications: (events: PendingRealtimeEvent[]) => Promise<void>;
  /** AvailabilityService.attendanceEnded: a specialist back to AVAILABLE / IN_PAUSE (header and roulettes). */
  availabilityBack: (ended: AttendanceEnded[]) => Promise<unknown>;
  /** OfferExpiryService.rearm: roulette offers whose clock ran again after a stand attendance (decision 063). */
  rearmOffers: (offers: RearmedOffer[]) => Promise<unknown>;
  log?: WarnLog;
}) {
  const effects = new StandEffects(deps);
  const attendance = new StandVisitAttendanceService(deps.db, effects);
  effects.drain = (enterpriseId) => attendance.drain(enterpriseId);
  const presence = new StandPresenceService(deps.db, effects);
  return {
    effects,
    settings: new StandSettingsService(deps.db, effects),
    presence,
    visits: new StandVisitCreateService(deps.db, effects),
    attendance,
    queries: new StandQueriesService(deps.db),
    exports: new StandExportsService(deps.db),
    /** The worker's sweeps (decision 051): waiting visits with someone available, and the end of each stand's day. */
    sweep: new StandSweepService(deps.db, effects, (enterpriseId) => attendance.drain(enterpriseId), deps.log),
    partialReport: new StandPartialReportService(deps.db),
    /** The availability module's hooks (one presence model): see AvailabilityStandHooks. */
    availabilityHooks: {
      flush: (outbox: Parameters<StandEffects["flush"]>[0]) => effects.flush(outbox),
      userChanged: (userId: string, status: string) => presence.userChanged(userId, status),
    },
  };
}
export type StandServices = ReturnType<typeof buildStandServices>;
