import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { WebhookOutbox } from "../webhooks/webhooks.service";
import { ReservationHandOver } from "./reservation-handover";
import { ReservationsService } from "./reservations.service";
import { UnitChanges } from "./unit-events";

export interface ReservationDeps {
  db: Database;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The reservation lifecycle (expiry, queue promotion and their effects), without the rest of the units module:
 * the worker's expiry jobs load only this (package entry `@portal/domain/reservation-expiry`); the API's units
 * services (units-services.ts) share it.
 */
export function buildReservationServices(deps: ReservationDeps) {
  const events = new UnitChanges(deps.realtime, deps.log);
  // `unit.status_changed` webhooks, written in the same transaction as the unit move (decision 012).
  const outbox = new WebhookOutbox(deps.jobs, deps.log ?? { warn() {} });
  const handOver = new ReservationHandOver(deps.jobs, events, deps.realtime, outbox, deps.log);
  return { events, outbox, handOver, reservations: new ReservationsService(deps.db, handOver) };
}
export type ReservationServices = ReturnType<typeof buildReservationServices>;
