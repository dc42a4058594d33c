import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { MirrorService } from "./mirror.service";
import { ReservationCreateService } from "./reservation-create.service";
import { ReservationReleaseService } from "./reservation-release.service";
import { buildReservationServices } from "./reservation-services";
import { SheetsService } from "./sheets.service";
import { UnitsService } from "./units.service";

/**
 * Units, their actions, the mirror and its sheets, and reservations; built once by the composition root. The worker
 * builds only the reservation lifecycle (`@portal/domain/reservation-expiry`, the same buildReservationServices).
 */
export function buildUnitsServices(deps: { db: Database; jobs: JobQueue; realtime: RealtimePublisher; log?: WarnLog }) {
  const { handOver, reservations, eventConsumers } = buildReservationServices(deps);
  const mirror = new MirrorService(deps.db);
  return {
    units: new UnitsService(deps.db),
    reservations,
    reservationCreate: new ReservationCreateService(deps.db, handOver),
    reservationRelease: new ReservationReleaseService(deps.db, handOver),
    mirror,
    sheets: new SheetsService(mirror),
    /** The module's domain-event consumers; buildDomain registers them (decision 068). */
    eventConsumers,
  };
}
export type UnitsServices = ReturnType<typeof buildUnitsServices>;
