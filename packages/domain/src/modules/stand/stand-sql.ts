import type { PrismaClient } from "@portal/db/client";
import type { AssignmentType, Availability, QueueMember, StandVisitStatusValue } from "./stand-rows";

/**
 * Raw SQL of the stand: the stand row lock that serialises a stand's queue, and the queue read (Prisma has no
 * FOR UPDATE). Lock order everywhere (docs/decisions/048): phone key -> lead -> stand -> visit -> presence -> user
 * -> roulette agents.
 */

/**
 * Locks the stand row until the transaction ends (null when the enterprise has no stand row). FOR NO KEY UPDATE:
 * it excludes every other lock of the stand's queue, but not the KEY SHARE lock that inserting a visit or a
 * presence takes on its stand (foreign key) — with FOR UPDATE, two check-ins that had each inserted their visit
 * waited for each other (deadlock).
 */
export async function lockStandRow(db: PrismaClient, enterpriseId: string): Promise<{ active: boolean } | null> {
  const rows = await db.$queryRaw<{ active: boolean }[]>`
    SELECT active FROM stands WHERE enterprise_id = ${enterpriseId}::uuid FOR NO KEY UPDATE`;
  return rows[0] ?? null;
}

/**
 * The open specialist presences of a stand in queue order (queue_at, then id), each with the user's availability
 * (the one presence model: users.availability_status) and their visits not finished yet. Read under the stand lock
 * (a statement of its own after the lock, so it sees what the previous holder committed: decision 056), so neither
 * the order nor who already has a visitor can change under the routing.
 */
export async function queueMembers(db: PrismaClient, enterpriseId: string): Promise<QueueMember[]> {
  return db.$queryRaw<QueueMember[]>`
    SELECT p.id AS "presenceId", p.user_id AS "userId", u.full_name AS "userName",
      u.availability_status::text AS availability, u.active AS "userActive", p.queue_at AS "queueAt",
      p.checked_in_at AS "checkedInAt", p.last_assigned_at AS "lastAssignedAt", p.visits_count AS "visitsCount",
      (SELECT count(*)::int FROM stand_visits v
        WHERE v.specialist_id = p.user_id AND v.status IN ('ASSIGNED', 'IN_ATTENDANCE')) AS "openVisits"
    FROM stand_presences p JOIN users u ON u.id = p.user_id
    WHERE p.enterprise_id = ${enterpriseId}::uuid AND p.checked_out_at IS NULL AND p.kind = 'SPECIALIST'
    ORDER BY p.queue_at, p.id`;
}

/** Live counts per stand: specialists checked in and visits waiting. */
export async function standCounts(
  db: PrismaClient,
  enterpriseIds: readonly string[],
): Promise<Map<string, { present: number; waiting: number }>> {
  const out = new Map<string, { present: number; waiting: number }>();
  if (enterpriseIds.length === 0) return out;
  const rows = await db.$queryRaw<{ id: string; present: number; waiting: number }[]>`
    SELECT e.id,
      (SELECT count(*)::int FROM stand_presences p
        WHERE p.enterprise_id = e.id AND p.checked_out_at IS NULL AND p.kind = 'SPECIALIST') AS present,
      (SELECT count(*)::int FROM stand_visits v WHERE v.enterprise_id = e.id AND v.status = 'WAITING') AS waiting
    FROM unnest(${[...enterpriseIds]}::uuid[]) AS e(id)`;
  for (const r of rows) out.set(r.id, { present: r.present, waiting: r.waiting });
  return out;
}

/** The user's availability, row-locked (one change per user at a time; same lock as the availability module). */
export async function lockUserAvailability(
  db: PrismaClient,
  userId: string,
): Promise<{ availability: Availability; active: boolean; fullName: string } | null> {
  const rows = await db.$queryRaw<{ availability: Availability; active: boolean; fullName: string }[]>`
    SELECT availability_status::text AS availability, active, full_name AS "fullName"
    FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * Routes a visit to a specialist and uses the specialist's turn, in one statement (decision 056): the visit
 * (conditional on its status: false when it changed meanwhile, and then the presence is left alone) and the presence
 * to the end of the line by the database's clock under the stand's lock ("pisou, rodou", see markAssigned).
 */
export async function assignVisitWithTurn(
  db: PrismaClient,
  visitId: string,
  from: StandVisitStatusValue,
  presenceId: string,
  a: { specialistId: string; type: AssignmentType; reason: string; at: Date; updatedAt: Date },
): Promise<boolean> {
  const rows = await db.$queryRaw<{ visits: number }[]>`
    WITH v AS (
      UPDATE stand_visits SET status = 'ASSIGNED', specialist_id = ${a.specialistId}::uuid,
        assignment_type = ${a.type}::text::"StandAssignmentType", assignment_reason = ${a.reason},
        assigned_at = ${a.at}, updated_at = ${a.updatedAt}
      WHERE id = ${visitId}::uuid AND status = ${from}::text::"StandVisitStatus"
      RETURNING id),
    p AS (
      UPDATE stand_presences
      SET queue_at = clock_timestamp(), last_assigned_at = clock_timestamp(), visits_count = visits_count + 1
      WHERE id = ${presenceId}::uuid AND EXISTS (SELECT 1 FROM v)
      RETURNING id)
    SELECT (SELECT count(*) FROM v)::int AS visits, (SELECT count(*) FROM p)::int AS presences`;
  return rows[0]?.visits === 1;
}

/** What a visitor check-in needs to know about the stand before its transaction, in one read (decision 056). */
export interface CheckInContext {
  enterpriseName: string;
  /** null: the enterprise has no stand row. */
  standActive: boolean | null;
}

export async function checkInContext(db: PrismaClient, enterpriseId: string): Promise<CheckInContext | null> {
  const rows = await db.$queryRaw<CheckInContext[]>`
    SELECT e.name AS "enterpriseName", s.active AS "standActive"
    FROM enterprises e LEFT JOIN stands s ON s.enterprise_id = e.id
    WHERE e.id = ${enterpriseId}::uuid`;
  return rows[0] ?? null;
}

/** What the stand scope is computed from (decision 061), for one user, in one read. */
export interface StandScopeFacts {
  /** Stands the user is scheduled at on the day asked, any shift. */
  scheduled: string[];
  /** Stands served by an active sales team the user masters or belongs to (only when asked). */
  teams: string[];
  /** The user's open presence, if any. */
  presence: {
    enterpriseId: string;
    kind: "SPECIALIST" | "RECEPTION";
    checkedInAt: Date;
    overrideById: string | null;
  } | null;
}

export async function standScopeFacts(
  db: PrismaClient,
  userId: string,
  day: string,
  withTeams: boolean,
): Promise<StandScopeFacts> {
  const rows = await db.$queryRaw<
    {
      scheduled: string[];
      teams: string[];
      enterpriseId: string | null;
      kind: "SPECIALIST" | "RECEPTION" | null;
      checkedInAt: Date | null;
      overrideById: string | null;
    }[]
  >`
    SELECT
      ARRAY(SELECT DISTINCT a.enterprise_id::text FROM availability_schedules a
        WHERE a.user_id = ${userId}::uuid AND a.day = ${day}::date) AS scheduled,
      CASE WHEN ${withTeams} THEN ARRAY(
        SELECT DISTINCT est.enterprise_id::text FROM enterprise_sales_teams est
        JOIN sales_teams t ON t.id = est.sales_team_id AND t.active
        WHERE t.master_id = ${userId}::uuid
          OR EXISTS (SELECT 1 FROM sales_team_members m WHERE m.team_id = t.id AND m.user_id = ${userId}::uuid))
      ELSE ARRAY[]::text[] END AS teams,
      p.enterprise_id::text AS "enterpriseId", p.kind::text AS kind, p.checked_in_at AS "checkedInAt",
      p.schedule_override_by_id::text AS "overrideById"
    FROM (SELECT 1) AS one
    LEFT JOIN stand_presences p ON p.user_id = ${userId}::uuid AND p.checked_out_at IS NULL`;
  const r = rows[0];
  return {
    scheduled: r?.scheduled ?? [],
    teams: r?.teams ?? [],
    presence:
      r?.enterpriseId && r.kind && r.checkedInAt
        ? { enterpriseId: r.enterpriseId, kind: r.kind, checkedInAt: r.checkedInAt, overrideById: r.overrideById }
        : null,
  };
}
