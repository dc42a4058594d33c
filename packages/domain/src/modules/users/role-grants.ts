import { MSG } from "@portal/contracts/messages";
import { canEditUser, grantRefusedMessage, refusedRoles } from "@portal/contracts/role-tiers";
import type { AppError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { RequestMeta } from "../../lib/ports";
import { AUDIT } from "../audit/audit.actions";
import type { AuditEntry } from "../audit/audit.repository";
import { roleGrantRefused } from "./users.errors";

/** How the grant was attempted; kept in the audit row. */
export type GrantVia = "create" | "update" | "deactivate" | "invitation" | "invitation_accept" | "link_partner";

interface Actor {
  id: string | null;
  roles: readonly string[];
}
interface Target {
  /** The user concerned, when they exist already. */
  userId?: string;
  /** The e-mail of the user to be created or invited. */
  email?: string;
}

/**
 * A refused grant or edit, thrown inside the service's transaction (so it rolls back and nothing is written)
 * and audited by `auditRefusals` after the rollback: the audit row must survive the 403.
 */
class GrantRefusal extends Error {
  constructor(
    readonly audit: AuditEntry,
    readonly error: AppError,
  ) {
    super(error.message);
  }
}

function refusal(actor: Actor, target: Target, meta: RequestMeta, details: Record<string, unknown>, message: string) {
  return new GrantRefusal(
    {
      actorId: actor.id,
      action: AUDIT.grantRefused,
      entity: "user",
      entityId: target.userId ?? null,
      ip: meta.ip,
      details: { ...details, ...(target.email ? { email: target.email } : {}) },
    },
    roleGrantRefused(message),
  );
}

/**
 * The role-grant rules of docs/decisions/028-read-only-and-role-grants.md, over the tiers of
 * @portal/contracts/role-tiers: an actor grants only roles below their own tier (MASTER grants all) and
 * edits only users below their own tier (MASTER edits anyone).
 */
export const roleGrants = {
  /** Throws (to be audited) unless the actor may grant every requested role. */
  assertGrant(actor: Actor, requested: readonly string[], target: Target, via: GrantVia, meta: RequestMeta): void {
    const refused = refusedRoles(actor.roles, requested);
    if (refused.length === 0) return;
    throw refusal(
      actor,
      target,
      meta,
      { via, refused_roles: refused, requested_roles: requested },
      grantRefusedMessage(refused),
    );
  },

  /** Throws (to be audited) unless the actor may change a user who currently holds these roles. */
  assertEdit(actor: Actor, target: { id: string; roles: readonly string[] }, via: GrantVia, meta: RequestMeta): void {
    if (canEditUser(actor.roles, target.roles)) return;
    throw refusal(actor, { userId: target.id }, meta, { via, target_roles: target.roles }, MSG.cannotEditHigherUser);
  },

  /** An invitation grants, when accepted, only what its inviter may grant now. */
  assertInvitation(
    inviter: Actor | null,
    invitation: { email: string; roles: readonly string[] },
    meta: RequestMeta,
  ): void {
    const refused = refusedRoles(inviter?.roles ?? [], invitation.roles);
    if (refused.length === 0) return;
    throw refusal(
      { id: inviter?.id ?? null, roles: inviter?.roles ?? [] },
      { email: invitation.email },
      meta,
      { via: "invitation_accept", refused_roles: refused, requested_roles: invitation.roles },
      MSG.inviteGrantRefused,
    );
  },
};

/** Runs a service call; a refused grant inside it is audited (outside the rolled-back transaction) and answered 403. */
export async function auditRefusals<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof GrantRefusal)) throw err;
    await db.repos.audit.record(err.audit);
    throw err.error;
  }
}
