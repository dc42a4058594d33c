/** Releasing a reservation: its broker or the sales desk ends the active one or leaves the queue. */
import { canReadInventory, hasRole, RESERVE_ROLES, TECHNICAL_RESERVE_ROLES } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { ReservationHandOver } from "./reservation-handover";
import type { ReservationRow } from "./reservations.repository";
import { reservationNotFound, reservationNotOpen, reservationNotYours } from "./units.errors";

export class ReservationReleaseService {
  constructor(
    private readonly db: Database,
    private readonly handOver: ReservationHandOver,
  ) {}

  /** Ends an ACTIVE reservation (the next queued one is promoted) or leaves the queue (QUEUED). */
  async release(actor: AuthUser, reservationId: string, reason?: string): Promise<ReservationRow> {
    const r = await this.db.repos.reservations.findById(reservationId);
    if (!r) throw reservationNotFound();
    const staff = hasRole(actor.roles, TECHNICAL_RESERVE_ROLES);
    if (r.brokerId !== actor.id && !staff) {
      // A partner must not learn about other brokers' reservations.
      if (!hasRole(actor.roles, RESERVE_ROLES) || !canReadInventory(actor.roles)) throw reservationNotFound();
      throw reservationNotYours();
    }
    const why = reason ?? `liberada por ${actor.fullName}`;
    if (r.status === "QUEUED") {
      const ended = await this.db.transaction(async (repos) => {
        await repos.units.lockRow(r.unitId);
        const row = await repos.reservations.end(r.id, "QUEUED", "CANCELED", why);
        if (!row) throw reservationNotOpen();
        await repos.units.log({
          unitId: r.unitId,
          enterpriseId: r.enterpriseId,
          actorId: actor.id,
          action: "RESERVE_QUEUE_LEFT",
          fromStatus: null,
          toStatus: null,
          reason: why,
          data: { reservation_id: r.id },
        });
        return row;
      });
      return ended;
    }
    if (r.status !== "ACTIVE") throw reservationNotOpen();
    await this.db.transaction(async (repos, events) => {
      await repos.units.lockRow(r.unitId);
      const row = await repos.reservations.end(r.id, "ACTIVE", "RELEASED", why);
      if (!row) throw reservationNotOpen();
      return this.handOver.handOver({ repos, events }, row, actor.id, "RESERVE_RELEASED", why);
    });
    const row = await this.db.repos.reservations.findById(reservationId);
    if (!row) throw reservationNotFound();
    return row;
  }
}
