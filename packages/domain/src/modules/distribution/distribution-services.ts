import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { DomainEventConsumer } from "../../lib/domain-events";
import type { JobQueue } from "../../lib/ports";
import type { SettingsService } from "../settings/settings.service";
import { DistributionService } from "./distribution.service";
import { LeadDistributionService } from "./lead-distribution.service";
import type { AttendanceEndedHook } from "./lead-roulette";
import { offerDeadlinesConsumer } from "./offer-deadlines.consumer";
import { OfferExpiryService } from "./offer-expiry.service";

/**
 * Distribution, offer deadlines and moving leads into the roulette by hand, built once. The worker builds the
 * same services (buildDomain), so API and jobs share one code path. Availability (presence) and the roulettes'
 * administration are their own modules, built by buildDomain on top of `offerExpiry`.
 */
export function buildDistributionServices(deps: {
  db: Database;
  settings: SettingsService;
  jobs: JobQueue;
  log?: WarnLog;
  /** Attendants back from IN_ATTENDANCE when play-in-roulette ended their attendance (availability, after commit). */
  onAttendanceEnded: AttendanceEndedHook;
}) {
  const distribution = new DistributionService(deps);
  const offerExpiry = new OfferExpiryService(deps.db, distribution, deps.log);
  /** The offers' expiry jobs, after the commit that set their deadline (decision 068). */
  const eventConsumers: DomainEventConsumer[] = [offerDeadlinesConsumer(deps.jobs, deps.log)];
  return {
    eventConsumers,
    distribution,
    offerExpiry,
    leadDistribution: new LeadDistributionService(
      deps.db,
      deps.settings,
      distribution,
      deps.onAttendanceEnded,
      deps.log,
    ),
  };
}
export type DistributionServices = Omit<ReturnType<typeof buildDistributionServices>, "eventConsumers">;
