import { ONLINE_SOURCES } from "@portal/contracts/lead-enums";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { EventSink } from "../../lib/domain-events";
import type { Repositories } from "../../repositories/repositories";
import { offerExpired, offerOfAnotherAgent } from "./distribution.errors";

/**
 * In-transaction steps that other modules call (leads: create, attend). They take the caller's transaction
 * repositories, so the lead change and its distribution state commit together.
 */

export type RouletteType = "ONLINE" | "BOOTH";

/** Online sources (or nature ONLINE) go to the ONLINE roulette; stand and everything else to the BOOTH one. */
export function rouletteTypeOf(lead: { source: string; nature: string }): RouletteType {
  return lead.nature === "ONLINE" || ONLINE_SOURCES.includes(lead.source) ? "ONLINE" : "BOOTH";
}

/**
 * Marks the lead as waiting for distribution, in a new cycle (agents who let it expire before may get it
 * again). The queue row is the durable intent: if the process dies before distributing, the sweep does it.
 */
export async function queueForDistribution(repos: Repositories, leadId: string, reason: string): Promise<void> {
  const cycle = (await repos.leadOffers.lastCycle(leadId)) + 1;
  await repos.rouletteQueue.put({ leadId, rouletteId: null, cycle, reason });
}

/**
 * 'Atender' on an offered lead accepts the offer: PENDING -> ACCEPTED only before the deadline (conditional
 * update, so an expiry racing with it cannot both win). Call with the lead row locked. No pending offer: no-op.
 */
export async function acceptOfferInTx(repos: Repositories, leadId: string, userId: string): Promise<boolean> {
  const pending = await repos.leadOffers.findPending(leadId);
  if (!pending) return false;
  if (pending.agentUserId !== userId) throw offerOfAnotherAgent();
  const accepted = await repos.leadOffers.accept(leadId, userId);
  if (!accepted) throw offerExpired();
  const now = new Date();
  if (accepted.rouletteId) {
    const agent = await repos.rouletteAgents.find(accepted.rouletteId, userId);
    if (agent) await repos.rouletteAgents.update(agent.id, { lastAssignedAt: now, assignedToday: { increment: 1 } });
  }
  await repos.rouletteLogs.create({
    rouletteId: accepted.rouletteId,
    leadId,
    userId,
    actorId: userId,
    action: "ACCEPTED",
    reason: "lead atendido dentro do prazo",
    data: { offer_id: accepted.id, cycle: accepted.cycle },
  });
  return true;
}

/**
 * Attending a lead puts a checked-in specialist IN_ATTENDANCE in every roulette (skipped by the rotation)
 * until their next status change. A user who is not in any roulette, or is checked out, keeps their status.
 */
export async function startAttendanceStatusInTx(repos: Repositories, userId: string): Promise<boolean> {
  const user = await repos.availability.lockUser(userId);
  // A checked-out member stays OFFLINE (036): attending their own lead must not put them back in a rotation.
  if (!user || user.availabilityStatus === "OFFLINE") return false;
  const agents = await repos.rouletteAgents.ofUser(userId);
  if (agents.length === 0) return false;
  await repos.rouletteAgents.setStatusOfUser(userId, "IN_ATTENDANCE");
  await repos.availability.set(userId, "IN_ATTENDANCE");
  await repos.rouletteLogs.createMany(
    agents
      .filter((a) => a.status !== "IN_ATTENDANCE")
      .map((a) => ({
        rouletteId: a.rouletteId,
        userId,
        actorId: userId,
        action: "STATUS",
        reason: `${a.status} -> IN_ATTENDANCE: em atendimento`,
        data: { from: a.status, to: "IN_ATTENDANCE" },
      })),
  );
  return true;
}

/** A specialist whose attendance ended and who went back to the status they had before it. */
export interface AttendanceEnded {
  userId: string;
  status: "AVAILABLE" | "IN_PAUSE";
  /** Roulettes to drain after commit (the user is AVAILABLE there again). */
  rouletteIds: string[];
}

/**
 * Ends the open attendances of these leads (archive, discard, sale, reassign, removal from the wallet, delete,
 * play-in-roulette). An attendant left with no open attendance who is still IN_ATTENDANCE goes back to the
 * status they had before it (AVAILABLE unless they were IN_PAUSE). Call with the leads' rows locked; users are
 * locked in id order (lead -> user -> agent rows, like every other path).
 */
export async function endAttendancesInTx(
  repos: Repositories,
  leadIds: readonly string[],
  at: Date,
  /** Who takes the attendance over right away (stays IN_ATTENDANCE). */
  except?: string,
): Promise<AttendanceEnded[]> {
  const attendants = (await repos.attendances.endOpen(leadIds, at)).filter((u) => u !== except).sort();
  const ended: AttendanceEnded[] = [];
  for (const userId of attendants) {
    const user = await repos.availability.lockUser(userId);
    if (user?.availabilityStatus !== "IN_ATTENDANCE") continue;
    if (await repos.attendances.hasOpenFor(userId)) continue;
    // Serving a stand visit: IN_ATTENDANCE until that visit is finished (decision 048).
    if (await repos.standVisits.inAttendanceOf(userId)) continue;
    const before = await repos.rouletteLogs.statusBeforeAttendance(userId);
    const status = before === "IN_PAUSE" ? "IN_PAUSE" : "AVAILABLE";
    const agents = await repos.rouletteAgents.ofUser(userId);
    await repos.rouletteAgents.setStatusOfUser(userId, status);
    await repos.availability.set(userId, status);
    await repos.rouletteLogs.createMany(
      agents
        .filter((a) => a.status === "IN_ATTENDANCE")
        .map((a) => ({
          rouletteId: a.rouletteId,
          userId,
          actorId: null,
          action: "STATUS",
          reason: `IN_ATTENDANCE -> ${status}: atendimento encerrado`,
          data: { from: "IN_ATTENDANCE", to: status },
        })),
    );
    ended.push({ userId, status, rouletteIds: status === "AVAILABLE" ? agents.map((a) => a.rouletteId) : [] });
  }
  return ended;
}

/** After commit: the attendants who went back to AVAILABLE get the waiting leads (and their header updates). */
export type AttendanceEndedHook = (ended: AttendanceEnded[]) => Promise<unknown>;

/** The transaction's `attendance.ended` events (decision 068): each specialist back, handled after COMMIT. */
export function emitAttendanceEnded(events: EventSink, ended: readonly AttendanceEnded[]): void {
  for (const e of ended)
    events.emit({ type: "attendance.ended", userId: e.userId, status: e.status, rouletteIds: e.rouletteIds });
}

export async function afterAttendanceEnded(hook: AttendanceEndedHook, ended: AttendanceEnded[], log?: WarnLog) {
  if (ended.length === 0) return;
  // A trigger only: the offer sweep drains the roulettes anyway if this fails.
  await hook(ended).catch(
    logBestEffort(log, "offer waiting leads after an attendance ended", { users: ended.map((e) => e.userId) }),
  );
}
