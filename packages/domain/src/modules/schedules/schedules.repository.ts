import { TIME_ZONE } from "@portal/contracts/dates";
import { SCHEDULE_ALL_ROLES, SCHEDULE_HOLDER_ROLES, SCHEDULE_TEAM_ROLES } from "@portal/contracts/policy";
import { SCHEDULE_DURATIONS } from "@portal/contracts/schedules";
import { Prisma, type PrismaClient, plainReaderOf } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";
import type {
  NewSchedule,
  ScheduleCellRecord,
  ScheduleFilter,
  SchedulePatch,
  ScheduleRecord,
  ScheduleScope,
} from "./schedules-rows";

/** The lead's and the enterprise's fields an appointment shows. */
const LEAD_FIELDS = { id: true, fullName: true, phone: true, ownerId: true } as const;
const ENTERPRISE_FIELDS = { id: true, name: true } as const;

/** The longest appointment (decision 053: 30 to 240 minutes, the contract's durations). */
const LONGEST_MS = Math.max(...SCHEDULE_DURATIONS) * 60_000;

type Row = Prisma.ScheduleGetPayload<Record<string, never>>;

/** A row of the list's statement: the appointment's columns and what it shows of its lead, stand and people. */
interface ListRow {
  id: string;
  leadId: string;
  specialistId: string;
  enterpriseId: string | null;
  type: ScheduleRecord["type"];
  status: ScheduleRecord["status"];
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  outcomeNotes: string | null;
  cancelReason: string | null;
  reminderDueAt: Date | null;
  reminderSentAt: Date | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
  leadName: string;
  leadPhone: string;
  leadOwnerId: string | null;
  enterpriseName: string | null;
  specialistName: string | null;
  createdByName: string | null;
  total: number;
}

function recordOf(r: ListRow): ScheduleRecord {
  return {
    id: r.id,
    leadId: r.leadId,
    lead: { id: r.leadId, fullName: r.leadName, phone: r.leadPhone, ownerId: r.leadOwnerId },
    specialistId: r.specialistId,
    specialist: { id: r.specialistId, fullName: r.specialistName ?? "" },
    enterpriseId: r.enterpriseId,
    enterprise: r.enterpriseId ? { id: r.enterpriseId, name: r.enterpriseName ?? "" } : null,
    type: r.type,
    status: r.status,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    notes: r.notes,
    outcomeNotes: r.outcomeNotes,
    cancelReason: r.cancelReason,
    reminderDueAt: r.reminderDueAt,
    reminderSentAt: r.reminderSentAt,
    createdBy: r.createdById ? { id: r.createdById, fullName: r.createdByName ?? "" } : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

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

  /** The list's conditions as SQL (the same filters the calendar and the lead's tab use). */
  private sqlWhere(scope: NonNullable<ScheduleScope>, f: ScheduleFilter): Prisma.Sql {
    const and: Prisma.Sql[] = [Prisma.sql`TRUE`];
    if (scope.kind === "specialists") and.push(Prisma.sql`s.specialist_id = ANY(${scope.ids}::uuid[])`);
    if (scope.kind === "reception")
      and.push(Prisma.sql`s.enterprise_id = ${scope.enterpriseId}::uuid AND s.type = 'STAND_VISIT'`);
    if (f.specialistIds?.length) and.push(Prisma.sql`s.specialist_id = ANY(${f.specialistIds}::uuid[])`);
    // Overlap with [from, to): a 2-hour visit that began before the window still shows in it. No appointment is
    // longer than the longest duration (4 h), so it also started after from − 4 h: that bound, redundant for the
    // answer, lets the (specialist_id, starts_at) index read just the window instead of every earlier appointment
    // of the specialists (bench/results/schedules-2026-11-26.md@20e5007, decision 057).
    if (f.to) and.push(Prisma.sql`s.starts_at < ${f.to}`);
    if (f.from) {
      and.push(Prisma.sql`s.ends_at > ${f.from}`);
      and.push(Prisma.sql`s.starts_at > ${new Date(f.from.getTime() - LONGEST_MS)}`);
    }
    if (f.leadId) and.push(Prisma.sql`s.lead_id = ${f.leadId}::uuid`);
    if (f.enterpriseId) and.push(Prisma.sql`s.enterprise_id = ${f.enterpriseId}::uuid`);
    if (f.type) and.push(Prisma.sql`s.type = ${f.type}::"ScheduleType"`);
    if (f.statuses?.length) and.push(Prisma.sql`s.status::text = ANY(${f.statuses}::text[])`);
    return Prisma.join(and, " AND ");
  }

  /**
   * GET /schedules: one statement with the lead, enterprise and names joined and the total as a window count,
   * through the plain pg reader when there is one (decision 017; a team's week is ~400 rows, where Prisma's model
   * query and its relation loads cost several times the SQL, decision 057).
   */
  async list(
    scope: NonNullable<ScheduleScope>,
    f: ScheduleFilter,
    page: { skip: number; limit: number },
  ): Promise<{ rows: ScheduleRecord[]; total: number }> {
    const where = this.sqlWhere(scope, f);
    // A lead's list reads newest first; a calendar window reads in time order.
    const order = f.leadId && !f.from ? Prisma.sql`s.starts_at DESC, s.id ASC` : Prisma.sql`s.starts_at ASC, s.id ASC`;
    const sql = Prisma.sql`
      SELECT s.id, s.lead_id AS "leadId", s.specialist_id AS "specialistId", s.enterprise_id AS "enterpriseId",
             s.type::text AS type, s.status::text AS status, s.starts_at AS "startsAt", s.ends_at AS "endsAt",
             s.notes, s.outcome_notes AS "outcomeNotes", s.cancel_reason AS "cancelReason",
             s.reminder_due_at AS "reminderDueAt", s.reminder_sent_at AS "reminderSentAt",
             s.created_by_id AS "createdById", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
             l.full_name AS "leadName", l.phone AS "leadPhone", l.owner_id AS "leadOwnerId",
             e.name AS "enterpriseName", sp.full_name AS "specialistName", cb.full_name AS "createdByName",
             (count(*) OVER ())::int AS total
        FROM schedules s
        JOIN leads l ON l.id = s.lead_id
        LEFT JOIN enterprises e ON e.id = s.enterprise_id
        LEFT JOIN users sp ON sp.id = s.specialist_id
        LEFT JOIN users cb ON cb.id = s.created_by_id
       WHERE ${where}
       ORDER BY ${order}
       LIMIT ${page.limit} OFFSET ${page.skip}`;
    const plain = plainReaderOf(this.db);
    const found = plain ? await plain<ListRow>(sql) : await this.db.$queryRaw<ListRow[]>(sql);
    if (found.length === 0) {
      if (page.skip === 0) return { rows: [], total: 0 };
      const [counted] = await this.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM schedules s WHERE ${where}`;
      return { rows: [], total: counted?.n ?? 0 };
    }
    return { rows: found.map(recordOf), total: found[0]?.total ?? 0 };
  }

  /**
   * The calendar's cells (GET /schedules/calendar, decision 058): the window's appointments in time order with only
   * what a cell shows, and the lead's, specialist's and enterprise's names, in one statement on the plain reader.
   */
  async cells(
    scope: NonNullable<ScheduleScope>,
    f: ScheduleFilter,
    page: { skip: number; limit: number },
  ): Promise<{ rows: ScheduleCellRecord[]; total: number }> {
    const where = this.sqlWhere(scope, f);
    const sql = Prisma.sql`
      SELECT s.id, s.lead_id AS "leadId", l.full_name AS "leadName", s.specialist_id AS "specialistId",
             sp.full_name AS "specialistName", s.enterprise_id AS "enterpriseId", e.name AS "enterpriseName",
             s.type::text AS type, s.status::text AS status, s.starts_at AS "startsAt", s.ends_at AS "endsAt",
             (count(*) OVER ())::int AS total
        FROM schedules s
        JOIN leads l ON l.id = s.lead_id
        LEFT JOIN enterprises e ON e.id = s.enterprise_id
        LEFT JOIN users sp ON sp.id = s.specialist_id
       WHERE ${where}
       ORDER BY s.starts_at ASC, s.id ASC
       LIMIT ${page.limit} OFFSET ${page.skip}`;
    const plain = plainReaderOf(this.db);
    const found = plain
      ? await plain<ScheduleCellRecord & { total: number }>(sql)
      : await this.db.$queryRaw<(ScheduleCellRecord & { total: number })[]>(sql);
    if (found.length === 0) {
      if (page.skip === 0) return { rows: [], total: 0 };
      const [counted] = await this.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM schedules s WHERE ${where}`;
      return { rows: [], total: counted?.n ?? 0 };
    }
    return {
      rows: found.map(({ total: _total, ...cell }) => ({ ...cell, specialistName: cell.specialistName ?? "" })),
      total: found[0]?.total ?? 0,
    };
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

  /**
   * Who reads these specialists' agendas besides themselves (scheduleScope, decision 053): the agenda-wide roles
   * (MASTER included) and the coordinators of an active team one of them belongs to (the inverse of teamOf).
   */
  async readersOf(specialistIds: readonly string[]): Promise<string[]> {
    if (!specialistIds.length) return [];
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT u.id FROM users u
      WHERE u.active AND (
        u.roles && ${[...SCHEDULE_ALL_ROLES, "MASTER"]}::text[]
        OR (u.roles && ${[...SCHEDULE_TEAM_ROLES]}::text[] AND EXISTS (
          SELECT 1 FROM sales_teams t
          JOIN sales_team_members sm ON sm.team_id = t.id AND sm.user_id = ANY(${[...specialistIds]}::uuid[])
          WHERE t.active AND (t.master_id = u.id
            OR EXISTS (SELECT 1 FROM sales_team_members me WHERE me.team_id = t.id AND me.user_id = u.id)))))`;
    return rows.map((r) => r.id);
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
