import type { PrismaClient } from "@portal/db/client";
import type { Availability, QueueMember } from "./stand-rows";

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
 * (the one presence model: users.availability_status). Read under the stand lock, so the order cannot change
 * under the routing; the chosen presence row is updated in the same transaction.
 */
export async function queueMembers(db: PrismaClient, enterpriseId: string): Promise<QueueMember[]> {
  return db.$queryRaw<QueueMember[]>`
    SELECT p.id AS "presenceId", p.user_id AS "userId", u.full_name AS "userName",
      u.availability_status::text AS availability, u.active AS "userActive", p.queue_at AS "queueAt",
      p.checked_in_at AS "checkedInAt", p.last_assigned_at AS "lastAssignedAt", p.visits_count AS "visitsCount"
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
