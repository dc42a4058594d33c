import type { LoginResponse } from "@portal/contracts/auth";
import { newUrlToken, sha256 } from "../../lib/crypto";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import { AUDIT } from "../audit/audit.actions";
import type { AuthService } from "../auth/auth.service";
import { emails, type MailService } from "../mail/mail.service";
import type { PasswordService } from "../password/password.service";
import { auditRefusals, roleGrants } from "./role-grants";
import { emailTaken, invalidInviteToken, uniqueViolationToError } from "./users.errors";

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Admins invite people by email; the link lets them create their own password. */
export class InvitationsService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
    private readonly webUrl: string,
  ) {}

  async send(actor: AuthUser, input: { email: string; roles: string[] }, meta: RequestMeta): Promise<void> {
    await auditRefusals(this.db, async () =>
      roleGrants.assertGrant(actor, input.roles, { email: input.email }, "invitation", meta),
    );
    if (await this.db.repos.users.findByEmail(input.email)) throw emailTaken();
    const { token, hash } = newUrlToken();
    const outboxId = await this.db.transaction(async (repos) => {
      await repos.invitations.create({
        email: input.email,
        roles: input.roles,
        tokenHash: hash,
        invitedById: actor.id,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      });
      await repos.audit.record({
        actorId: actor.id,
        action: AUDIT.invitationSent,
        entity: "invitation",
        ip: meta.ip,
        details: { email: input.email, roles: input.roles },
      });
      const link = `${this.webUrl}/accept-invite?token=${encodeURIComponent(token)}`;
      return this.mail.queue(repos, input.email, emails.invitation(link, actor.fullName));
    });
    await this.mail.dispatch(outboxId);
  }

  async accept(
    input: { token: string; full_name: string; password: string; phone?: string },
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await auditRefusals(this.db, () => this.acceptInTransaction(input, passwordHash, meta));
    } catch (err) {
      throw uniqueViolationToError(err) ?? err;
    }
  }

  private acceptInTransaction(
    input: { token: string; full_name: string; phone?: string },
    passwordHash: string,
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    return this.db.transaction(async (repos) => {
      const inv = await repos.invitations.consume(sha256(input.token));
      if (!inv) throw invalidInviteToken();
      // The invitation grants only what its inviter may grant now; a refusal rolls back the consumption.
      const inviter = inv.invitedById ? await repos.users.findById(inv.invitedById) : null;
      roleGrants.assertInvitation(inviter, inv, meta);
      const user = await repos.users.create({
        fullName: input.full_name,
        email: inv.email,
        passwordHash,
        roles: inv.roles,
        phone: input.phone ?? null,
        // Partners still complete their registration (CPF, CRECI, address) after the invite.
        isRegistrationComplete: !inv.roles.every((r) => r === "AGENT_PARTNER" || r === "AGENT_PATRIANI"),
      });
      await repos.audit.record({
        actorId: user.id,
        action: AUDIT.invitationAccepted,
        entity: "user",
        entityId: user.id,
        ip: meta.ip,
      });
      return this.auth.issueSession(repos, user, meta);
    });
  }
}
