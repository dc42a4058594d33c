/** What every reservation use case shares: the hand-over when the active one ends, webhooks, expiry jobs. */
import { RESERVATION_MSG } from "@portal/contracts/inventory";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { EventSink, Tx } from "../../lib/domain-events";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import { notify, type PendingRealtimeEvent } from "../notifications/notifications.service";
import type { ReservationRow } from "./reservations.repository";
import type { UnitChanges } from "./unit-events";
import { unitNotFound } from "./units.errors";
import type { UnitRow } from "./units.repository";

/** The delayed job runs this long after expires_at, so the database clock has passed it. */
const EXPIRY_SLACK_MS = 250;

export interface AfterCommit {
  unit: UnitRow;
  promoted: ReservationRow | null;
  pending: PendingRealtimeEvent[];
}

/**
 * Reservations (docs/decisions/011): one ACTIVE per unit (conditional UPDATE of the unit + partial unique
 * index), a waiting queue per unit, expiry by a delayed job (reservation.expire) plus a sweep, PostgreSQL
 * as the source of truth. When the active one ends, the next queued one is promoted in the same transaction
 * and its broker gets a UNIT_AVAILABLE notification.
 *
 * This class holds what the use cases share; they live beside it: reservations.service (list, expiry),
 * reservation-create.service, reservation-release.service.
 */
export class ReservationHandOver {
  constructor(
    private readonly jobs: JobQueue,
    private readonly events: UnitChanges,
    private readonly realtime?: RealtimePublisher,
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
  ): Promise<AfterCommit> {
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
      return { unit, promoted: null, pending: [] };
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
    const { pending } = await notify(repos, {
      receiverId: promoted.brokerId,
      type: "UNIT_AVAILABLE",
      title: RESERVATION_MSG.unitAvailableTitle,
      message: RESERVATION_MSG.unitAvailableMessage(`${unit.tower.name} ${unit.number}`, unit.enterprise.name),
      enterpriseId: unit.enterpriseId,
      unitId: unit.id,
      linkedContent: promoted.leadId,
      deadline: promoted.expiresAt,
    });
    return { unit, promoted, pending: [pending] };
  }

  /** The outbound `unit.status_changed` webhook, recorded in the caller's transaction (decision 012). */
  statusChanged(events: EventSink, unit: UnitRow, from: string, to: string, reservationId: string): void {
    events.emit({
      type: "unit.status_changed",
      data: { unit_id: unit.id, enterprise_id: unit.enterpriseId, from, to, reservation_id: reservationId },
    });
  }

  /** After commit: the promoted reservation's expiry job, the notification push, the mirror's live update. */
  async afterHandOver(a: AfterCommit): Promise<void> {
    if (a.promoted) await this.scheduleExpiry(a.promoted);
    for (const p of a.pending) {
      await this.realtime
        ?.publish(p.userId, p.event)
        .catch(logBestEffort(this.log, "publish a reservation notification", { userId: p.userId }));
    }
    await this.events.unitChanged(a.unit.enterpriseId, a.unit.id);
  }

  /** After a new active reservation committed: its expiry job, the mirror's live update. */
  async afterReserve(row: ReservationRow, unit: UnitRow): Promise<void> {
    await this.scheduleExpiry(row);
    await this.events.unitChanged(unit.enterpriseId, unit.id);
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
