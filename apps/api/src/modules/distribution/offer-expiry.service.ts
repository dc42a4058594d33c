import type { Database } from "../../lib/database";
import type { RealtimePublisher } from "../../lib/ports";
import type { DistributionService } from "./distribution.service";

export type ExpireOutcome = "expired" | "not-due" | "resolved" | "missing";

/** How many rows one sweep handles per kind; the next tick continues. */
const SWEEP_BATCH = 500;

/**
 * Deadlines: the delayed job (offer.expire) fires at the deadline; the sweep (offer.sweep, every minute)
 * expires whatever Redis lost and offers every waiting lead. Both act only through conditional updates.
 */
export class OfferExpiryService {
  constructor(
    private readonly db: Database,
    private readonly distribution: DistributionService,
    private readonly realtime?: RealtimePublisher,
  ) {}

  /**
   * PENDING -> EXPIRED if the deadline passed (database clock). The winner takes the lead back (movement,
   * logs) and queues it in the same cycle, then it is offered to the next agent who has not let it expire.
   */
  async expire(offerId: string): Promise<ExpireOutcome> {
    const offer = await this.db.repos.leadOffers.findById(offerId);
    if (!offer) return "missing";
    if (offer.outcome !== "PENDING") return "resolved";
    const minutes = await this.distribution.deadlineMinutes();
    const result = await this.db.transaction(async (repos) => {
      // Same lock order as 'Atender' (lead row first): accept and expire serialise on the lead.
      await repos.leads.lockRow(offer.leadId);
      const expired = await repos.leadOffers.expire(offerId);
      if (!expired) {
        const current = await repos.leadOffers.findById(offerId);
        return current?.outcome === "PENDING" ? ("not-due" as const) : ("resolved" as const);
      }
      const lead = await repos.leads.findById(expired.leadId);
      if (lead && lead.ownerId === expired.agentUserId) {
        await repos.leads.update(lead.id, { ownerId: null, inAttendance: false });
        await repos.leadMovements.create({
          leadId: lead.id,
          originUserId: expired.agentUserId,
          destinationUserId: null,
          enterpriseId: lead.enterpriseId,
          actorId: null,
          reason: "OFFER_EXPIRED",
        });
        await repos.leadLogs.create({
          leadId: lead.id,
          authorId: null,
          type: "ROULETTE",
          subtype: "OFFER_EXPIRED",
          text: `não atendido em ${minutes} min`,
          data: { offer_id: expired.id, owner_id: expired.agentUserId },
        });
        await repos.rouletteQueue.put({
          leadId: lead.id,
          rouletteId: expired.rouletteId,
          cycle: expired.cycle,
          reason: "oferta expirada",
        });
      }
      await repos.rouletteLogs.create({
        rouletteId: expired.rouletteId,
        leadId: expired.leadId,
        userId: expired.agentUserId,
        action: "EXPIRED",
        reason: `expirado: não atendido em ${minutes} min`,
        data: { offer_id: expired.id, cycle: expired.cycle },
      });
      return "expired" as const;
    });
    if (result !== "expired") return result;
    await this.realtime
      ?.publish(offer.agentUserId, { type: "lead.offer_expired", lead_id: offer.leadId, offer_id: offer.id })
      .catch(() => undefined);
    await this.distribution.distributeLead(offer.leadId);
    return "expired";
  }

  /** Offers the oldest waiting leads of this roulette while it has available agents. */
  async drainRoulette(rouletteId: string): Promise<number> {
    let offered = 0;
    const leadIds = await this.db.repos.rouletteQueue.waitingFor(rouletteId, SWEEP_BATCH);
    for (const outcome of await this.distribution.distributeLeads(leadIds)) {
      if (outcome.status === "offered") offered += 1;
    }
    return offered;
  }

  /** The every-minute safety net: overdue offers first, then every waiting lead. */
  async sweep(): Promise<{ expired: number; offered: number }> {
    let expired = 0;
    for (const id of await this.db.repos.leadOffers.listOverdue(SWEEP_BATCH)) {
      if ((await this.expire(id)) === "expired") expired += 1;
    }
    let offered = 0;
    const waiting = await this.db.repos.rouletteQueue.oldest(SWEEP_BATCH);
    for (const outcome of await this.distribution.distributeLeads(waiting)) {
      if (outcome.status === "offered") offered += 1;
    }
    return { expired, offered };
  }
}
