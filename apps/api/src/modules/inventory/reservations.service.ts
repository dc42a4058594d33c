import { RESERVATION_MSG, type ReservationCreateInput } from "@portal/contracts/inventory";
import { MSG } from "@portal/contracts/messages";
import { canReadInventory, hasRole, RESERVE_ROLES, TECHNICAL_RESERVE_ROLES } from "@portal/contracts/policy";
import { nextUnitState } from "@portal/contracts/unit-state";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser, JobQueue, RealtimePublisher } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { notify, type PendingRealtimeEvent } from "../notifications/notifications.service";
import type { WebhookOutbox } from "../webhooks/webhooks.service";
import type { ReservationRow } from "./reservations.repository";
import type { UnitChanges } from "./unit-events";
import type { UnitRow } from "./units.repository";

export type ExpireOutcome = "expired" | "not-due" | "resolved" | "missing";

/** The delayed job runs this long after expires_at, so the database clock has passed it. */
const EXPIRY_SLACK_MS = 250;
const SWEEP_BATCH = 500;

interface AfterCommit {
  unit: UnitRow;
  promoted: ReservationRow | null;
  pending: PendingRealtimeEvent[];
  /** `unit.status_changed` webhook deliveries written in the transaction. */
  deliveries: string[];
}

const unitNotFound = () => new AppError("NOT_FOUND", "Unidade não encontrada.");
const notFound = () => new AppError("NOT_FOUND", RESERVATION_MSG.notFound);

/**
 * Reservations (docs/decisions/011): one ACTIVE per unit (conditional UPDATE of the unit + partial unique
 * index), a waiting queue per unit, expiry by a delayed job (reservation.expire) plus a sweep, PostgreSQL
 * as the source of truth. When the active one ends, the next queued one is promoted in the same transaction
 * and its broker gets a UNIT_AVAILABLE notification.
 */
export class ReservationsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly events: UnitChanges,
    private readonly realtime?: RealtimePublisher,
    private readonly outbox?: WebhookOutbox,
  ) {}

  async list(actor: AuthUser, unitId: string): Promise<ReservationRow[]> {
    if (!canReadInventory(actor.roles)) throw new AppError("FORBIDDEN", MSG.forbidden);
    if (!(await this.db.repos.units.findById(unitId))) throw unitNotFound();
    const rows = await this.db.repos.reservations.listByUnit(unitId);
    // Brokers who are not on the sales desk see only their own reservations (no other broker's clients).
    return hasRole(actor.roles, TECHNICAL_RESERVE_ROLES) ? rows : rows.filter((r) => r.brokerId === actor.id);
  }

  async create(actor: AuthUser, unitId: string, input: ReservationCreateInput): Promise<ReservationRow> {
    if (!hasRole(actor.roles, RESERVE_ROLES)) throw new AppError("FORBIDDEN", MSG.forbidden);
    const staff = hasRole(actor.roles, TECHNICAL_RESERVE_ROLES);
    if (input.type === "TECHNICAL_RESERVE" && !staff)
      throw new AppError("FORBIDDEN", RESERVATION_MSG.technicalOnlyStaff);
    const brokerId = input.broker_id ?? actor.id;
    if (brokerId !== actor.id && !staff) throw new AppError("FORBIDDEN", RESERVATION_MSG.otherBrokerOnlyStaff);
    await this.checkRefs(actor, input, brokerId, staff);

    const result = await this.db
      .transaction(async (repos) => {
        const unit = await repos.units.findById(unitId);
        if (!unit) throw unitNotFound();
        const data = {
          unitId,
          enterpriseId: unit.enterpriseId,
          leadId: input.lead_id,
          brokerId,
          type: input.type,
          durationMinutes: input.duration_minutes,
          observations: input.observations ?? null,
          createdById: actor.id,
        };
        // The conditional UPDATE is the race's referee: concurrent attempts wait on the row and find it RESERVED.
        if (
          await repos.units.transition(
            unitId,
            { status: "AVAILABLE", suspended: false },
            { status: "RESERVED", suspended: false },
          )
        ) {
          const row = await repos.reservations.create({ ...data, status: "ACTIVE", queuePosition: null });
          await repos.units.log({
            unitId,
            enterpriseId: unit.enterpriseId,
            actorId: actor.id,
            action: "RESERVE",
            fromStatus: "AVAILABLE",
            toStatus: "RESERVED",
            reason: input.observations ?? null,
            data: {
              reservation_id: row.id,
              type: row.type,
              duration_minutes: row.durationMinutes,
              broker_id: brokerId,
            },
          });
          const deliveries = await this.statusChanged(repos, unit, "AVAILABLE", "RESERVED", row.id);
          return { row, unit, queued: false, deliveries };
        }
        await repos.units.lockRow(unitId);
        const current = await repos.units.findById(unitId);
        if (!current) throw unitNotFound();
        if (current.status !== "RESERVED" || current.suspended) {
          const t = nextUnitState({ status: current.status, suspended: current.suspended }, "reserve");
          throw new AppError("CONFLICT", t.ok ? RESERVATION_MSG.unitNotReservable : t.message);
        }
        if (!input.queue) throw new AppError("CONFLICT", RESERVATION_MSG.unitReserved);
        if (input.lead_id && (await repos.reservations.findOpenForLead(unitId, input.lead_id))) {
          throw new AppError("CONFLICT", RESERVATION_MSG.alreadyQueued);
        }
        const position = await repos.reservations.nextQueuePosition(unitId);
        const row = await repos.reservations.create({ ...data, status: "QUEUED", queuePosition: position });
        await repos.units.log({
          unitId,
          enterpriseId: unit.enterpriseId,
          actorId: actor.id,
          action: "RESERVE_QUEUED",
          fromStatus: "RESERVED",
          toStatus: "RESERVED",
          reason: input.observations ?? null,
          data: { reservation_id: row.id, queue_position: position, broker_id: brokerId },
        });
        return { row, unit, queued: true, deliveries: [] as string[] };
      })
      .catch((err) => {
        // Second line of defence: the partial unique indexes.
        if ((err as { code?: string })?.code === "P2002") throw new AppError("CONFLICT", RESERVATION_MSG.unitReserved);
        throw err;
      });
    if (!result.queued) {
      await this.outbox?.dispatch(result.deliveries);
      await this.scheduleExpiry(result.row);
      await this.events.unitChanged(result.unit.enterpriseId, unitId);
    }
    return result.row;
  }

  /** Ends an ACTIVE reservation (the next queued one is promoted) or leaves the queue (QUEUED). */
  async release(actor: AuthUser, reservationId: string, reason?: string): Promise<ReservationRow> {
    const r = await this.db.repos.reservations.findById(reservationId);
    if (!r) throw notFound();
    const staff = hasRole(actor.roles, TECHNICAL_RESERVE_ROLES);
    if (r.brokerId !== actor.id && !staff) {
      // A partner must not learn about other brokers' reservations.
      if (!hasRole(actor.roles, RESERVE_ROLES) || !canReadInventory(actor.roles)) throw notFound();
      throw new AppError("FORBIDDEN", RESERVATION_MSG.notYours);
    }
    const why = reason ?? `liberada por ${actor.fullName}`;
    if (r.status === "QUEUED") {
      const ended = await this.db.transaction(async (repos) => {
        await repos.units.lockRow(r.unitId);
        const row = await repos.reservations.end(r.id, "QUEUED", "CANCELED", why);
        if (!row) throw new AppError("CONFLICT", RESERVATION_MSG.notOpen);
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
    if (r.status !== "ACTIVE") throw new AppError("CONFLICT", RESERVATION_MSG.notOpen);
    const after = await this.db.transaction(async (repos) => {
      await repos.units.lockRow(r.unitId);
      const row = await repos.reservations.end(r.id, "ACTIVE", "RELEASED", why);
      if (!row) throw new AppError("CONFLICT", RESERVATION_MSG.notOpen);
      return this.handOver(repos, row, actor.id, "RESERVE_RELEASED", why);
    });
    await this.afterHandOver(after);
    const row = await this.db.repos.reservations.findById(reservationId);
    if (!row) throw notFound();
    return row;
  }

  /** The delayed job and the sweep: ACTIVE -> EXPIRED when due (database clock), then hand over. Idempotent. */
  async expire(reservationId: string): Promise<ExpireOutcome> {
    const r = await this.db.repos.reservations.findById(reservationId);
    if (!r) return "missing";
    if (r.status !== "ACTIVE") return "resolved";
    const reason = `expirada após ${r.durationMinutes} min`;
    const after = await this.db.transaction(async (repos) => {
      await repos.units.lockRow(r.unitId);
      const row = await repos.reservations.expireIfDue(r.id, reason);
      if (!row) return (await repos.reservations.isDue(r.id)) ? ("resolved" as const) : ("not-due" as const);
      return this.handOver(repos, row, null, "RESERVE_EXPIRED", reason);
    });
    if (after === "not-due" || after === "resolved") {
      const now = await this.db.repos.reservations.findById(reservationId);
      return now?.status === "ACTIVE" ? "not-due" : "resolved";
    }
    await this.afterHandOver(after);
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

  /**
   * The active reservation just ended (unit row locked): log it, then promote the next queued reservation
   * (the unit stays RESERVED; its broker is notified) or free the unit.
   */
  private async handOver(
    repos: Repositories,
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
      const deliveries = await this.statusChanged(repos, unit, "RESERVED", "AVAILABLE", ended.id);
      return { unit, promoted: null, pending: [], deliveries };
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
    return { unit, promoted, pending: [pending], deliveries: [] };
  }

  /** The outbound `unit.status_changed` webhook, recorded in the caller's transaction (decision 012). */
  private async statusChanged(
    repos: Repositories,
    unit: UnitRow,
    from: string,
    to: string,
    reservationId: string,
  ): Promise<string[]> {
    if (!this.outbox) return [];
    return this.outbox.record(repos, "unit.status_changed", {
      unit_id: unit.id,
      enterprise_id: unit.enterpriseId,
      from,
      to,
      reservation_id: reservationId,
    });
  }

  private async afterHandOver(a: AfterCommit): Promise<void> {
    await this.outbox?.dispatch(a.deliveries);
    if (a.promoted) await this.scheduleExpiry(a.promoted);
    for (const p of a.pending) await this.realtime?.publish(p.userId, p.event).catch(() => undefined);
    await this.events.unitChanged(a.unit.enterpriseId, a.unit.id);
  }

  /** After commit: the delayed job at expires_at (deterministic id; the sweep covers a lost job). */
  private async scheduleExpiry(r: ReservationRow): Promise<void> {
    if (r.status !== "ACTIVE" || !r.expiresAt) return;
    await this.jobs
      .enqueue(
        "reservation.expire",
        { reservationId: r.id },
        { delayMs: r.expiresAt.getTime() - Date.now() + EXPIRY_SLACK_MS },
      )
      .catch(() => undefined);
  }

  private async checkRefs(actor: AuthUser, input: ReservationCreateInput, brokerId: string, staff: boolean) {
    if (input.lead_id) {
      const lead = await this.db.repos.leads.findById(input.lead_id);
      if (!lead || lead.excluded) throw fieldError("lead_id", RESERVATION_MSG.leadNotFound);
      // A broker reserves only for clients in their own wallet; the sales desk for anyone's.
      if (!staff && lead.ownerId !== actor.id) throw fieldError("lead_id", "deve ser um lead da sua carteira");
    }
    if (brokerId !== actor.id) {
      const broker = await this.db.repos.users.findById(brokerId);
      if (!broker?.active || !hasRole(broker.roles, RESERVE_ROLES, { excludeMaster: true })) {
        throw fieldError("broker_id", RESERVATION_MSG.brokerNotFound);
      }
    }
  }
}
