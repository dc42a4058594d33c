import { randomUUID } from "node:crypto";
import type { LoginResponse } from "@portal/contracts/auth";
import { SESSION_TTL_SECONDS } from "@portal/contracts/common";
import { isLoginRefused } from "@portal/contracts/policy";
import bcrypt from "bcrypt";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta, TokenSigner } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { AUDIT } from "../audit/audit.actions";
import type { UserRow } from "../users/users.repository";
import { invalidCredentials, loginRefused } from "./auth.errors";
import type { LoginThrottle } from "./login-throttle";
import type { LoadedSession, SessionCache, SessionInvalidation } from "./session-cache";

// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = "$2b$10$jd55NEwV1V0ZTa5Q4kCLmuE46PDcXIndaUGmAATjqaogdXay3.Y8K";

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenSigner,
    private readonly throttle: LoginThrottle,
    private readonly sessionCache: SessionCache,
    readonly sessionInvalidation: SessionInvalidation,
  ) {}

  async login(email: string, password: string, meta: RequestMeta): Promise<LoginResponse> {
    await this.throttle.check(meta.ip ?? "unknown", email);
    const user = await this.db.repos.users.findByEmail(email);
    const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok || !user.active) {
      await this.throttle.recordFailure(email);
      await this.db.repos.audit.record({
        actorId: user?.id,
        action: AUDIT.loginFailure,
        entity: "user",
        entityId: user?.id,
        ip: meta.ip,
        details: { email, reason: !user ? "unknown_email" : !ok ? "wrong_password" : "inactive" },
      });
      throw invalidCredentials();
    }
    if (isLoginRefused(user.roles)) {
      await this.db.repos.audit.record({
        actorId: user.id,
        action: AUDIT.loginRefused,
        entity: "user",
        entityId: user.id,
        ip: meta.ip,
        details: { roles: user.roles },
      });
      throw loginRefused();
    }
    await this.throttle.recordSuccess(email);
    return this.db.transaction(async (repos) => {
      const res = await this.issueSession(repos, user, meta);
      await repos.audit.record({
        actorId: user.id,
        action: AUDIT.loginSuccess,
        entity: "user",
        entityId: user.id,
        ip: meta.ip,
      });
      return res;
    });
  }

  /** Creates a session row (the token's jti) and signs the token. */
  async issueSession(repos: Repositories, user: UserRow, meta: RequestMeta): Promise<LoginResponse> {
    const sessionId = randomUUID();
    await repos.sessions.create({
      id: sessionId,
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    });
    const authorization = this.tokens.sign({ sub: user.id, jti: sessionId, roles: user.roles });
    return {
      authorization,
      roles: user.roles,
      _id: user.id,
      full_name: user.fullName,
      email: user.email,
      read_only: user.readOnly,
      is_registration_complete: user.isRegistrationComplete,
    };
  }

  async logout(user: AuthUser, meta: RequestMeta): Promise<void> {
    await this.db.transaction(async (repos) => {
      await repos.sessions.revoke(user.sessionId);
      await repos.audit.record({
        actorId: user.id,
        action: AUDIT.logout,
        entity: "user",
        entityId: user.id,
        ip: meta.ip,
      });
    });
    // After the commit: a lookup racing the revocation cannot re-cache the session (see SessionCache).
    await this.sessionInvalidation.sessionRevoked(user.sessionId);
  }

  /** Called by the auth hook for every authenticated request (cached a few seconds, see SessionCache). */
  resolveSession(userId: string, sessionId: string): Promise<AuthUser | null> {
    return this.sessionCache.resolve(userId, sessionId, () => this.liveSession(userId, sessionId));
  }

  /**
   * The session straight from the database, never from the cache: for whoever must not trust an answer that another
   * instance's revocation may not have evicted yet (the websocket hub re-checking after an invalidation, decision 059).
   */
  async liveSession(userId: string, sessionId: string): Promise<LoadedSession | null> {
    const s = await this.db.repos.sessions.findActive(sessionId, userId);
    if (!s) return null;
    const user: AuthUser = {
      id: s.userId,
      sessionId: s.sessionId,
      roles: s.roles,
      readOnly: s.readOnly,
      fullName: s.fullName,
      email: s.email,
      partnerStatus: s.partnerStatus,
    };
    return { user, expiresAt: s.expiresAt };
  }
}
