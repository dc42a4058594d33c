import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { AvailabilityService, type AvailabilityStandHooks } from "../availability/availability.service";
import { RoulettesService } from "../roulettes/roulettes.service";
import type { SettingsService } from "../settings/settings.service";
import { DistributionService } from "./distribution.service";
import { LeadDistributionService } from "./lead-distribution.service";
import { OfferExpiryService } from "./offer-expiry.service";

/**
 * Roulettes, distribution, deadlines and availability, built once. The worker builds the same services
 * from the same function (apps/worker imports it from @portal/api), so API and jobs share one code path.
 */
export function buildDistributionServices(deps: {
  db: Database;
  settings: SettingsService;
  jobs: JobQueue;
  realtime?: RealtimePublisher;
  log?: { warn(obj: object, msg: string): void };
  /** The stand's side of presence (API only; decision 048). */
  standHooks?: AvailabilityStandHooks;
}) {
  const distribution = new DistributionService(deps);
  const offerExpiry = new OfferExpiryService(deps.db, distribution, deps.realtime, deps.log);
  const availability = new AvailabilityService(deps.db, offerExpiry, deps.realtime, deps.log, deps.standHooks);
  return {
    distribution,
    offerExpiry,
    leadDistribution: new LeadDistributionService(
      deps.db,
      deps.settings,
      distribution,
      (ended) => availability.attendanceEnded(ended),
      deps.log,
    ),
    availability,
    roulettes: new RoulettesService(deps.db, offerExpiry),
  };
}
export type DistributionServices = ReturnType<typeof buildDistributionServices>;
