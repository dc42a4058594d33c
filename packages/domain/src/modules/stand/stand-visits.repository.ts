import type { Prisma, PrismaClient } from "@portal/db/client";
import { UniqueViolation, uniqueGuard } from "../../lib/db-errors";
import { escapeLike } from "../../lib/like";
import {
  type AssignmentType,
  type StandVisitRecord,
  type StandVisitRow,
  type StandVisitStatusValue,
  visitInclude,
} from "./stand-rows";
import { assignVisitWithTurn } from "./stand-sql";

export interface NewStandVisit {
  enterpriseId: string;
  leadId: string;
  returningVisitor: boolean;
  visitorName: string;
  visitorPhone: string;
  visitorEmail: string | null;
  howKnow: string | null;
  purpose: string | null;
  lgpdConsent: boolean;
  receptionistId: string;
  ownerId: string | null;
  arrivedAt: Date;
}

export interface StandVisitFilter {
  enterpriseId?: string;
  /** The visits of these stands only (the caller's stand scope, decision 061). */
  enterpriseIds?: readonly string[];
  specialistId?: string;
  leadId?: string;
  statuses?: StandVisitStatusValue[];
  from?: Date;
  to?: Date;
  search?: string;
  hasReport?: boolean;
}

type VisitWithIncludes = Prisma.StandVisitGetPayload<{ include: typeof visitInclude }>;

const EXPORT_CHUNK = 1000;
const OPEN: StandVisitStatusValue[] = ["WAITING", "ASSIGNED", "IN_ATTENDANCE"];

/** A visit in attendance hit the one-per-specialist index (stand_visits_one_in_attendance_per_specialist). */
export class SpecialistAlreadyAttending extends Error {}

/**
 * Stand visits. Every status change is a conditional update on the expected status (and specialist), so two
 * concurrent changes of one visit cannot both apply; callers hold the visit's row lock too.
 */
export class StandVisitsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(v: NewStandVisit): Promise<StandVisitRecord> {
    return this.db.standVisit.create({ data: { ...v, status: "WAITING" } });
  }

  findRecord(id: string): Promise<StandVisitRecord | null> {
    return this.db.standVisit.findUnique({ where: { id } });
  }

  /** Row lock on the visit; the fresh row. */
  async lock(id: string): Promise<StandVisitRecord | null> {
    const rows = await this.db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM stand_visits WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length ? this.findRecord(id) : null;
  }

  async findRow(id: string): Promise<StandVisitRow | null> {
    const row = await this.db.standVisit.findUnique({ where: { id }, include: visitInclude });
    return row ? ((await this.withNames([row]))[0] ?? null) : null;
  }

  /** Routes a visit (WAITING or ASSIGNED -> ASSIGNED to this specialist); false when its status changed meanwhile. */
  async assign(
    id: string,
    from: StandVisitStatusValue,
    a: { specialistId: string; type: AssignmentType; reason: string; at: Date },
  ): Promise<boolean> {
    const r = await this.db.standVisit.updateMany({
      where: { id, status: from },
      data: {
        status: "ASSIGNED",
        specialistId: a.specialistId,
        assignmentType: a.type,
        assignmentReason: a.reason,
        assignedAt: a.at,
      },
    });
    return r.count === 1;
  }

  /**
   * Routes the visit (as `assign`) and uses the presence's turn (StandPresencesRepository.markAssigned) in one
   * statement; false, and the presence untouched, when the visit's status changed meanwhile. `updatedAt` is written
   * as given, so the caller knows the row it wrote without reading it again.
   */
  assignWithTurn(
    id: string,
    from: StandVisitStatusValue,
    presenceId: string,
    a: { specialistId: string; type: AssignmentType; reason: string; at: Date; updatedAt: Date },
  ): Promise<boolean> {
    return assignVisitWithTurn(this.db, id, from, presenceId, a);
  }

  /** The owner was told their client is at the stand; `at` is written as updatedAt. */
  async markOwnerNotified(id: string, at: Date = new Date()): Promise<void> {
    await this.db.standVisit.update({ where: { id }, data: { ownerNotified: true, updatedAt: at } });
  }

  /** ASSIGNED -> IN_ATTENDANCE for its specialist. Throws SpecialistAlreadyAttending on the partial unique index. */
  async start(id: string, specialistId: string, at: Date, statusBeforeStart: string): Promise<boolean> {
    const r = await uniqueGuard(() =>
      this.db.standVisit.updateMany({
        where: { id, status: "ASSIGNED", specialistId },
        data: { status: "IN_ATTENDANCE", startedAt: at, statusBeforeStart },
      }),
    ).catch((e: unknown) => {
      throw e instanceof UniqueViolation ? new SpecialistAlreadyAttending() : e;
    });
    return r.count === 1;
  }

  async finish(id: string, specialistId: string, at: Date): Promise<boolean> {
    const r = await this.db.standVisit.updateMany({
      where: { id, status: "IN_ATTENDANCE", specialistId },
      data: { status: "FINISHED", finishedAt: at },
    });
    return r.count === 1;
  }

  async cancel(id: string, from: StandVisitStatusValue, at: Date, reason: string): Promise<boolean> {
    const r = await this.db.standVisit.updateMany({
      where: { id, status: from },
      data: { status: "CANCELED", canceledAt: at, cancelReason: reason },
    });
    return r.count === 1;
  }

  /**
   * ASSIGNED visits of a specialist at a stand (not started), row-locked in id order: they go back to WAITING when
   * the specialist leaves. A visit whose start commits while we wait for its lock is no longer ASSIGNED and is left
   * out (PostgreSQL re-checks the condition on the newest row version).
   */
  async lockAssignedTo(specialistId: string, enterpriseId: string): Promise<{ id: string }[]> {
    return this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM stand_visits
      WHERE specialist_id = ${specialistId}::uuid AND enterprise_id = ${enterpriseId}::uuid AND status = 'ASSIGNED'
      ORDER BY id FOR UPDATE`;
  }

  async backToWaiting(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.standVisit.updateMany({
      where: { id: { in: [...ids] }, status: "ASSIGNED" },
      data: { status: "WAITING", specialistId: null, assignmentType: null, assignmentReason: null, assignedAt: null },
    });
  }

  /** Visits of a stand still WAITING that arrived before an instant, oldest first (the day-end sweep). */
  waitingBefore(enterpriseId: string, before: Date): Promise<StandVisitRecord[]> {
    return this.db.standVisit.findMany({
      where: { enterpriseId, status: "WAITING", arrivedAt: { lt: before } },
      orderBy: [{ arrivedAt: "asc" }, { id: "asc" }],
    });
  }

  /** The oldest visit waiting at a stand (no lock: the caller locks its lead, the stand and then the visit). */
  oldestWaiting(enterpriseId: string): Promise<StandVisitRecord | null> {
    return this.db.standVisit.findFirst({
      where: { enterpriseId, status: "WAITING" },
      orderBy: [{ arrivedAt: "asc" }, { id: "asc" }],
    });
  }

  inAttendanceOf(specialistId: string): Promise<StandVisitRecord | null> {
    return this.db.standVisit.findFirst({ where: { specialistId, status: "IN_ATTENDANCE" } });
  }

  /** Visits still open at a stand (waiting, routed, being served): the board's cards. */
  openAt(enterpriseId: string): Promise<StandVisitRecord[]> {
    return this.db.standVisit.findMany({
      where: { enterpriseId, status: { in: OPEN } },
      orderBy: [{ arrivedAt: "asc" }, { id: "asc" }],
    });
  }

  /** Of these leads, those whose stand visit this specialist was given (they met the visitor). */
  async leadsServedBy(specialistId: string, leadIds: readonly string[]): Promise<Set<string>> {
    if (leadIds.length === 0) return new Set();
    const rows = await this.db.standVisit.findMany({
      where: { specialistId, leadId: { in: [...leadIds] } },
      select: { leadId: true },
      distinct: ["leadId"],
    });
    return new Set(rows.map((r) => r.leadId));
  }

  /** The last visit of each lead (any stand). */
  async lastVisitAt(leadIds: readonly string[]): Promise<Map<string, Date>> {
    if (leadIds.length === 0) return new Map();
    const rows = await this.db.standVisit.groupBy({
      by: ["leadId"],
      where: { leadId: { in: [...leadIds] } },
      _max: { arrivedAt: true },
    });
    return new Map(rows.flatMap((r) => (r._max.arrivedAt ? [[r.leadId, r._max.arrivedAt] as const] : [])));
  }

  async list(f: StandVisitFilter, page: { skip: number; limit: number }) {
    const where = toWhere(f);
    const [rows, total] = await Promise.all([
      this.db.standVisit.findMany({
        where,
        include: visitInclude,
        orderBy: [{ arrivedAt: "desc" }, { id: "desc" }],
        skip: page.skip,
        take: page.limit,
      }),
      this.db.standVisit.count({ where }),
    ]);
    return { rows: await this.withNames(rows), total };
  }

  /** The specialists visits of the scope were routed to (the register's specialist filter), by name. */
  async specialistsOf(scope: {
    enterpriseIds?: readonly string[];
    specialistId?: string;
  }): Promise<{ id: string; fullName: string }[]> {
    const rows = await this.db.standVisit.groupBy({
      by: ["specialistId"],
      where: {
        ...(scope.enterpriseIds ? { enterpriseId: { in: [...scope.enterpriseIds] } } : {}),
        specialistId: scope.specialistId ?? { not: null },
      },
    });
    const ids = rows.flatMap((r) => (r.specialistId ? [r.specialistId] : []));
    if (ids.length === 0) return [];
    return this.db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, fullName: true },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    });
  }

  count(f: StandVisitFilter): Promise<number> {
    return this.db.standVisit.count({ where: toWhere(f) });
  }

  /** Every visit of the filter, newest first, read in chunks (the register's export; the caller capped the count). */
  async listAll(f: StandVisitFilter, max: number): Promise<StandVisitRow[]> {
    const where = toWhere(f);
    const out: StandVisitRow[] = [];
    for (let skip = 0; skip < max; skip += EXPORT_CHUNK) {
      const rows = await this.db.standVisit.findMany({
        where,
        include: visitInclude,
        orderBy: [{ arrivedAt: "desc" }, { id: "desc" }],
        skip,
        take: Math.min(EXPORT_CHUNK, max - skip),
      });
      out.push(...(await this.withNames(rows)));
      if (rows.length < EXPORT_CHUNK) break;
    }
    return out;
  }

  private async withNames(rows: VisitWithIncludes[]): Promise<StandVisitRow[]> {
    const ids = new Set<string>();
    for (const r of rows) {
      for (const id of [r.specialistId, r.receptionistId, r.ownerId, r.thirdPartyVisit?.brokerUserId]) {
        if (id) ids.add(id);
      }
    }
    const users = ids.size
      ? await this.db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, fullName: true } })
      : [];
    const name = new Map(users.map((u) => [u.id, u.fullName]));
    const of = (id: string | null | undefined) => (id ? (name.get(id) ?? null) : null);
    return rows.map(({ stand, thirdPartyVisit, serviceReport, ...visit }) => ({
      ...visit,
      enterpriseName: stand.enterprise.name,
      specialistName: of(visit.specialistId),
      receptionistName: of(visit.receptionistId),
      ownerName: of(visit.ownerId),
      serviceReportId: serviceReport?.id ?? null,
      thirdPartyVisit: thirdPartyVisit
        ? {
            ...thirdPartyVisit,
            enterpriseName: stand.enterprise.name,
            visitorName: visit.visitorName,
            brokerUserName: of(thirdPartyVisit.brokerUserId),
          }
        : null,
    }));
  }
}

function toWhere(f: StandVisitFilter): Prisma.StandVisitWhereInput {
  const digits = f.search?.replace(/\D/g, "") ?? "";
  const and: Prisma.StandVisitWhereInput[] = [];
  if (f.enterpriseId) and.push({ enterpriseId: f.enterpriseId });
  if (f.enterpriseIds) and.push({ enterpriseId: { in: [...f.enterpriseIds] } });
  if (f.specialistId) and.push({ specialistId: f.specialistId });
  if (f.leadId) and.push({ leadId: f.leadId });
  if (f.statuses?.length) and.push({ status: { in: f.statuses } });
  if (f.from) and.push({ arrivedAt: { gte: f.from } });
  if (f.to) and.push({ arrivedAt: { lt: f.to } });
  if (f.search) {
    and.push({
      OR: [
        { visitorName: { contains: escapeLike(f.search), mode: "insensitive" } },
        ...(digits.length >= 4 ? [{ visitorPhone: { contains: digits } }] : []),
      ],
    });
  }
  if (f.hasReport === true) and.push({ serviceReport: { isNot: null } });
  if (f.hasReport === false) and.push({ serviceReport: { is: null }, status: { not: "CANCELED" } });
  return and.length ? { AND: and } : {};
}
