import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
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
  const handOver = new ReservationHandOver(deps.jobs, deps.log);
  return {
    events,
    handOver,
    reservations: new ReservationsService(deps.db, handOver),
    /** Registered by buildDomain (decision 068). */
    eventConsumers: [reservationEventsConsumer(handOver, events, deps.log), unitChangedConsumer(events, deps.log)],
  };
}
export type ReservationServices = ReturnType<typeof buildReservationServices>;

/**
 * `reservation.activated` / `reservation.extended` committed: the expiry job at the (new) end (the sweep covers a lost
 * one), the mirror's update.
 */
function reservationEventsConsumer(
  handOver: ReservationHandOver,
  events: UnitChanges,
  log?: ReservationDeps["log"],
): DomainEventConsumer {
  return defineConsumer({
    name: "reservations",
    types: ["reservation.activated", "reservation.extended"],
    async afterCommit(extended) {
      for (const e of extended) {
        await handOver.scheduleExpiry({ id: e.reservationId, status: "ACTIVE", expiresAt: e.expiresAt });
        await events.unitChanged(e.enterpriseId, e.unitId);
      }
    },
    log,
  });
}

/** `unit.changed` committed (a sale moved): the mirror's open screens refetch the unit. */
function unitChangedConsumer(events: UnitChanges, log?: ReservationDeps["log"]): DomainEventConsumer {
  return defineConsumer({
    name: "units.mirror",
    types: ["unit.changed"],
    async afterCommit(changed) {
      for (const e of changed) await events.unitChanged(e.enterpriseId, e.unitId);
    },
    log,
  });
}
