import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { EnterpriseCatalogService } from "./catalog.service";
import { EnterpriseFilesService } from "./enterprise-files.service";
import { EnterprisePlansService } from "./enterprise-plans.service";
import { EnterpriseStepsService } from "./enterprise-steps.service";
import { MirrorService } from "./mirror.service";
import { PricesService } from "./prices.service";
import { ReservationCreateService } from "./reservation-create.service";
import { ReservationReleaseService } from "./reservation-release.service";
import { buildReservationServices } from "./reservation-services";
import { SheetsService } from "./sheets.service";
import { UnitsService } from "./units.service";

/** Inventory services, built once; the worker builds the same ones for reservation expiry. */
export function buildInventoryServices(deps: {
  db: Database;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  /** Enterprise files and plans; the worker, which uploads nothing, leaves it out. */
  storage?: FileStorage;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { events, outbox, handOver, reservations } = buildReservationServices(deps);
  const steps = new EnterpriseStepsService(deps.db);
  const mirror = new MirrorService(deps.db);
  return {
    catalog: new EnterpriseCatalogService(deps.db, steps),
    units: new UnitsService(deps.db, events, outbox),
    reservations,
    reservationCreate: new ReservationCreateService(deps.db, handOver),
    reservationRelease: new ReservationReleaseService(deps.db, handOver),
    mirror,
    sheets: new SheetsService(mirror),
    steps,
    prices: new PricesService(deps.db),
    files: new EnterpriseFilesService(deps.db, deps.storage ?? noStorage, deps.log),
    plans: new EnterprisePlansService(deps.db, deps.storage ?? noStorage, deps.log),
  };
}
export type InventoryServices = ReturnType<typeof buildInventoryServices>;

const noStorage: FileStorage = {
  async put() {
    throw new Error("no file storage configured");
  },
  async get() {
    return null;
  },
  async delete() {},
};
