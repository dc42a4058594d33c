/** Reading a unit's reservations and their expiry (the delayed job and the sweep run by the worker). */
import { canReadInventory, hasRole, TECHNICAL_RESERVE_ROLES } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { ReservationHandOver } from "./reservation-handover";
import type { ReservationRow } from "./reservations.repository";
import { forbidden, unitNotFound } from "./units.errors";

export type ExpireOutcome = "expired" | "not-due" | "resolved" | "missing";

const SWEEP_BATCH = 500;

/** Lists reservations and expires the due ones; creating and releasing live in their own services. */
export class ReservationsService {
  constructor(
    private readonly db: Database,
    private readonly handOver: ReservationHandOver,
  ) {}

  async list(actor: AuthUser, unitId: string): Promise<ReservationRow[]> {
    if (!canReadInventory(actor.roles)) throw forbidden();
    if (!(await this.db.repos.units.findById(unitId))) throw unitNotFound();
    const rows = await this.db.repos.reservations.listByUnit(unitId);
    // Brokers who are not on the sales desk see only their own reservations (no other broker's clients).
    return hasRole(actor.roles, TECHNICAL_RESERVE_ROLES) ? rows : rows.filter((r) => r.brokerId === actor.id);
  }

  /** The delayed job and the sweep: ACTIVE -> EXPIRED when due (database clock), then hand over. Idempotent. */
  async expire(reservationId: string): Promise<ExpireOutcome> {
    const r = await this.db.repos.reservations.findById(reservationId);
    if (!r) return "missing";
    if (r.status !== "ACTIVE") return "resolved";
    const reason = `expirada após ${r.durationMinutes} min`;
    const after = await this.db.transaction(async (repos, events) => {
      await repos.units.lockRow(r.unitId);
      const row = await repos.reservations.expireIfDue(r.id, reason);
      if (!row) return (await repos.reservations.isDue(r.id)) ? ("resolved" as const) : ("not-due" as const);
      return this.handOver.handOver({ repos, events }, row, null, "RESERVE_EXPIRED", reason);
    });
    if (after === "not-due" || after === "resolved") {
      const now = await this.db.repos.reservations.findById(reservationId);
      return now?.status === "ACTIVE" ? "not-due" : "resolved";
    }
    return "expired";
  }

  /** Expires every overdue ACTIVE reservation, whatever Redis lost (repeatable job). */
  async sweep(): Promise<{ expired: number }> {
    let expired = 0;
    for (const id of await this.db.repos.reservations.overdueIds(SWEEP_BATCH)) {
      if ((await this.expire(id)) === "expired") expired++;
    }
    return { expired };
  }
}
