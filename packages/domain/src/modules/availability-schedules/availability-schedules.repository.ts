import type { SchedulePersonKind, Shift } from "@portal/contracts/availability-schedules";
import type { PrismaClient } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";

/** One cell of the grid as stored: a specialist at a stand for one shift of one day ("YYYY-MM-DD"). */
export interface ScheduleRow {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  userId: string;
  userName: string;
  userKind: SchedulePersonKind;
  day: string;
  shift: Shift;
}
export interface Slot {
  userId: string;
  day: string;
  shift: Shift;
}
export interface SpecialistRow {
  id: string;
  fullName: string;
  email: string;
  kind: SchedulePersonKind;
}

/** The people the grid schedules (decision 061): active booth specialists and receptionists. */
const SCHEDULED_ROLES = ["BOOTH_SPECIALIST", "RECEPCIONIST"];
const scheduledWhere = { active: true, roles: { hasSome: SCHEDULED_ROLES } } as const;
/** A person who is both counts as a specialist (they check in to the queue, decision 048's standPresenceKind). */
export const personKind = (roles: readonly string[]): SchedulePersonKind =>
  roles.includes("BOOTH_SPECIALIST") ? "SPECIALIST" : "RECEPTION";
const toPerson = (u: { id: string; fullName: string; email: string; roles: string[] }): SpecialistRow => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  kind: personKind(u.roles),
});

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const include = {
  user: { select: { fullName: true, roles: true } },
  stand: { select: { enterprise: { select: { name: true } } } },
} as const;
type Included = {
  id: string;
  enterpriseId: string;
  userId: string;
  day: Date;
  shift: Shift;
  user: { fullName: string; roles: string[] };
  stand: { enterprise: { name: string } };
};
const toRow = (r: Included): ScheduleRow => ({
  id: r.id,
  enterpriseId: r.enterpriseId,
  enterpriseName: r.stand.enterprise.name,
  userId: r.userId,
  userName: r.user.fullName,
  userKind: personKind(r.user.roles),
  day: toDay(r.day),
  shift: r.shift,
});

/**
 * availability_schedules (decision 052). One stand per specialist per shift is the unique index
 * availability_schedules_one_stand_per_shift (user_id, day, shift): writes that break it throw UniqueViolation.
 */
export class AvailabilitySchedulesRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Rows between two days (inclusive), of a stand and/or a specialist, by day, shift, name. */
  async list(f: { from: string; to: string; enterpriseId?: string; userId?: string }): Promise<ScheduleRow[]> {
    const rows = await this.db.availabilitySchedule.findMany({
      where: {
        day: { gte: toDate(f.from), lte: toDate(f.to) },
        ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
        ...(f.userId ? { userId: f.userId } : {}),
      },
      include,
      orderBy: [{ day: "asc" }, { shift: "asc" }, { user: { fullName: "asc" } }, { id: "asc" }],
    });
    return rows.map(toRow);
  }

  async hasAny(f: { from: string; to: string; enterpriseId: string; userId: string }): Promise<boolean> {
    const row = await this.db.availabilitySchedule.findFirst({
      where: {
        day: { gte: toDate(f.from), lte: toDate(f.to) },
        enterpriseId: f.enterpriseId,
        userId: f.userId,
      },
      select: { id: true },
    });
    return !!row;
  }

  /** The rows of these specialists in these slots at OTHER stands than `enterpriseId` (the conflicts). */
  async elsewhere(enterpriseId: string, slots: readonly Slot[]): Promise<ScheduleRow[]> {
    if (slots.length === 0) return [];
    const keys = slots.map((s) => `${s.userId}|${s.day}|${s.shift}`);
    const ids = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM availability_schedules
      WHERE enterprise_id <> ${enterpriseId}::uuid
        AND user_id = ANY(${[...new Set(slots.map((s) => s.userId))]}::uuid[])
        AND (user_id::text || '|' || day::text || '|' || shift::text) = ANY(${keys}::text[])`;
    if (ids.length === 0) return [];
    const rows = await this.db.availabilitySchedule.findMany({
      where: { id: { in: ids.map((r) => r.id) } },
      include,
      orderBy: [{ day: "asc" }, { shift: "asc" }],
    });
    return rows.map(toRow);
  }

  /** Inserts the slots at the stand (none may exist yet); a slot taken elsewhere throws UniqueViolation. */
  async insert(enterpriseId: string, slots: readonly Slot[], createdById: string | null): Promise<number> {
    if (slots.length === 0) return 0;
    const res = await uniqueGuard(() =>
      this.db.availabilitySchedule.createMany({
        data: slots.map((s) => ({ enterpriseId, userId: s.userId, day: toDate(s.day), shift: s.shift, createdById })),
      }),
    );
    return res.count;
  }

  /** Deletes these slots at the stand; the count deleted. */
  async remove(enterpriseId: string, slots: readonly Slot[]): Promise<number> {
    if (slots.length === 0) return 0;
    const keys = slots.map((s) => `${s.userId}|${s.day}|${s.shift}`);
    return this.db.$executeRaw`
      DELETE FROM availability_schedules
      WHERE enterprise_id = ${enterpriseId}::uuid
        AND (user_id::text || '|' || day::text || '|' || shift::text) = ANY(${keys}::text[])`;
  }

  /** Deletes a stand's rows between two days (inclusive), optionally of one specialist. */
  async removeRange(f: { enterpriseId: string; from: string; to: string; userId?: string }): Promise<number> {
    const res = await this.db.availabilitySchedule.deleteMany({
      where: {
        enterpriseId: f.enterpriseId,
        day: { gte: toDate(f.from), lte: toDate(f.to) },
        ...(f.userId ? { userId: f.userId } : {}),
      },
    });
    return res.count;
  }

  /**
   * Locks the rows of these specialists at the stand in these slots (FOR UPDATE, in id order, one statement) and
   * returns their ids in the order asked, null where the specialist is not scheduled there (the SHIFT_SWAP approval).
   */
  async lockSlots(enterpriseId: string, slots: readonly Slot[]): Promise<(string | null)[]> {
    if (slots.length === 0) return [];
    const keys = slots.map((s) => `${s.userId}|${s.day}|${s.shift}`);
    const rows = await this.db.$queryRaw<{ id: string; key: string }[]>`
      SELECT id, (user_id::text || '|' || day::text || '|' || shift::text) AS key FROM availability_schedules
      WHERE enterprise_id = ${enterpriseId}::uuid
        AND (user_id::text || '|' || day::text || '|' || shift::text) = ANY(${keys}::text[])
      ORDER BY id FOR UPDATE`;
    const byKey = new Map(rows.map((r) => [r.key, r.id]));
    return keys.map((k) => byKey.get(k) ?? null);
  }

  /** Whether the specialist is scheduled at the stand in this slot. */
  async isScheduled(enterpriseId: string, slot: Slot): Promise<boolean> {
    const row = await this.db.availabilitySchedule.findFirst({
      where: { enterpriseId, userId: slot.userId, day: toDate(slot.day), shift: slot.shift },
      select: { id: true },
    });
    return !!row;
  }

  /** Locks rows by id (FOR UPDATE) and returns them in the order asked; missing ids are left out. */
  async lockByIds(ids: readonly string[]): Promise<(ScheduleRow & { createdById: string | null })[]> {
    const locked = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM availability_schedules WHERE id = ANY(${[...ids]}::uuid[]) ORDER BY id FOR UPDATE`;
    if (locked.length === 0) return [];
    const rows = await this.db.availabilitySchedule.findMany({
      where: { id: { in: locked.map((r) => r.id) } },
      include,
    });
    const byId = new Map(rows.map((r) => [r.id, { ...toRow(r), createdById: r.createdById }]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  deleteByIds(ids: readonly string[]): Promise<number> {
    return this.db.$executeRaw`DELETE FROM availability_schedules WHERE id = ANY(${[...ids]}::uuid[])`;
  }

  /** Inserts rows at their stands and returns their ids (UniqueViolation when a slot is taken). */
  async insertRows(rows: readonly { enterpriseId: string; slot: Slot; createdById: string | null }[]) {
    const out: string[] = [];
    for (const r of rows) {
      const created = await uniqueGuard(() =>
        this.db.availabilitySchedule.create({
          data: {
            enterpriseId: r.enterpriseId,
            userId: r.slot.userId,
            day: toDate(r.slot.day),
            shift: r.slot.shift,
            createdById: r.createdById,
          },
          select: { id: true },
        }),
      );
      out.push(created.id);
    }
    return out;
  }

  async findByIds(ids: readonly string[]): Promise<ScheduleRow[]> {
    const rows = await this.db.availabilitySchedule.findMany({ where: { id: { in: [...ids] } }, include });
    const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Whether the specialist is scheduled at the stand in one of these slots ("YYYY-MM-DD|M" keys). */
  async onDuty(userId: string, enterpriseId: string, dutyKeys: readonly string[]): Promise<boolean> {
    if (dutyKeys.length === 0) return false;
    const rows = await this.db.$queryRaw<{ one: number }[]>`
      SELECT 1 AS one FROM availability_schedules
      WHERE user_id = ${userId}::uuid AND enterprise_id = ${enterpriseId}::uuid
        AND (day::text || '|' || shift::text) = ANY(${[...dutyKeys]}::text[])
      LIMIT 1`;
    return rows.length > 0;
  }

  /** Active booth specialists and receptionists (the grid's rows), by name. */
  async specialists(): Promise<SpecialistRow[]> {
    const rows = await this.db.user.findMany({
      where: scheduledWhere,
      select: { id: true, fullName: true, email: true, roles: true },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
      take: 2000,
    });
    return rows.map(toPerson);
  }

  /** Which of these users the grid may schedule (active booth specialists and receptionists). */
  async specialistIds(ids: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.user.findMany({
      where: { id: { in: [...ids] }, ...scheduledWhere },
      select: { id: true },
    });
    return new Set(rows.map((r) => r.id));
  }

  /** Active booth specialists and receptionists by e-mail (lowercase), for the import. */
  async specialistsByEmail(emails: readonly string[]): Promise<Map<string, SpecialistRow>> {
    const rows = await this.db.user.findMany({
      where: { email: { in: [...emails], mode: "insensitive" }, ...scheduledWhere },
      select: { id: true, fullName: true, email: true, roles: true },
    });
    return new Map(rows.map((r) => [r.email.toLowerCase(), toPerson(r)]));
  }

  /** The stand's enterprise name, or null when the enterprise has no stand row. */
  async standName(enterpriseId: string): Promise<string | null> {
    const row = await this.db.stand.findUnique({
      where: { enterpriseId },
      select: { enterprise: { select: { name: true } } },
    });
    return row?.enterprise.name ?? null;
  }

  /** The active stands with their enterprise's name, by name. */
  async activeStands(): Promise<{ enterpriseId: string; name: string }[]> {
    const rows = await this.db.stand.findMany({
      where: { active: true },
      select: { enterpriseId: true, enterprise: { select: { name: true } } },
    });
    return rows
      .map((r) => ({ enterpriseId: r.enterpriseId, name: r.enterprise.name }))
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  }
}
