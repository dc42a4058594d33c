import { TIME_ZONE } from "@portal/contracts/dates";
import { SCHEDULE_HOLDER_ROLES } from "@portal/contracts/policy";
import { SCHEDULE_DURATIONS } from "@portal/contracts/schedules";
import { Prisma, type PrismaClient } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";
import type { NewSchedule, ScheduleFilter, SchedulePatch, ScheduleRecord, ScheduleScope } from "./schedules-rows";

/** The lead's and the enterprise's fields an appointment shows. */
const LEAD_FIELDS = { id: true, fullName: true, phone: true, ownerId: true } as const;
const ENTERPRISE_FIELDS = { id: true, name: true } as const;

/** The longest appointment (decision 053: 30 to 240 minutes, the contract's durations). */
const LONGEST_MS = Math.max(...SCHEDULE_DURATIONS) * 60_000;

type Row = Prisma.ScheduleGetPayload<Record<string, never>>;

/** Appointments and the slots they hold (decision 053). The only file of the agenda that knows Prisma. */
export class SchedulesRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * Rows with their lead, enterprise, specialist's and creator's names: one query per kind, by id, in parallel.
   * (Prisma's `include` of the lead and the enterprise cost ~3x the appointments' own query on a team's week of
   * ~400 rows; decision 057.)
   */
  private async records(rows: Row[]): Promise<ScheduleRecord[]> {
    const ids = (pick: (r: Row) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => !!v))];
    const userIds = ids((r) => r.specialistId).concat(ids((r) => r.createdById));
    const leadIds = ids((r) => r.leadId);
    const enterpriseIds = ids((r) => r.enterpriseId);
    const [users, leads, enterprises] = await Promise.all([
      userIds.length
        ? this.db.user.findMany({ where: { id: { in: [...new Set(userIds)] } }, select: { id: true, fullName: true } })
        : [],
      leadIds.length ? this.db.lead.findMany({ where: { id: { in: leadIds } }, select: LEAD_FIELDS }) : [],
      enterpriseIds.length
        ? this.db.enterprise.findMany({ where: { id: { in: enterpriseIds } }, select: ENTERPRISE_FIELDS })
        : [],
    ]);
    const names = new Map(users.map((u) => [u.id, u]));
    const leadOf = new Map(leads.map((l) => [l.id, l]));
    const enterpriseOf = new Map(enterprises.map((e) => [e.id, e]));
    return rows.map((r) => ({
      id: r.id,
      leadId: r.leadId,
      // The lead is a required relation (cascade delete): always there.
      lead: leadOf.get(r.leadId) ?? { id: r.leadId, fullName: "", phone: "", ownerId: null },
      specialistId: r.specialistId,
      specialist: names.get(r.specialistId) ?? { id: r.specialistId, fullName: "" },
      enterpriseId: r.enterpriseId,
      enterprise: r.enterpriseId ? (enterpriseOf.get(r.enterpriseId) ?? null) : null,
      type: r.type,
      status: r.status,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      notes: r.notes,
      outcomeNotes: r.outcomeNotes,
      cancelReason: r.cancelReason,
      reminderDueAt: r.reminderDueAt,
      reminderSentAt: r.reminderSentAt,
      createdBy: r.createdById ? (names.get(r.createdById) ?? null) : null,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }));
  }

  async findRecord(id: string): Promise<ScheduleRecord | null> {
    const row = await this.db.schedule.findUnique({ where: { id } });
    return row ? ((await this.records([row]))[0] ?? null) : null;
  }

  /** Locks the appointment's row for the rest of the transaction (moves, outcomes and reminders serialise on it). */
  async lock(id: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`SELECT id FROM schedules WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  /** Inserts the appointment and its slots; a taken slot rejects with UniqueViolation (schedule_slots_pkey). */
  async create(data: NewSchedule, slots: Date[]): Promise<string> {
    const row = await this.db.schedule.create({ data, select: { id: true } });
    await this.occupy(row.id, data.specialistId, slots);
    return row.id;
  }

  async occupy(scheduleId: string, specialistId: string, slots: Date[]): Promise<void> {
    await uniqueGuard(() =>
      this.db.scheduleSlot.createMany({ data: slots.map((slotStart) => ({ scheduleId, specialistId, slotStart })) }),
    );
  }

  async release(scheduleId: string): Promise<void> {
    await this.db.scheduleSlot.deleteMany({ where: { scheduleId } });
  }

  async update(id: string, patch: SchedulePatch): Promise<void> {
    await this.db.schedule.update({ where: { id }, data: patch });
  }

  private where(scope: NonNullable<ScheduleScope>, f: ScheduleFilter): Prisma.ScheduleWhereInput {
    const and: Prisma.ScheduleWhereInput[] = [];
    if (scope.kind === "specialists") and.push({ specialistId: { in: scope.ids } });
    if (scope.kind === "reception") and.push({ enterpriseId: scope.enterpriseId, type: "STAND_VISIT" });
    if (f.specialistIds?.length) and.push({ specialistId: { in: f.specialistIds } });
    // Overlap with [from, to): a 2-hour visit that began before the window still shows in it. No appointment is
    // longer than the longest duration (4 h), so it also started after from − 4 h: that bound, redundant for the
    // answer, lets the (specialist_id, starts_at) index read just the window instead of every earlier appointment
    // of the specialists (bench/results/schedules-2026-11-26.md, decision 057).
    if (f.to) and.push({ startsAt: { lt: f.to } });
    if (f.from) and.push({ endsAt: { gt: f.from } }, { startsAt: { gt: new Date(f.from.getTime() - LONGEST_MS) } });
    if (f.leadId) and.push({ leadId: f.leadId });
    if (f.enterpriseId) and.push({ enterpriseId: f.enterpriseId });
    if (f.type) and.push({ type: f.type });
    if (f.statuses?.length) and.push({ status: { in: f.statuses } });
    return { AND: and };
  }

  async list(
    scope: NonNullable<ScheduleScope>,
    f: ScheduleFilter,
    page: { skip: number; limit: number },
  ): Promise<{ rows: ScheduleRecord[]; total: number }> {
    const where = this.where(scope, f);
    const [rows, total] = await Promise.all([
      this.db.schedule.findMany({
        where,
        // A lead's list reads newest first; a calendar window reads in time order.
        orderBy: f.leadId && !f.from ? [{ startsAt: "desc" }, { id: "asc" }] : [{ startsAt: "asc" }, { id: "asc" }],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.schedule.count({ where }),
    ]);
    return { rows: await this.records(rows), total };
  }

  /**
   * Appointments per São Paulo day (by their start) in [from, to), cancelled ones aside. One GROUP BY on the
   * (specialist_id, starts_at) index: the month calendar's query.
   */
  async countByDate(
    scope: NonNullable<ScheduleScope>,
    f: { from: Date; to: Date; specialistIds?: string[]; type?: string },
  ): Promise<{ date: string; count: number }[]> {
    const conditions: Prisma.Sql[] = [
      Prisma.sql`s.starts_at >= ${f.from}`,
      Prisma.sql`s.starts_at < ${f.to}`,
      Prisma.sql`s.status <> 'CANCELED'`,
    ];
    if (scope.kind === "specialists") conditions.push(Prisma.sql`s.specialist_id = ANY(${scope.ids}::uuid[])`);
    if (scope.kind === "reception") {
      conditions.push(Prisma.sql`s.enterprise_id = ${scope.enterpriseId}::uuid AND s.type = 'STAND_VISIT'`);
    }
    if (f.specialistIds?.length) conditions.push(Prisma.sql`s.specialist_id = ANY(${f.specialistIds}::uuid[])`);
    if (f.type) conditions.push(Prisma.sql`s.type = ${f.type}::"ScheduleType"`);
    const rows = await this.db.$queryRaw<{ date: string; count: number }[]>`
      SELECT to_char((s.starts_at AT TIME ZONE ${TIME_ZONE})::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
      FROM schedules s
      WHERE ${Prisma.join(conditions, " AND ")}
      GROUP BY 1
      ORDER BY 1`;
    return rows;
  }

  /** The users of the sales teams a coordinator masters or belongs to (active teams), themselves included. */
  async teamOf(userId: string): Promise<string[]> {
    const rows = await this.db.salesTeamMember.findMany({
      where: { team: { active: true, OR: [{ masterId: userId }, { members: { some: { userId } } }] } },
      select: { userId: true },
    });
    return [...new Set([userId, ...rows.map((r) => r.userId)])];
  }

  /** Active users whose agenda may hold appointments (specialists, coordinators); `ids` narrows to some. */
  holders(ids?: string[]): Promise<{ id: string; fullName: string }[]> {
    return this.db.user.findMany({
      where: {
        active: true,
        roles: { hasSome: [...SCHEDULE_HOLDER_ROLES] },
        ...(ids ? { id: { in: ids } } : {}),
      },
      select: { id: true, fullName: true },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    });
  }

  /** SCHEDULED appointments whose reminder is due and unsent, and still to start (the sweep's work). */
  dueReminders(now: Date, limit = 500): Promise<{ id: string; startsAt: Date }[]> {
    return this.db.schedule.findMany({
      where: { status: "SCHEDULED", reminderDueAt: { lte: now }, startsAt: { gt: now } },
      select: { id: true, startsAt: true },
      orderBy: { reminderDueAt: "asc" },
      take: limit,
    });
  }

  /** Clears reminders of appointments that started without one going out (nothing left to remind). */
  async dropStaleReminders(now: Date): Promise<number> {
    const { count } = await this.db.schedule.updateMany({
      where: { reminderDueAt: { not: null }, startsAt: { lte: now } },
      data: { reminderDueAt: null },
    });
    return count;
  }
}
