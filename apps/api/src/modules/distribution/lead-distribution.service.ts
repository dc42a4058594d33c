import { canPlayLeadInRoulette, leadListScope } from "@portal/contracts/policy";
import { AppError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { findVisibleLead } from "../leads/lead-access";
import type { SettingsService } from "../settings/settings.service";
import type { DistributeOutcome } from "./batch-decision";
import type { DistributionService } from "./distribution.service";
import {
  type AttendanceEnded,
  type AttendanceEndedHook,
  afterAttendanceEnded,
  endAttendancesInTx,
  queueForDistribution,
  rouletteTypeOf,
} from "./lead-roulette";

export const PLAY_IN_ROULETTE_ERROR = "Erro ao jogar lead na roleta.";
export const STALE_STATUS = "STOPPED" as const;

/** Moving leads into the roulette by hand (play-in-roulette) and back to the base (stale sweep). */
export class LeadDistributionService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly distribution: DistributionService,
    private readonly onAttendanceEnded?: AttendanceEndedHook,
  ) {}

  /**
   * Throws the lead into the roulettes of its enterprise: any open offer is withdrawn, the owner removed
   * (movement row) and the lead distributed in a new cycle. The owner or a user who sees every lead may do it.
   */
  async playInRoulette(actor: AuthUser, leadId: string): Promise<{ message: string; outcome: DistributeOutcome }> {
    const visible = await findVisibleLead(this.db.repos, actor, leadId);
    const allowed =
      canPlayLeadInRoulette(actor.roles) && (visible.ownerId === actor.id || leadListScope(actor.roles) === "all");
    if (actor.readOnly || !allowed) {
      throw new AppError("FORBIDDEN", "Você não tem permissão para jogar este lead na roleta.");
    }
    if (!visible.enterpriseId)
      throw new AppError("BAD_REQUEST", `${PLAY_IN_ROULETTE_ERROR} O lead não tem empreendimento.`);
    if (visible.excluded) throw new AppError("CONFLICT", `${PLAY_IN_ROULETTE_ERROR} O lead foi excluído.`);
    const type = rouletteTypeOf(visible);
    if ((await this.db.repos.roulettes.candidates(visible.enterpriseId, type)).length === 0) {
      throw new AppError("CONFLICT", `${PLAY_IN_ROULETTE_ERROR} Nenhuma roleta ${type} ativa atende o empreendimento.`);
    }
    let ended: AttendanceEnded[] = [];
    await this.db.transaction(async (repos) => {
      await repos.leads.lockRow(leadId);
      const lead = await findVisibleLead(repos, actor, leadId);
      const now = new Date();
      const withdrawn = await repos.leadOffers.withdrawPending(leadId);
      ended = await endAttendancesInTx(repos, [leadId], now);
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
    });
    await afterAttendanceEnded(this.onAttendanceEnded, ended);
    const outcome = await this.distribution.distributeLead(leadId);
    return { message: "Lead jogado na roleta.", outcome };
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
