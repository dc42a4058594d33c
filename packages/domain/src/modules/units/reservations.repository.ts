import type { PrismaClient, Reservation } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";

export type ReservationRow = Reservation;

export interface NewReservation {
  unitId: string;
  enterpriseId: string;
  leadId: string | null;
  brokerId: string;
  type: Reservation["type"];
  durationMinutes: number;
  status: "ACTIVE" | "QUEUED";
  queuePosition: number | null;
  observations: string | null;
  createdById: string;
}

/** Data access for reservations. The database keeps one ACTIVE per unit (reservations_one_active_per_unit). */
export class ReservationsRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<ReservationRow | null> {
    return this.db.reservation.findUnique({ where: { id } });
  }

  /** Inserts; an ACTIVE one gets expires_at from the database clock (null when indefinite). */
  async create(r: NewReservation): Promise<ReservationRow> {
    const row = await uniqueGuard(() => this.db.reservation.create({ data: r }));
    if (r.status !== "ACTIVE") return row;
    return this.activate(row.id);
  }

  /** QUEUED/new -> ACTIVE now, expires_at = now() + duration (database clock). */
  async activate(id: string): Promise<ReservationRow> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      UPDATE reservations SET status = 'ACTIVE', queue_position = NULL, activated_at = now(),
        expires_at = CASE WHEN duration_minutes = 0 THEN NULL ELSE now() + make_interval(mins => duration_minutes) END,
        updated_at = now()
      WHERE id = ${id}::uuid RETURNING id`;
    if (rows.length !== 1) throw new Error(`reservation ${id} vanished`);
    return this.db.reservation.findUniqueOrThrow({ where: { id } });
  }

  findActive(unitId: string): Promise<ReservationRow | null> {
    return this.db.reservation.findFirst({ where: { unitId, status: "ACTIVE" } });
  }

  /** Open (ACTIVE or QUEUED) reservation of this lead on this unit. */
  findOpenForLead(unitId: string, leadId: string): Promise<ReservationRow | null> {
    return this.db.reservation.findFirst({ where: { unitId, leadId, status: { in: ["ACTIVE", "QUEUED"] } } });
  }

  nextQueued(unitId: string): Promise<ReservationRow | null> {
    return this.db.reservation.findFirst({
      where: { unitId, status: "QUEUED" },
      orderBy: [{ queuePosition: "asc" }, { createdAt: "asc" }],
    });
  }

  async nextQueuePosition(unitId: string): Promise<number> {
    const agg = await this.db.reservation.aggregate({
      where: { unitId, status: "QUEUED" },
      _max: { queuePosition: true },
    });
    return (agg._max.queuePosition ?? 0) + 1;
  }

  /** Conditional end: only from the expected status; returns the row when this call ended it. */
  async end(
    id: string,
    from: "ACTIVE" | "QUEUED",
    to: "RELEASED" | "CONVERTED" | "CANCELED",
    reason: string,
  ): Promise<ReservationRow | null> {
    const { count } = await this.db.reservation.updateMany({
      where: { id, status: from },
      data: { status: to, endedAt: new Date(), endReason: reason, queuePosition: null },
    });
    return count === 1 ? this.db.reservation.findUnique({ where: { id } }) : null;
  }

  /** ACTIVE -> EXPIRED only when the database clock has passed expires_at; the row when this call expired it. */
  async expireIfDue(id: string, reason: string): Promise<ReservationRow | null> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      UPDATE reservations SET status = 'EXPIRED', ended_at = now(), end_reason = ${reason}, updated_at = now()
      WHERE id = ${id}::uuid AND status = 'ACTIVE' AND expires_at IS NOT NULL AND expires_at <= now()
      RETURNING id`;
    return rows.length === 1 ? this.db.reservation.findUnique({ where: { id } }) : null;
  }

  /**
   * ACTIVE and not yet due (database clock): expires_at and duration_minutes grow by `minutes`. Null when it is not
   * (ended, due, or indefinite) — the caller holds the unit's row lock.
   */
  async extendIfActive(id: string, minutes: number): Promise<ReservationRow | null> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      UPDATE reservations SET expires_at = expires_at + make_interval(mins => ${minutes}::int),
        duration_minutes = duration_minutes + ${minutes}::int, updated_at = now()
      WHERE id = ${id}::uuid AND status = 'ACTIVE' AND expires_at IS NOT NULL AND expires_at > now()
      RETURNING id`;
    return rows.length === 1 ? this.db.reservation.findUnique({ where: { id } }) : null;
  }

  /** Whether the database clock has passed an ACTIVE reservation's expires_at. */
  async isDue(id: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ due: boolean }[]>`
      SELECT (status = 'ACTIVE' AND expires_at IS NOT NULL AND expires_at <= now()) AS due
      FROM reservations WHERE id = ${id}::uuid`;
    return rows[0]?.due ?? false;
  }

  /** Ends every QUEUED reservation of a unit (the unit left the market). Returns them. */
  async cancelQueued(unitId: string, reason: string): Promise<ReservationRow[]> {
    const rows = await this.db.reservation.findMany({ where: { unitId, status: "QUEUED" } });
    if (rows.length) {
      await this.db.reservation.updateMany({
        where: { id: { in: rows.map((r) => r.id) }, status: "QUEUED" },
        data: { status: "CANCELED", endedAt: new Date(), endReason: reason, queuePosition: null },
      });
    }
    return rows;
  }

  listByUnit(unitId: string, limit = 100): Promise<ReservationRow[]> {
    return this.db.reservation.findMany({
      where: { unitId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
  }

  /** ACTIVE reservations past their expires_at by the database clock (the sweep). */
  async overdueIds(limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM reservations WHERE status = 'ACTIVE' AND expires_at <= now() ORDER BY expires_at LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }
}
