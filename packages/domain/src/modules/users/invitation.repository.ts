import type { PrismaClient } from "@portal/db/client";

export class InvitationRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(i: { email: string; roles: string[]; tokenHash: string; invitedById: string; expiresAt: Date }) {
    return this.db.invitation.create({ data: i });
  }

  /** Claims an open invitation; exactly one concurrent caller gets it. */
  async consume(tokenHash: string): Promise<{ email: string; roles: string[]; invitedById: string | null } | null> {
    const now = new Date();
    const inv = await this.db.invitation.findUnique({ where: { tokenHash } });
    if (!inv || inv.acceptedAt || inv.expiresAt <= now) return null;
    const res = await this.db.invitation.updateMany({
      where: { id: inv.id, acceptedAt: null },
      data: { acceptedAt: now },
    });
    return res.count === 1 ? { email: inv.email, roles: inv.roles, invitedById: inv.invitedById } : null;
  }
}
