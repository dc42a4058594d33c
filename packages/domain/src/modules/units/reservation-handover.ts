/** What every reservation use case shares: the hand-over when the active one ends, webhooks, expiry jobs. */
import { RESERVATION_MSG } from "@portal/contracts/inventory";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { EventSink, Tx } from "../../lib/domain-events";
import type { JobQueue } from "../../lib/ports";
import { notifyInTx } from "../notifications/notifications.service";
import type { ReservationRow } from "./reservations.repository";
import { unitNotFound } from "./units.errors";
import type { UnitRow } from "./units.repository";

/** The delayed job runs this long after expires_at, so the database clock has passed it. */
const EXPIRY_SLACK_MS = 250;

/**
 * Reservations (docs/decisions/011): one ACTIVE per unit (conditional UPDATE of the unit + partial unique
 * index), a waiting queue per unit, expiry by a delayed job (reservation.expire) plus a sweep, PostgreSQL
 * as the source of truth. When the active one ends, the next queued one is promoted in the same transaction
 * and its broker gets a UNIT_AVAILABLE notification.
 *
 * What a change announces are events of its transaction (decision 068): `reservation.activated` (the expiry job and
 * the mirror), `unit.changed`, the webhook's `unit.status_changed` and the notification's realtime message, all
 * delivered after COMMIT, nothing for a rollback.
 *
 * This class holds what the use cases share; they live beside it: reservations.service (list, expiry),
 * reservation-create.service, reservation-release.service.
 */
export class ReservationHandOver {
  constructor(
    private readonly jobs: JobQueue,
    private readonly log?: WarnLog,
  ) {}

  /**
   * The active reservation just ended (unit row locked): log it, then promote the next queued reservation
   * (the unit stays RESERVED; its broker is notified) or free the unit.
   */
  async handOver(
    { repos, events }: Tx,
    ended: ReservationRow,
    actorId: string | null,
    action: string,
    reason: string,
  ): Promise<void> {
    const unit = await repos.units.findById(ended.unitId);
    if (!unit) throw unitNotFound();
    const next = await repos.reservations.nextQueued(unit.id);
    await repos.units.log({
      unitId: unit.id,
      enterpriseId: unit.enterpriseId,
      actorId,
      action,
      fromStatus: "RESERVED",
      toStatus: next ? "RESERVED" : "AVAILABLE",
      reason,
      data: { reservation_id: ended.id },
    });
    if (!next) {
      await repos.units.transition(
        unit.id,
        { status: "RESERVED", suspended: false },
        { status: "AVAILABLE", suspended: false },
      );
      this.statusChanged(events, unit, "RESERVED", "AVAILABLE", ended.id);
      events.emit({ type: "unit.changed", enterpriseId: unit.enterpriseId, unitId: unit.id });
      return;
    }
    const promoted = await repos.reservations.activate(next.id);
    await repos.units.log({
      unitId: unit.id,
      enterpriseId: unit.enterpriseId,
      actorId,
      action: "RESERVE_PROMOTED",
      fromStatus: "RESERVED",
      toStatus: "RESERVED",
      reason: "próxima reserva da fila",
      data: { reservation_id: promoted.id, broker_id: promoted.brokerId, previous_reservation_id: ended.id },
    });
    await notifyInTx(repos, events, {
      receiverId: promoted.brokerId,
      type: "UNIT_AVAILABLE",
      title: RESERVATION_MSG.unitAvailableTitle,
      message: RESERVATION_MSG.unitAvailableMessage(`${unit.tower.name} ${unit.number}`, unit.enterprise.name),
      enterpriseId: unit.enterpriseId,
      unitId: unit.id,
      linkedContent: promoted.leadId,
      deadline: promoted.expiresAt,
    });
    this.activated(events, promoted, unit);
  }

  /** The outbound `unit.status_changed` webhook, recorded in the caller's transaction (decision 012). */
  statusChanged(events: EventSink, unit: UnitRow, from: string, to: string, reservationId: string): void {
    events.emit({
      type: "unit.status_changed",
      data: { unit_id: unit.id, enterprise_id: unit.enterpriseId, from, to, reservation_id: reservationId },
    });
  }

  /** A reservation became the unit's active one: after commit, its expiry job and the mirror's update. */
  activated(events: EventSink, row: Pick<ReservationRow, "id" | "expiresAt">, unit: UnitRow): void {
    events.emit({
      type: "reservation.activated",
      reservationId: row.id,
      unitId: unit.id,
      enterpriseId: unit.enterpriseId,
      expiresAt: row.expiresAt,
    });
  }

  /** After commit: the delayed job at expires_at (deterministic id; the sweep covers a lost job). */
  async scheduleExpiry(r: Pick<ReservationRow, "id" | "status" | "expiresAt">): Promise<void> {
    if (r.status !== "ACTIVE" || !r.expiresAt) return;
    await this.jobs
      .enqueue(
        "reservation.expire",
        { reservationId: r.id },
        { delayMs: r.expiresAt.getTime() - Date.now() + EXPIRY_SLACK_MS },
      )
      .catch(logBestEffort(this.log, "schedule a reservation expiry (the sweep covers it)", { reservationId: r.id }));
  }
}
