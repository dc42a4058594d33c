import { MSG } from "@portal/contracts/messages";
import { canManageRoulettes, canSetAvailability } from "@portal/contracts/policy";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import type { AuthUser, RealtimePublisher } from "../../lib/ports";
import type { AttendanceEnded } from "../distribution/lead-roulette";
import type { OfferExpiryService } from "../distribution/offer-expiry.service";
import { StandEvents } from "../stand/stand-events";
import { assertNotServingStandVisit, leaveStandInTx } from "../stand/stand-presence-tx";
import {
  agentStatusForbidden,
  availabilityAgentNotFound,
  availabilityUserNotFound,
  onlySpecialists,
} from "./availability.errors";

/** The stand's side of the one presence model (decision 048), wired by the composition root. */
export interface AvailabilityStandHooks {
  /** After commit: the user's availability changed (their stand's board; AVAILABLE may take a waiting visit). */
  userChanged(userId: string, status: string): Promise<void>;
}

export type SelfStatus = "AVAILABLE" | "IN_PAUSE";

/**
 * Specialist availability (spec 4). Every change runs with the user's row locked, so one change per user
 * runs at a time; becoming AVAILABLE drains the waiting leads of the user's roulettes right after commit.
 * IN_ATTENDANCE (set by 'Atender') lasts until the specialist's next status change.
 */
export class AvailabilityService {
  constructor(
    private readonly db: Database,
    private readonly expiry: OfferExpiryService,
    private readonly realtime: RealtimePublisher,
    /** The stand's side of presence (decision 048). */
    private readonly stand: AvailabilityStandHooks,
    private readonly log?: WarnLog,
  ) {}

  /**
   * PUT /users/availability: the user-level toggle (presence), applied to every roulette the user is a member of.
   * After a check-out this is the check-in: 'Disponível' puts them back into every roulette's rotation.
   */
  async setOwn(actor: AuthUser, status: SelfStatus) {
    if (!canSetAvailability(actor.roles)) throw onlySpecialists();
    const roulettes = await this.db.transaction(async (repos) => {
      const user = await repos.availability.lockUser(actor.id);
      if (!user) throw availabilityUserNotFound();
      await assertNotServingStandVisit(repos, actor.id);
      const agents = await repos.rouletteAgents.ofUser(actor.id);
      await repos.rouletteAgents.setStatusOfUser(actor.id, status);
      await repos.availability.set(actor.id, status);
      // Only a real change is logged: "Disponível -> Disponível" tells the coordinator nothing.
      await repos.rouletteLogs.createMany(
        agents
          .filter((a) => a.status !== status)
          .map((a) => ({
            rouletteId: a.rouletteId,
            userId: actor.id,
            actorId: actor.id,
            action: "STATUS",
            reason: `${a.status} -> ${status}`,
            data: { from: a.status, to: status },
          })),
      );
      return agents.map((a) => a.rouletteId);
    });
    await this.after(actor.id, status, status === "AVAILABLE" ? roulettes : []);
    return { availability_status: status };
  }

  /**
   * PUT /roulettes/agents/{agentId}/status: one roulette. The agent's own user must be a specialist;
   * admins and coordinators may set anyone's.
   */
  async setAgentStatus(actor: AuthUser, agentId: string, status: SelfStatus) {
    const agent = await this.db.repos.rouletteAgents.findById(agentId);
    if (!agent) throw availabilityAgentNotFound();
    if (agent.userId === actor.id ? !canSetAvailability(actor.roles) : !canManageRoulettes(actor.roles)) {
      throw agent.userId === actor.id ? onlySpecialists() : agentStatusForbidden();
    }
    const updated = await this.db.transaction(async (repos) => {
      await repos.availability.lockUser(agent.userId);
      await assertNotServingStandVisit(repos, agent.userId, agent.userId !== actor.id);
      const current = await repos.rouletteAgents.findById(agentId);
      if (!current) throw availabilityAgentNotFound();
      const row = await repos.rouletteAgents.update(agentId, { status });
      await repos.availability.set(agent.userId, status);
      if (current.status !== status) {
        await repos.rouletteLogs.create({
          rouletteId: current.rouletteId,
          userId: agent.userId,
          actorId: actor.id,
          action: "STATUS",
          reason: `${current.status} -> ${status}`,
          data: { from: current.status, to: status },
        });
      }
      return row;
    });
    await this.after(agent.userId, status, status === "AVAILABLE" ? [agent.rouletteId] : []);
    return updated;
  }

  /**
   * POST /roulettes/check-out: presence OFFLINE. Memberships stay (036): the rotation leaves OFFLINE members out,
   * and the next 'Disponível' puts the specialist back into every roulette they belong to. Logged per roulette.
   */
  async checkOut(actor: AuthUser) {
    if (!canSetAvailability(actor.roles)) throw onlySpecialists();
    await this.db.transaction(async (repos, events) => {
      const announce = new StandEvents(events);
      // Leaving the stand too (one presence model, decision 048); the stand is locked before the user.
      await leaveStandInTx(repos, announce, actor.id, actor.id, new Date(), {
        action: "CHECK_OUT",
        reason: "check-out (roletas e plantão)",
      });
      const user = await repos.availability.lockUser(actor.id);
      const memberships = await repos.rouletteAgents.ofUser(actor.id);
      await repos.availability.set(actor.id, "OFFLINE");
      await repos.rouletteLogs.createMany(
        memberships.map((a) => ({
          rouletteId: a.rouletteId,
          userId: actor.id,
          actorId: actor.id,
          action: "CHECK_OUT",
          reason: "check-out: fora da rotação até o próximo 'Disponível' (continua membro)",
          data: { from: user?.availabilityStatus ?? null, agent_status: a.status },
        })),
      );
    });
    await this.after(actor.id, "OFFLINE", []);
    return { message: MSG.checkoutSuccess };
  }

  /** After commit, for attendants whose attendance ended (endAttendancesInTx): their header and the waiting leads. */
  async attendanceEnded(ended: readonly AttendanceEnded[]) {
    for (const e of ended) await this.after(e.userId, e.status, e.rouletteIds);
  }

  private async after(userId: string, status: string, drain: string[]) {
    await this.realtime
      .publish(userId, { type: "availability.changed", status })
      .catch(logBestEffort(this.log, "publish availability.changed", { userId }));
    for (const rouletteId of drain) await this.expiry.drainRoulette(rouletteId);
    await this.stand
      .userChanged(userId, status)
      .catch(logBestEffort(this.log, "stand after availability change", { userId }));
  }
}

/**
 * After COMMIT, the specialists an attendance or a stand step brought back to AVAILABLE / IN_PAUSE: their header,
 * the waiting leads of the roulettes they are AVAILABLE in again, their stand's board (AvailabilityService).
 */
export function attendanceEndedConsumer(availability: AvailabilityService, log?: WarnLog): DomainEventConsumer {
  return defineConsumer({
    name: "availability.attendance-ended",
    types: ["attendance.ended"],
    log,
    afterCommit: (events) =>
      availability.attendanceEnded(events.map(({ userId, status, rouletteIds }) => ({ userId, status, rouletteIds }))),
  });
}
