import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { EnterpriseStepsService } from "./enterprise-steps.service";
import { MirrorService } from "./mirror.service";
import { ReservationsService } from "./reservations.service";
import { UnitChanges } from "./unit-events";
import { UnitsService } from "./units.service";

/** Inventory services, built once; the worker builds the same ones for reservation expiry. */
export function buildInventoryServices(deps: {
  db: Database;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  log?: { warn(obj: object, msg: string): void };
}) {
  const events = new UnitChanges(deps.realtime, deps.log);
  return {
    units: new UnitsService(deps.db, events),
    reservations: new ReservationsService(deps.db, deps.jobs, events, deps.realtime),
    mirror: new MirrorService(deps.db),
    steps: new EnterpriseStepsService(deps.db),
  };
}
export type InventoryServices = ReturnType<typeof buildInventoryServices>;
