import { hasRole } from "@portal/contracts/policy";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { standNotYours, standVisitNotFound } from "./stand.errors";
import type { StandVisitRecord } from "./stand-rows";
import { receptionPresenceValid, type StandScope, standDay, standScopeOf } from "./stand-scope";

/**
 * The part of the stand's visits a caller reads; null: nothing at all. `enterpriseIds`: the visits of these stands
 * only (the stand scope, decision 061); `specialistId`: the visits routed to them (booth specialists).
 */
export type VisitScope = { enterpriseIds?: readonly string[]; specialistId?: string } | null;

/**
 * The stand the receptionist works at now (their open reception presence, while they are scheduled there today or
 * were checked in there by an override today), or null. Used by the agenda too (decision 053's "reception").
 */
export async function receptionStandOf(repos: Repositories, userId: string): Promise<string | null> {
  const facts = await repos.stands.scopeFacts(userId, standDay(), false);
  const presence = facts.presence;
  if (presence?.kind !== "RECEPTION") return null;
  return receptionPresenceValid(presence, new Set(facts.scheduled)) ? presence.enterpriseId : null;
}

/** The visits part of a stand scope (decision 061). */
export function visitScopeFrom(scope: StandScope, actor: AuthUser): VisitScope {
  // MARKETING reads every visit (the register, read-only, decision 050); admins act on every one.
  if (scope.every || hasRole(actor.roles, ["MARKETING"], { excludeMaster: true })) return {};
  const coordinator = hasRole(actor.roles, ["BOOTH_COORDINATOR"]);
  if (coordinator || hasRole(actor.roles, ["RECEPCIONIST"])) {
    const ids = [...scope.coordinated, ...(scope.reception ? [scope.reception] : [])];
    // A receptionist without a valid stand reads nothing; a coordinator without teams an empty list.
    return ids.length || coordinator ? { enterpriseIds: ids } : null;
  }
  return { specialistId: actor.id };
}

/** Admins and marketing every visit; coordinators their teams' stands; receptionist their stand's; specialist their own. */
export async function visitScopeOf(repos: Repositories, actor: AuthUser): Promise<VisitScope> {
  if (hasRole(actor.roles, ["MARKETING"], { excludeMaster: true })) return {}; // no stand reads needed
  return visitScopeFrom(await standScopeOf(repos, actor), actor);
}

export function inScope(scope: VisitScope, visit: { enterpriseId: string; specialistId: string | null }): boolean {
  if (!scope) return false;
  if (scope.enterpriseIds && !scope.enterpriseIds.includes(visit.enterpriseId)) return false;
  if (scope.specialistId && visit.specialistId !== scope.specialistId) return false;
  return true;
}

/** A visit the caller may see, or 404 (a visit outside the scope is indistinguishable from a missing one). */
export async function findVisibleVisit(repos: Repositories, actor: AuthUser, id: string): Promise<StandVisitRecord> {
  const visit = await repos.standVisits.findRecord(id);
  if (!visit || !inScope(await visitScopeOf(repos, actor), visit)) throw standVisitNotFound();
  return visit;
}

/**
 * Narrows a filter to the scope; null when the scope reads nothing. Asking for one stand outside the scope is a 403
 * (stands are no secret: GET /stands lists them; a visit by id outside the scope stays a 404).
 */
export function narrow<F extends { enterpriseId?: string; specialistId?: string }>(
  scope: VisitScope,
  f: F,
): (F & { enterpriseIds?: string[] }) | null {
  if (!scope) {
    if (f.enterpriseId) throw standNotYours();
    return null;
  }
  if (scope.enterpriseIds && f.enterpriseId && !scope.enterpriseIds.includes(f.enterpriseId)) throw standNotYours();
  if (scope.specialistId && f.specialistId && f.specialistId !== scope.specialistId) return null;
  if (scope.enterpriseIds && scope.enterpriseIds.length === 0) return null;
  return {
    ...f,
    ...(scope.enterpriseIds && !f.enterpriseId ? { enterpriseIds: [...scope.enterpriseIds] } : {}),
    ...(scope.specialistId ? { specialistId: scope.specialistId } : {}),
  };
}
