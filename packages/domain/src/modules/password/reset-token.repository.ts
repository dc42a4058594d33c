import type { PrismaClient } from "@portal/db/client";

export class ResetTokenRepository {
  constructor(private readonly db: PrismaClient) {}

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

  /**
   * Forgot-password in one statement, whether or not the email belongs to an active user (decision 033): finds the
   * user, marks their older unused links used and stores the new one. An unknown email costs the same index
   * lookup and writes nothing. Returns the user it issued for, or null.
   */
  async issueForEmail(
    email: string,
    t: { tokenHash: string; expiresAt: Date },
  ): Promise<{ id: string; fullName: string; email: string } | null> {
    const rows = await this.db.$queryRaw<{ id: string; fullName: string; email: string }[]>`
      WITH target AS (
        SELECT id, full_name, email FROM users WHERE email = ${email} AND active
      ), older AS (
        UPDATE password_reset_tokens SET used_at = now()
        WHERE user_id IN (SELECT id FROM target) AND used_at IS NULL
      ), issued AS (
        INSERT INTO password_reset_tokens (id, user_id, token_hash, purpose, expires_at)
        SELECT gen_random_uuid(), id, ${t.tokenHash}, 'RESET', ${t.expiresAt} FROM target
      )
      SELECT id::text AS id, full_name AS "fullName", email FROM target`;
    return rows[0] ?? null;
  }
}
