import type { PrismaClient } from "@portal/db/client";
import { UniqueViolation, uniqueGuard } from "../../lib/db-errors";
import type { Availability, PresenceView, QueueMember, StandPresenceRow } from "./stand-rows";
import { lockUserAvailability, queueMembers } from "./stand-sql";

const withNames = {
  user: { select: { fullName: true } },
  stand: { select: { enterprise: { select: { name: true } } } },
} as const;

type WithNames = StandPresenceRow & { user: { fullName: string }; stand: { enterprise: { name: string } } };
const toView = ({ user, stand, ...row }: WithNames): PresenceView => ({
  ...row,
  userName: user.fullName,
  enterpriseName: stand.enterprise.name,
});

/**
 * Who is checked in at which stand. At most one open presence per user (partial unique index
 * stand_presences_one_open_per_user); a second open() for the same user is a UniqueViolation.
 */
export class StandPresencesRepository {
  constructor(private readonly db: PrismaClient) {}

  async findById(id: string): Promise<PresenceView | null> {
    const row = await this.db.standPresence.findUnique({ where: { id }, include: withNames });
    return row ? toView(row) : null;
  }

  async openOfUser(userId: string): Promise<PresenceView | null> {
    const row = await this.db.standPresence.findFirst({
      where: { userId, checkedOutAt: null },
      include: withNames,
    });
    return row ? toView(row) : null;
  }

  /** Opens a presence; null when the user already has an open one (the index decides under concurrency). */
  async open(p: {
    enterpriseId: string;
    userId: string;
    kind: StandPresenceRow["kind"];
    at: Date;
    /** Who let them in outside their schedule (decision 061), or null. */
    scheduleOverrideById?: string | null;
  }): Promise<StandPresenceRow | null> {
    return uniqueGuard(() =>
      this.db.standPresence.create({
        data: {
          enterpriseId: p.enterpriseId,
          userId: p.userId,
          kind: p.kind,
          checkedInAt: p.at,
          queueAt: p.at,
          scheduleOverrideById: p.scheduleOverrideById ?? null,
        },
      }),
    )
      .then(async (row) => {
        // The end of the line by the same clock as markAssigned (a check-in joins after every visit routed so far).
        const [fresh] = await this.db.$queryRaw<{ queueAt: Date }[]>`
          UPDATE stand_presences SET queue_at = clock_timestamp() WHERE id = ${row.id}::uuid RETURNING queue_at AS "queueAt"`;
        return { ...row, queueAt: fresh?.queueAt ?? row.queueAt };
      })
      .catch((e: unknown) => {
        if (e instanceof UniqueViolation) return null;
        throw e;
      });
  }

  /** The receptionists checked in at these stands now (they read the stand visits booked there). */
  async receptionistsAt(enterpriseIds: readonly string[]): Promise<string[]> {
    if (!enterpriseIds.length) return [];
    const rows = await this.db.standPresence.findMany({
      where: { enterpriseId: { in: [...enterpriseIds] }, kind: "RECEPTION", checkedOutAt: null },
      select: { userId: true },
    });
    return rows.map((r) => r.userId);
  }

  /** Open presences of a stand checked in before an instant (the day-end sweep: who stayed past closing). */
  openBefore(enterpriseId: string, before: Date): Promise<StandPresenceRow[]> {
    return this.db.standPresence.findMany({
      where: { enterpriseId, checkedOutAt: null, checkedInAt: { lt: before } },
      orderBy: [{ checkedInAt: "asc" }, { id: "asc" }],
    });
  }

  /** Closes an open presence; false when it was already closed. `byId` null: closed by the system (the sweep). */
  async close(id: string, at: Date, byId: string | null): Promise<boolean> {
    const r = await this.db.standPresence.updateMany({
      where: { id, checkedOutAt: null },
      data: { checkedOutAt: at, checkedOutById: byId },
    });
    return r.count === 1;
  }

  /** The stand's queue: open specialist presences in order, with each user's availability. */
  queue(enterpriseId: string): Promise<QueueMember[]> {
    return queueMembers(this.db, enterpriseId);
  }

  /**
   * A visit was routed to this presence: its turn is used ("pisou, rodou"), it goes to the end of the line. The time
   * is the database's clock when the row is written (clock_timestamp(), under the stand's lock), not the request's:
   * a request that waited for the lock must not land before the ones that were routed while it waited.
   */
  async markAssigned(id: string): Promise<void> {
    await this.db.$executeRaw`
      UPDATE stand_presences
      SET queue_at = clock_timestamp(), last_assigned_at = clock_timestamp(), visits_count = visits_count + 1
      WHERE id = ${id}::uuid`;
  }

  /**
   * The specialist finished a visit: to the end of the stand's line (database clock, as markAssigned), so a colleague
   * who checked in while they were busy is served before them (decision 063).
   */
  async toEndOfLine(userId: string, enterpriseId: string): Promise<void> {
    await this.db.$executeRaw`
      UPDATE stand_presences SET queue_at = clock_timestamp()
      WHERE user_id = ${userId}::uuid AND enterprise_id = ${enterpriseId}::uuid AND checked_out_at IS NULL
        AND kind = 'SPECIALIST'`;
  }

  /** Before everyone else of the stand's queue (the coordinator's "to first position"). */
  async moveToFirst(id: string, enterpriseId: string): Promise<void> {
    const first = await this.db.standPresence.aggregate({
      where: { enterpriseId, checkedOutAt: null, kind: "SPECIALIST" },
      _min: { queueAt: true },
    });
    const min = first._min.queueAt ?? new Date();
    await this.db.standPresence.update({ where: { id }, data: { queueAt: new Date(min.getTime() - 1) } });
  }

  /** The user's availability with the user's row locked (the availability module's lock). */
  lockUser(userId: string): Promise<{ availability: Availability; active: boolean; fullName: string } | null> {
    return lockUserAvailability(this.db, userId);
  }
}
