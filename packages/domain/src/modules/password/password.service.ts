import bcrypt from "bcrypt";
import { newUrlToken, sha256 } from "../../lib/crypto";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import { AUDIT } from "../audit/audit.actions";
import type { SessionInvalidation } from "../auth/session-cache";
import { emails, type MailService } from "../mail/mail.service";
import { invalidResetToken, newPasswordSameAsCurrent, wrongCurrentPassword } from "./password.errors";

const RESET_TTL_MS = 60 * 60 * 1000;

export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly opts: { bcryptCost: number; webUrl: string },
    private readonly sessions: SessionInvalidation,
  ) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.opts.bcryptCost);
  }

  async change(user: AuthUser, current: string, next: string, meta: RequestMeta): Promise<void> {
    const row = await this.db.repos.users.findById(user.id);
    if (!row || !(await bcrypt.compare(current, row.passwordHash))) {
      throw wrongCurrentPassword();
    }
    if (await bcrypt.compare(next, row.passwordHash)) {
      throw newPasswordSameAsCurrent();
    }
    const passwordHash = await this.hash(next);
    await this.db.transaction(async (repos) => {
      await repos.users.update(user.id, { passwordHash });
      // Other devices must sign in again with the new password; this one stays.
      await repos.sessions.revokeAllForUser(user.id, user.sessionId);
      await repos.audit.record({
        actorId: user.id,
        action: AUDIT.passwordChanged,
        entity: "user",
        entityId: user.id,
        ip: meta.ip,
      });
    });
    await this.sessions.userChanged(user.id);
  }

  /**
   * Same answer, same statements and one outbox email whether or not the email belongs to an active account
   * (decision 033): a reset link to a known address, an "there is no account with this email" notice to any other.
   * Neither the answer nor the time it takes tells an attacker which one happened.
   */
  async forgot(email: string, meta: RequestMeta): Promise<void> {
    const { token, hash } = newUrlToken();
    const outboxId = await this.db.transaction(async (repos) => {
      const user = await repos.resetTokens.issueForEmail(email, {
        tokenHash: hash,
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await repos.audit.record({
        actorId: user?.id ?? null,
        action: user ? AUDIT.passwordResetRequested : AUDIT.passwordResetUnknownEmail,
        entity: "user",
        entityId: user?.id ?? null,
        ip: meta.ip,
      });
      if (!user) return this.mail.queue(repos, email, emails.passwordResetNoAccount(this.opts.webUrl));
      const link = `${this.opts.webUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return this.mail.queue(repos, user.email, emails.passwordReset(user.fullName, link));
    });
    await this.mail.dispatch(outboxId);
  }

  async reset(token: string, password: string, meta: RequestMeta): Promise<void> {
    const passwordHash = await this.hash(password);
    const userId = await this.db.transaction(async (repos) => {
      const userId = await repos.resetTokens.consume(sha256(token));
      if (!userId) throw invalidResetToken();
      await repos.users.update(userId, { passwordHash });
      await repos.sessions.revokeAllForUser(userId);
      await repos.audit.record({
        actorId: userId,
        action: AUDIT.passwordReset,
        entity: "user",
        entityId: userId,
        ip: meta.ip,
      });
      return userId;
    });
    await this.sessions.userChanged(userId);
  }
}
