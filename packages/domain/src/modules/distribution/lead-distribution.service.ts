import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { canPlayLeadInRoulette, leadListScope } from "@portal/contracts/policy";
import { AppError, fieldError } from "../../lib/app-error";
import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { findVisibleLead } from "../leads/lead-access";
import type { SettingsService } from "../settings/settings.service";
import type { DistributeOutcome } from "./distribute-outcome";
import {
  type PlayRefusal,
  playExcluded,
  playForbidden,
  playNoEnterprise,
  playNoRoulette,
  playRefused,
} from "./distribution.errors";
import type { DistributionService } from "./distribution.service";
import {
  type AttendanceEnded,
  type AttendanceEndedHook,
  afterAttendanceEnded,
  endAttendancesInTx,
  queueForDistribution,
  rouletteTypeOf,
} from "./lead-roulette";

export const STALE_STATUS = "STOPPED" as const;

/** Moving leads into the roulette by hand (play-in-roulette) and back to the base (stale sweep). */
export class LeadDistributionService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly distribution: DistributionService,
    private readonly onAttendanceEnded: AttendanceEndedHook,
    private readonly log?: WarnLog,
  ) {}

  /**
   * Throws the lead into the roulettes of its enterprise: any open offer is withdrawn, the owner removed
   * (movement row) and the lead distributed in a new cycle. The owner or a user who sees every lead may do it,
   * if their roles allow it at all (canPlayLeadInRoulette: not MARKETING / RELATIONSHIP_TEAM).
   */
  async playInRoulette(actor: AuthUser, leadId: string): Promise<{ message: string; outcome: DistributeOutcome }> {
    await this.assertPlayable(actor, leadId, playRefused);
    const ended = await this.db.transaction((repos) => this.playInTx(repos, actor, [leadId]));
    await afterAttendanceEnded(this.onAttendanceEnded, ended, this.log);
    const outcome = await this.distribution.distributeLead(leadId);
    return { message: MSG.playedInRoulette(1), outcome };
  }

  /**
   * POST /leads/play-in-roulette {leads}: the base's bulk action. Every lead is checked first (a refusal names
   * `leads.N` and nothing is moved); then one transaction takes them all out of their wallets and queues them,
   * and each is distributed (the distribution batcher serves them together).
   */
  async playManyInRoulette(actor: AuthUser, leadIds: readonly string[]) {
    const ids = [...new Set(leadIds)];
    for (const [i, id] of ids.entries()) {
      await this.assertPlayable(actor, id, (reason) =>
        reason.code === "FORBIDDEN" ? playRefused(reason) : fieldError(`leads.${i}`, reason.message),
      ).catch((e: unknown) => {
        // An unknown (or invisible) lead is bad input of this request: name it like the other bulk calls.
        if (e instanceof AppError && e.code === "NOT_FOUND") throw fieldError(`leads.${i}`, FIELD_MSG.leadNotFound);
        throw e;
      });
    }
    const ended = await this.db.transaction(async (repos) => {
      await repos.leads.lockRows(ids);
      return this.playInTx(repos, actor, ids);
    });
    await afterAttendanceEnded(this.onAttendanceEnded, ended, this.log);
    const outcomes = await Promise.all(ids.map((id) => this.distribution.distributeLead(id)));
    return {
      message: MSG.playedInRoulette(ids.length),
      results: ids.map((id, i) => {
        const o = outcomes[i] as DistributeOutcome;
        return { lead_id: id, status: o.status, owner_id: o.status === "offered" ? o.agentUserId : null };
      }),
    };
  }

  private async assertPlayable(actor: AuthUser, leadId: string, toError: (r: PlayRefusal) => Error) {
    const visible = await findVisibleLead(this.db.repos, actor, leadId);
    if (
      actor.readOnly ||
      !canPlayLeadInRoulette(actor.roles) ||
      (visible.ownerId !== actor.id && leadListScope(actor.roles) !== "all")
    ) {
      throw toError(playForbidden());
    }
    if (!visible.enterpriseId) throw toError(playNoEnterprise());
    if (visible.excluded) throw toError(playExcluded());
    const type = rouletteTypeOf(visible);
    if ((await this.db.repos.roulettes.candidates(visible.enterpriseId, type)).length === 0) {
      throw toError(playNoRoulette(type));
    }
  }

  /** Out of the wallet and into the queue, for leads whose rows the caller may lock (single) or has locked. */
  private async playInTx(repos: Repositories, actor: AuthUser, leadIds: readonly string[]): Promise<AttendanceEnded[]> {
    const ended: AttendanceEnded[] = [];
    for (const leadId of leadIds) {
      await repos.leads.lockRow(leadId);
      const lead = await findVisibleLead(repos, actor, leadId);
      const now = new Date();
      const withdrawn = await repos.leadOffers.withdrawPending(leadId);
      ended.push(...(await endAttendancesInTx(repos, [leadId], now)));
      await repos.leads.update(leadId, { ownerId: null, inAttendance: false, lastActivityAt: now });
      if (lead.ownerId) {
        await repos.leadMovements.create({
          leadId,
          originUserId: lead.ownerId,
          destinationUserId: null,
          enterpriseId: lead.enterpriseId,
          actorId: actor.id,
          reason: "PLAY_IN_ROULETTE",
        });
      }
      await repos.leadLogs.create({
        leadId,
        authorId: actor.id,
        type: "ROULETTE",
        subtype: "PLAY_IN_ROULETTE",
        data: { from_owner_id: lead.ownerId, withdrawn_offers: withdrawn },
      });
      await repos.rouletteLogs.create({
        rouletteId: null,
        leadId,
        userId: lead.ownerId,
        actorId: actor.id,
        action: "PLAY_IN_ROULETTE",
        reason: `jogado na roleta por ${actor.fullName}`,
      });
      await queueForDistribution(repos, leadId, "jogado na roleta");
    }
    return ended;
  }

  /**
   * Daily: owned leads in a waiting status with no activity for their days_to_go_to_base (lead, enterprise,
   * then the global setting) go to the base: owner removed, status STOPPED, movement and log rows.
   */
  async staleSweep(limit = 1000): Promise<{ moved: number }> {
    const globalDays = await this.settings.get("days_to_go_to_base");
    const ids = await this.db.repos.staleLeads.findStale(globalDays, limit);
    let moved = 0;
    for (const id of ids) {
      const done = await this.db.transaction(async (repos) => {
        await repos.leads.lockRow(id);
        // Re-check under the lock: activity or an offer may have happened since the scan.
        if ((await repos.staleLeads.findStale(globalDays, 1, id)).length === 0) return false;
        const lead = await repos.leads.findById(id);
        if (!lead?.ownerId) return false;
        await repos.leads.update(id, { ownerId: null, status: STALE_STATUS, inAttendance: false });
        await repos.leadMovements.create({
          leadId: id,
          originUserId: lead.ownerId,
          destinationUserId: null,
          enterpriseId: lead.enterpriseId,
          actorId: null,
          reason: "STALE_TO_BASE",
        });
        await repos.leadLogs.create({
          leadId: id,
          authorId: null,
          type: "STATUS",
          subtype: "STALE_TO_BASE",
          text: "Lead sem atividade voltou para a base",
          data: { from: lead.status, to: STALE_STATUS, owner_id: lead.ownerId, last_activity_at: lead.lastActivityAt },
        });
        return true;
      });
      if (done) moved += 1;
    }
    return { moved };
  }
}
