import { standVisitScope } from "@portal/contracts/policy";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { standVisitNotFound } from "./stand.errors";
import type { StandVisitRecord } from "./stand-rows";

/** The part of the stand's visits a caller reads (policy standVisitScope); null: nothing at all. */
export type VisitScope = { enterpriseId?: string; specialistId?: string } | null;

/** The stand the receptionist checked in at (their stand), or null. */
export async function receptionStandOf(repos: Repositories, userId: string): Promise<string | null> {
  const presence = await repos.standPresences.openOfUser(userId);
  return presence?.kind === "RECEPTION" ? presence.enterpriseId : null;
}

/** Coordinators and admins: every visit; receptionist: their stand's; booth specialist: the visits routed to them. */
export async function visitScopeOf(repos: Repositories, actor: AuthUser): Promise<VisitScope> {
  const scope = standVisitScope(actor.roles);
  if (scope === "all") return {};
  if (scope === "own") return { specialistId: actor.id };
  const enterpriseId = await receptionStandOf(repos, actor.id);
  return enterpriseId ? { enterpriseId } : null;
}

export function inScope(scope: VisitScope, visit: { enterpriseId: string; specialistId: string | null }): boolean {
  if (!scope) return false;
  if (scope.enterpriseId && visit.enterpriseId !== scope.enterpriseId) return false;
  if (scope.specialistId && visit.specialistId !== scope.specialistId) return false;
  return true;
}

/** A visit the caller may see, or 404 (a visit outside the scope is indistinguishable from a missing one). */
export async function findVisibleVisit(repos: Repositories, actor: AuthUser, id: string): Promise<StandVisitRecord> {
  const visit = await repos.standVisits.findRecord(id);
  if (!visit || !inScope(await visitScopeOf(repos, actor), visit)) throw standVisitNotFound();
  return visit;
}

/** Narrows a filter's enterprise / specialist to the scope; null when they contradict it (an empty answer). */
export function narrow<F extends { enterpriseId?: string; specialistId?: string }>(scope: VisitScope, f: F): F | null {
  if (!scope) return null;
  if (scope.enterpriseId && f.enterpriseId && f.enterpriseId !== scope.enterpriseId) return null;
  if (scope.specialistId && f.specialistId && f.specialistId !== scope.specialistId) return null;
  return {
    ...f,
    ...(scope.enterpriseId ? { enterpriseId: scope.enterpriseId } : {}),
    ...(scope.specialistId ? { specialistId: scope.specialistId } : {}),
  };
}
