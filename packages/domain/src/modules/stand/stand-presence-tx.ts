import type { Repositories } from "../../repositories/repositories";
import { standAttendanceOpen, standSpecialistInAttendance } from "./stand.errors";
import type { StandEvents } from "./stand-events";

/**
 * In-transaction steps other modules call (the availability module's toggle and check-out): the stand side of the
 * one presence model (decision 048).
 */

/**
 * A specialist serving a stand visit keeps IN_ATTENDANCE until they finish it (409 otherwise: their own change, or
 * `byOther` when someone else acts on them).
 */
export async function assertNotServingStandVisit(repos: Repositories, userId: string, byOther = false): Promise<void> {
  if (await repos.standVisits.inAttendanceOf(userId)) {
    throw byOther ? standSpecialistInAttendance() : standAttendanceOpen();
  }
}

/**
 * Closes the user's open stand presence (check-out), with the stand's row locked: their routed visits that did not
 * start go back to WAITING (routed again after commit). Refused while they serve a visit. Call it BEFORE locking the
 * user yourself (lock order: stand -> visit -> presence -> user). Returns the stand left, or null. `actorId` null:
 * the system (the worker's day-end sweep, decision 051).
 */
export async function leaveStandInTx(
  repos: Repositories,
  announce: StandEvents,
  userId: string,
  actorId: string | null,
  at: Date,
  how: {
    action: "CHECK_OUT" | "REMOVED";
    reason: string;
    /** Only this presence (the day-end sweep: a check-in made since is left alone). */
    presenceId?: string;
  },
): Promise<string | null> {
  const open = await repos.standPresences.openOfUser(userId);
  if (!open || (how.presenceId && open.id !== how.presenceId)) return null;
  await repos.stands.lock(open.enterpriseId);
  const presence = await repos.standPresences.findById(open.id);
  if (!presence || presence.checkedOutAt) return null;
  // Their routed visits, then their user row (a start holds visit -> user: the same order), then the check.
  const routed =
    presence.kind === "SPECIALIST" ? await repos.standVisits.lockAssignedTo(userId, presence.enterpriseId) : [];
  await repos.standPresences.lockUser(userId);
  if (presence.kind === "SPECIALIST") await assertNotServingStandVisit(repos, userId);
  await repos.standPresences.close(presence.id, at, actorId);
  await repos.standVisits.backToWaiting(routed.map((v) => v.id));
  await repos.standLogs.createMany([
    { enterpriseId: presence.enterpriseId, userId, actorId, action: how.action, reason: how.reason },
    ...routed.map((v) => ({
      enterpriseId: presence.enterpriseId,
      visitId: v.id,
      userId,
      actorId,
      action: "WAITING" as const,
      reason: "especialista saiu do plantão antes de iniciar: visita volta a aguardar",
    })),
  ]);
  announce.changed(presence.enterpriseId);
  if (routed.length) announce.drain(presence.enterpriseId);
  return presence.enterpriseId;
}
