import type { Prisma, PrismaClient } from "@portal/db/client";
import type { OpeningHours, StandRow, StandView } from "./stand-rows";
import {
  type CheckInContext,
  checkInContext,
  lockStandRow,
  type StandScopeFacts,
  standCounts,
  standScopeFacts,
} from "./stand-sql";

/** Stand settings per enterprise (which enterprises have a stand, opening hours) and the stand row lock. */
export class StandsRepository {
  constructor(private readonly db: PrismaClient) {}

  find(enterpriseId: string): Promise<StandRow | null> {
    return this.db.stand.findUnique({ where: { enterpriseId } });
  }

  /** Serialises every routing decision and queue change of this stand until the transaction ends. */
  lock(enterpriseId: string): Promise<{ active: boolean } | null> {
    return lockStandRow(this.db, enterpriseId);
  }

  upsert(enterpriseId: string, data: { active: boolean; openingHours: OpeningHours[]; updatedById: string }) {
    const row = { ...data, openingHours: data.openingHours as unknown as Prisma.InputJsonValue };
    return this.db.stand.upsert({ where: { enterpriseId }, create: { enterpriseId, ...row }, update: row });
  }

  /**
   * The enterprise's name and whether its stand is active: what a visitor check-in checks about the stand before its
   * transaction, in one read (the caller's scope is the stand scope's). null when the enterprise does not exist.
   */
  checkInContext(enterpriseId: string): Promise<CheckInContext | null> {
    return checkInContext(this.db, enterpriseId);
  }

  /**
   * The facts of a user's stand scope (decision 061) in one read: the stands scheduled on `day`, their sales teams'
   * stands (when `withTeams`), their open presence.
   */
  scopeFacts(userId: string, day: string, withTeams: boolean): Promise<StandScopeFacts> {
    return standScopeFacts(this.db, userId, day, withTeams);
  }

  /** One enterprise with its stand (or none yet) and live counts; null when the enterprise does not exist. */
  async view(enterpriseId: string): Promise<StandView | null> {
    const e = await this.db.enterprise.findUnique({
      where: { id: enterpriseId },
      select: { id: true, name: true, city: true, stand: true },
    });
    if (!e) return null;
    const counts = await standCounts(this.db, [e.id]);
    return toView(e, counts.get(e.id));
  }

  /**
   * The booth coordinators to tell about a stand's service reports: active BOOTH_COORDINATOR users who coordinate
   * (master) or belong to a sales team serving the enterprise; when there are none, every active booth coordinator.
   */
  async coordinatorsOf(enterpriseId: string): Promise<{ id: string; fullName: string }[]> {
    const ofTeams = await this.db.$queryRaw<{ id: string; fullName: string }[]>`
      SELECT DISTINCT u.id, u.full_name AS "fullName"
      FROM enterprise_sales_teams est
      JOIN sales_teams t ON t.id = est.sales_team_id AND t.active
      LEFT JOIN sales_team_members m ON m.team_id = t.id
      JOIN users u ON u.id = t.master_id OR u.id = m.user_id
      WHERE est.enterprise_id = ${enterpriseId}::uuid AND u.active AND 'BOOTH_COORDINATOR' = ANY(u.roles)
      ORDER BY u.id`;
    if (ofTeams.length) return ofTeams;
    return this.db.user.findMany({
      where: { active: true, roles: { has: "BOOTH_COORDINATOR" } },
      select: { id: true, fullName: true },
      orderBy: { id: "asc" },
      take: 50,
    });
  }

  /**
   * Stands where a visit is WAITING while an active specialist checked in there is AVAILABLE and free (no visit of
   * theirs routed and not finished, decision 063): what the worker's sweep drains (decision 051). Driven from the stands (few), each probe on the visits' (enterprise, status) index.
   */
  async withWaitingAndAvailable(): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT s.enterprise_id AS id FROM stands s
      WHERE EXISTS (SELECT 1 FROM stand_visits v WHERE v.enterprise_id = s.enterprise_id AND v.status = 'WAITING')
        AND EXISTS (
          SELECT 1 FROM stand_presences p JOIN users u ON u.id = p.user_id
          WHERE p.enterprise_id = s.enterprise_id AND p.checked_out_at IS NULL AND p.kind = 'SPECIALIST'
            AND u.active AND u.availability_status = 'AVAILABLE'
            AND NOT EXISTS (SELECT 1 FROM stand_visits o
              WHERE o.specialist_id = p.user_id AND o.status IN ('ASSIGNED', 'IN_ATTENDANCE')))
      ORDER BY s.enterprise_id`;
    return rows.map((r) => r.id);
  }

  /** Stands with someone still checked in or a visit still waiting, with their opening hours (the day-end sweep). */
  async withOpenDay(): Promise<{ enterpriseId: string; openingHours: unknown }[]> {
    return this.db.$queryRaw<{ enterpriseId: string; openingHours: unknown }[]>`
      SELECT s.enterprise_id AS "enterpriseId", s.opening_hours AS "openingHours" FROM stands s
      WHERE EXISTS (SELECT 1 FROM stand_presences p WHERE p.enterprise_id = s.enterprise_id AND p.checked_out_at IS NULL)
         OR EXISTS (SELECT 1 FROM stand_visits v WHERE v.enterprise_id = s.enterprise_id AND v.status = 'WAITING')
      ORDER BY s.enterprise_id`;
  }

  /** Active stands (of active enterprises), by enterprise name: the receptionist's choose-enterprise list. */
  async listActive(): Promise<StandView[]> {
    const rows = await this.db.enterprise.findMany({
      where: { active: true, stand: { is: { active: true } } },
      select: { id: true, name: true, city: true, stand: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
    const counts = await standCounts(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toView(r, counts.get(r.id)));
  }
}

function toView(
  e: { id: string; name: string; city: string; stand: StandRow | null },
  counts: { present: number; waiting: number } | undefined,
): StandView {
  return {
    enterpriseId: e.id,
    enterpriseName: e.name,
    enterpriseCity: e.city,
    stand: e.stand,
    specialistsPresent: counts?.present ?? 0,
    waitingVisits: counts?.waiting ?? 0,
  };
}
