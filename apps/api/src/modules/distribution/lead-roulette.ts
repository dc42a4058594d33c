import { ONLINE_SOURCES } from "@portal/contracts/lead-enums";
import { AppError } from "../../lib/app-error";
import type { Repositories } from "../../repositories/repositories";

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

export const OFFER_EXPIRED_MESSAGE = "O prazo para atender este lead expirou.";

/**
 * 'Atender' on an offered lead accepts the offer: PENDING -> ACCEPTED only before the deadline (conditional
 * update, so an expiry racing with it cannot both win). Call with the lead row locked. No pending offer: no-op.
 */
export async function acceptOfferInTx(repos: Repositories, leadId: string, userId: string): Promise<boolean> {
  const pending = await repos.leadOffers.findPending(leadId);
  if (!pending) return false;
  if (pending.agentUserId !== userId) throw new AppError("FORBIDDEN", "Este lead foi ofertado a outro especialista.");
  const accepted = await repos.leadOffers.accept(leadId, userId);
  if (!accepted) throw new AppError("FORBIDDEN", OFFER_EXPIRED_MESSAGE);
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
 * until their next status change. A user who is not in any roulette keeps their status.
 */
export async function startAttendanceStatusInTx(repos: Repositories, userId: string): Promise<boolean> {
  const user = await repos.availability.lockUser(userId);
  if (!user) return false;
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
