import { canReadDeals, hasRole, isAdmin, readsAllDeals } from "@portal/contracts/policy";
import { PROPOSAL_APPROVER_ROLES, PROPOSAL_ROLES, SALE_MANAGER_ROLES } from "@portal/contracts/proposals";
import type { AuthUser } from "../../lib/ports";
import { dealForbidden } from "./proposals.errors";

type Actor = Pick<AuthUser, "id" | "roles" | "readOnly">;

/** Admins, booth and online coordinators, secretary, finance and legal see every deal (policy, decision 030). */
export function seesAllDeals(actor: Pick<Actor, "roles">): boolean {
  return readsAllDeals(actor.roles);
}

/** A deal is the caller's when they are its broker, its partner agency or its creator. */
export function ownsDeal(
  actor: Pick<Actor, "id">,
  deal: { brokerId: string; partnerAgencyId: string | null; createdById: string },
) {
  return deal.brokerId === actor.id || deal.partnerAgencyId === actor.id || deal.createdById === actor.id;
}

export function canSeeDeal(
  actor: Pick<Actor, "id" | "roles">,
  deal: { brokerId: string; partnerAgencyId: string | null; createdById: string },
): boolean {
  // The own-scope roles (partner broker, specialists) read the deals they broker, represent or created; a role
  // outside the deals lists reads none, even one it created.
  return seesAllDeals(actor) || (canReadDeals(actor.roles) && ownsDeal(actor, deal));
}

export function assertCanWorkProposals(actor: Actor): void {
  if (actor.readOnly || !hasRole(actor.roles, PROPOSAL_ROLES)) throw dealForbidden();
}

export function assertSaleManager(actor: Actor): void {
  if (actor.readOnly || !hasRole(actor.roles, SALE_MANAGER_ROLES)) throw dealForbidden();
}

/** Admins (and MASTER) approve anywhere; the approver roles approve where the enterprise lists no approvers. */
export function isGlobalApprover(actor: Pick<Actor, "roles">): boolean {
  return isAdmin(actor.roles);
}
export function hasApproverRole(actor: Pick<Actor, "roles">): boolean {
  return hasRole(actor.roles, PROPOSAL_APPROVER_ROLES);
}
