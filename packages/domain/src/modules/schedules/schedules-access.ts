import { scheduleScope } from "@portal/contracts/policy";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { receptionStandOf } from "../stand/stand-access";
import { scheduleNotFound } from "./schedules.errors";
import type { ScheduleRecord, ScheduleScope } from "./schedules-rows";

/**
 * The part of the agenda a caller reads (policy scheduleScope, decision 053): every appointment; the specialists
 * of their teams (coordinators, themselves included); their own (specialists); the stand visits booked at the stand
 * they checked in at (receptionist; none without a stand). null: nothing.
 */
export async function scheduleScopeOf(
  repos: Repositories,
  actor: Pick<AuthUser, "id" | "roles">,
): Promise<ScheduleScope> {
  switch (scheduleScope(actor.roles)) {
    case "all":
      return { kind: "all" };
    case "team":
      return { kind: "specialists", ids: await repos.schedules.teamOf(actor.id) };
    case "own":
      return { kind: "specialists", ids: [actor.id] };
    case "reception": {
      const enterpriseId = await receptionStandOf(repos, actor.id);
      return enterpriseId ? { kind: "reception", enterpriseId } : null;
    }
    default:
      return null;
  }
}

export function inScheduleScope(
  scope: ScheduleScope,
  s: Pick<ScheduleRecord, "specialistId" | "enterpriseId" | "type">,
) {
  if (!scope) return false;
  if (scope.kind === "all") return true;
  if (scope.kind === "specialists") return scope.ids.includes(s.specialistId);
  return s.type === "STAND_VISIT" && s.enterpriseId === scope.enterpriseId;
}

/** True when the caller may book into (or move an appointment to) this specialist's agenda. */
export function mayHoldFor(scope: ScheduleScope, specialistId: string): boolean {
  if (!scope) return false;
  if (scope.kind === "all") return true;
  return scope.kind === "specialists" && scope.ids.includes(specialistId);
}

/** An appointment the caller may see, or 404 (one outside the scope is indistinguishable from a missing one). */
export async function findVisibleSchedule(
  repos: Repositories,
  actor: Pick<AuthUser, "id" | "roles">,
  id: string,
): Promise<{ schedule: ScheduleRecord; scope: ScheduleScope }> {
  const schedule = await repos.schedules.findRecord(id);
  const scope = await scheduleScopeOf(repos, actor);
  if (!schedule || !inScheduleScope(scope, schedule)) throw scheduleNotFound();
  return { schedule, scope };
}
