import type { PrismaClient, User } from "@portal/db/client";

export type Availability = User["availabilityStatus"];

export interface LockedUser {
  id: string;
  fullName: string;
  roles: string[];
  active: boolean;
  availabilityStatus: Availability;
}

/** The user-level availability (User.availability_status); row-locked so one change per user runs at a time. */
export class AvailabilityRepository {
  constructor(private readonly db: PrismaClient) {}

  async lockUser(userId: string): Promise<LockedUser | null> {
    const rows = await this.db.$queryRaw<LockedUser[]>`
      SELECT id, full_name AS "fullName", roles, active, availability_status::text AS "availabilityStatus"
      FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  async set(userId: string, status: Availability): Promise<void> {
    await this.db.user.update({ where: { id: userId }, data: { availabilityStatus: status } });
  }

  async get(userId: string): Promise<Availability | null> {
    const u = await this.db.user.findUnique({ where: { id: userId }, select: { availabilityStatus: true } });
    return u?.availabilityStatus ?? null;
  }

  findUser(userId: string) {
    return this.db.user.findUnique({
      where: { id: userId },
      select: { id: true, fullName: true, roles: true, active: true },
    });
  }
}
