import type { Attendance, LeadLink, PrismaClient } from "@portal/db/client";

export type AttendanceRow = Attendance;

export interface NewAttendance {
  leadId: string;
  attendantId: string;
  attendantIdentifier?: string | null;
  isTemporary?: boolean;
  startedAt?: Date;
}

/** Attendance rows ('Atender' and assigned attendants). At most one open (ended_at null) per lead. */
export class AttendancesRepository {
  constructor(private readonly db: PrismaClient) {}

  findOpen(leadId: string): Promise<AttendanceRow | null> {
    return this.db.attendance.findFirst({
      where: { leadId, endedAt: null },
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    });
  }

  create(a: NewAttendance): Promise<AttendanceRow> {
    return this.db.attendance.create({ data: a });
  }

  /** Closes every open attendance of these leads; returns the attendants whose attendance ended. */
  async endOpen(leadIds: readonly string[], at: Date): Promise<string[]> {
    if (leadIds.length === 0) return [];
    const where = { leadId: { in: [...leadIds] }, endedAt: null };
    const open = await this.db.attendance.findMany({ where, select: { attendantId: true } });
    if (open.length === 0) return [];
    await this.db.attendance.updateMany({ where, data: { endedAt: at } });
    return [...new Set(open.map((a) => a.attendantId))];
  }

  async hasOpenFor(attendantId: string): Promise<boolean> {
    return (await this.db.attendance.count({ where: { attendantId, endedAt: null } })) > 0;
  }

  listByLead(leadId: string): Promise<AttendanceRow[]> {
    return this.db.attendance.findMany({ where: { leadId }, orderBy: { startedAt: "desc" } });
  }
}

/** Per-user favourite leads. */
export class LeadFavoritesRepository {
  constructor(private readonly db: PrismaClient) {}

  async set(userId: string, leadId: string, favorite: boolean): Promise<void> {
    if (favorite) {
      await this.db.leadFavorite.upsert({
        where: { userId_leadId: { userId, leadId } },
        create: { userId, leadId },
        update: {},
      });
    } else {
      await this.db.leadFavorite.deleteMany({ where: { userId, leadId } });
    }
  }

  async favoriteIds(userId: string, leadIds: readonly string[]): Promise<Set<string>> {
    if (leadIds.length === 0) return new Set();
    const rows = await this.db.leadFavorite.findMany({
      where: { userId, leadId: { in: [...leadIds] } },
      select: { leadId: true },
    });
    return new Set(rows.map((r) => r.leadId));
  }
}

/** Read-only links to a lead (only the sha256 of the token is stored). */
export class LeadLinksRepository {
  constructor(private readonly db: PrismaClient) {}

  create(l: { leadId: string; tokenHash: string; createdById: string; expiresAt: Date }): Promise<LeadLink> {
    return this.db.leadLink.create({ data: l });
  }

  findValid(leadId: string, tokenHash: string, now: Date): Promise<LeadLink | null> {
    return this.db.leadLink.findFirst({ where: { leadId, tokenHash, expiresAt: { gt: now } } });
  }
}
