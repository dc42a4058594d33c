import type { PrismaClient } from "@portal/db/client";

export class ResetTokenRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(t: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.passwordResetToken.create({ data: { ...t, purpose: "RESET" } });
  }

  /** Marks the token used only if it is still unused and unexpired: exactly one caller wins. */
  async consume(tokenHash: string): Promise<string | null> {
    const now = new Date();
    const token = await this.db.passwordResetToken.findUnique({ where: { tokenHash } });
    if (!token || token.usedAt || token.expiresAt <= now) return null;
    const res = await this.db.passwordResetToken.updateMany({
      where: { id: token.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    return res.count === 1 ? token.userId : null;
  }

  /** A new reset link makes older unused ones useless. */
  async invalidateForUser(userId: string): Promise<void> {
    await this.db.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  }
}
