import type { Repositories } from "../../repositories/repositories";

export type PresenceStatus = "AVAILABLE" | "IN_PAUSE" | "IN_ATTENDANCE";

/**
 * In-transaction availability changes for other modules (the stand, decision 048), on the one presence model of
 * decision 036: users.availability_status plus the member's status in every roulette, each change logged per
 * roulette (STATUS, data {from, to}, the shape statusBeforeAttendance() reads). Call with the user's row locked
 * (availability.lockUser). Returns the roulettes the user belongs to (drain them after commit when AVAILABLE).
 */
export async function setAvailabilityInTx(
  repos: Repositories,
  userId: string,
  actorId: string | null,
  status: PresenceStatus,
  note: string,
): Promise<string[]> {
  const agents = await repos.rouletteAgents.ofUser(userId);
  await repos.rouletteAgents.setStatusOfUser(userId, status);
  await repos.availability.set(userId, status);
  await repos.rouletteLogs.createMany(
    agents
      .filter((a) => a.status !== status)
      .map((a) => ({
        rouletteId: a.rouletteId,
        userId,
        actorId,
        action: "STATUS",
        reason: `${a.status} -> ${status}: ${note}`,
        data: { from: a.status, to: status },
      })),
  );
  return agents.map((a) => a.rouletteId);
}

/**
 * Check-out (presence OFFLINE) in the caller's transaction, exactly as POST /roulettes/check-out does it: memberships
 * stay (036), one CHECK_OUT log per roulette. Call with the user's row locked.
 */
export async function checkOutInTx(
  repos: Repositories,
  userId: string,
  actorId: string | null,
  from: string | null,
  reason: string,
): Promise<void> {
  const memberships = await repos.rouletteAgents.ofUser(userId);
  await repos.availability.set(userId, "OFFLINE");
  await repos.rouletteLogs.createMany(
    memberships.map((a) => ({
      rouletteId: a.rouletteId,
      userId,
      actorId,
      action: "CHECK_OUT",
      reason,
      data: { from, agent_status: a.status },
    })),
  );
}
