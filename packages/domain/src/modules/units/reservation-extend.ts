/** Extending an active reservation (an approved RESERVE_EXTENSION solicitation, decision 054). */
import type { EventSink } from "../../lib/domain-events";
import type { Repositories } from "../../repositories/repositories";
import type { ReservationRow } from "./reservations.repository";
import { reservationIndefiniteNoExtend, reservationNotActiveToExtend } from "./units.errors";

/**
 * Inside the caller's transaction, under the unit's row lock (the one lock order of reservations): the reservation
 * must be ACTIVE, with an end, not yet due by the database clock; its end moves `minutes` later and the unit log says
 * so. Otherwise a 409 with the reason, and nothing is written. The unit keeps its one active reservation. Its commit
 * announces `reservation.extended` (the expiry job at the new end, the mirror's update: reservation-services.ts).
 */
export async function extendReservationInTx(
  { repos, events }: { repos: Repositories; events: EventSink },
  actorId: string,
  reservationId: string,
  minutes: number,
  reason: string | null,
): Promise<ReservationRow> {
  const found = await repos.reservations.findById(reservationId);
  if (!found) throw reservationNotActiveToExtend();
  await repos.units.lockRow(found.unitId);
  const row = await repos.reservations.extendIfActive(reservationId, minutes);
  if (!row) {
    const now = await repos.reservations.findById(reservationId);
    throw now?.status === "ACTIVE" && !now.expiresAt ? reservationIndefiniteNoExtend() : reservationNotActiveToExtend();
  }
  await repos.units.log({
    unitId: row.unitId,
    enterpriseId: row.enterpriseId,
    actorId,
    action: "RESERVE_EXTENDED",
    fromStatus: "RESERVED",
    toStatus: "RESERVED",
    reason,
    data: {
      reservation_id: row.id,
      extension_minutes: minutes,
      previous_expires_at: found.expiresAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    },
  });
  events.emit({
    type: "reservation.extended",
    reservationId: row.id,
    unitId: row.unitId,
    enterpriseId: row.enterpriseId,
    expiresAt: row.expiresAt,
  });
  return row;
}
