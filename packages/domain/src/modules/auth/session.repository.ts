import type { PrismaClient } from "@portal/db/client";

export interface ActiveSession {
  sessionId: string;
  userId: string;
  roles: string[];
  readOnly: boolean;
  fullName: string;
  email: string;
  partnerStatus: string | null;
  expiresAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(s: { id: string; userId: string; ip?: string; userAgent?: string; expiresAt: Date }): Promise<void> {
    await this.db.session.create({ data: s });
  }

  /** One indexed lookup per authenticated request: live session of an active user. */
  async findActive(sessionId: string, userId: string): Promise<ActiveSession | null> {
    const row = await this.db.session.findFirst({
      where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: new Date() }, user: { active: true } },
      select: {
        id: true,
        expiresAt: true,
        user: { select: { id: true, roles: true, readOnly: true, fullName: true, email: true, partnerStatus: true } },
      },
    });
    if (!row) return null;
    return {
      sessionId: row.id,
      userId: row.user.id,
      roles: row.user.roles,
      readOnly: row.user.readOnly,
      fullName: row.user.fullName,
      email: row.user.email,
      partnerStatus: row.user.partnerStatus,
      expiresAt: row.expiresAt,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<number> {
    const res = await this.db.session.updateMany({
      where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
      data: { revokedAt: new Date() },
    });
    return res.count;
  }
}
