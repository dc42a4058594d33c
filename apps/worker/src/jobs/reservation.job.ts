import type { ReservationServices } from "@portal/domain/reservation-expiry";
import { defineJob } from "../registry.ts";

/**
 * Fires at a reservation's expires_at. Idempotent: a reservation already released/expired is a no-op. If the
 * job runs a hair before the database clock reaches expires_at it throws and BullMQ retries (the sweep also would).
 */
export function reservationExpireJob(services: Pick<ReservationServices, "reservations">) {
  return defineJob("reservation.expire", async ({ reservationId }, { logger }) => {
    const outcome = await services.reservations.expire(reservationId);
    if (outcome === "not-due") throw new Error(`reservation ${reservationId} is not due yet`);
    logger.debug({ reservationId, outcome }, "reservation.expire");
    return { outcome };
  });
}

/** Every minute: expires overdue reservations (and promotes the queues), whatever Redis lost. */
export function reservationSweepJob(services: Pick<ReservationServices, "reservations">) {
  return defineJob("reservation.sweep", async (_payload, { logger }) => {
    const result = await services.reservations.sweep();
    if (result.expired > 0) logger.info(result, "reservation sweep");
    return result;
  });
}
