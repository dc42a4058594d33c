import type { Database } from "../../lib/database";
import type { RealtimePublisher } from "../../lib/ports";
import { KeyedBatcher } from "./batcher";
import type { DistributionService } from "./distribution.service";

export type ExpireOutcome = "expired" | "not-due" | "resolved" | "missing";

/** How many rows one sweep handles per kind; the next tick continues. */
const SWEEP_BATCH = 500;

/**
 * Deadlines: the delayed job (offer.expire) fires at the deadline; the sweep (offer.sweep, every minute)
 * expires whatever Redis lost and offers every waiting lead. Both act only through conditional updates.
 */
export class OfferExpiryService {
  readonly #batcher = new KeyedBatcher<string, ExpireOutcome>((_key, ids) => this.expireBatch(ids), 200);

  constructor(
    private readonly db: Database,
    private readonly distribution: DistributionService,
    private readonly realtime?: RealtimePublisher,
  ) {}

  /**
   * PENDING -> EXPIRED if the deadline passed (database clock). The winner takes the lead back (movement,
   * logs) and queues it in the same cycle, then it is offered to the next agent who has not let it expire.
   * Concurrent calls are coalesced into one transaction (a burst of deadlines costs a few transactions).
   */
  expire(offerId: string): Promise<ExpireOutcome> {
    return this.#batcher.submit("expire", offerId);
  }

  /** Several offers at once (the sweep). */
  expireMany(offerIds: readonly string[]): Promise<ExpireOutcome[]> {
    return Promise.all(offerIds.map((id) => this.expire(id)));
  }

  private async expireBatch(offerIds: string[]): Promise<Map<string, ExpireOutcome>> {
    const out = new Map<string, ExpireOutcome>();
    const offers = new Map((await this.db.repos.leadOffers.findByIds(offerIds)).map((o) => [o.id, o]));
    for (const id of offerIds) {
      const offer = offers.get(id);
      if (!offer) out.set(id, "missing");
      else if (offer.outcome !== "PENDING") out.set(id, "resolved");
    }
    const candidates = offerIds.filter((id) => !out.has(id));
    if (candidates.length === 0) return out;
    const minutes = await this.distribution.deadlineMinutes();
    const expired = await this.db.transaction(async (repos) => {
      // Same lock order as 'Atender' (lead rows first, in id order): accept and expire serialise on the lead.
      const leadIds = [...new Set(candidates.map((id) => (offers.get(id) as { leadId: string }).leadId))].sort();
      await repos.leads.lockRows(leadIds);
      const won = await repos.leadOffers.expireMany(candidates);
      const wonIds = new Set(won.map((o) => o.id));
      const lost = candidates.filter((id) => !wonIds.has(id));
      if (lost.length) {
        const current = new Map((await repos.leadOffers.findByIds(lost)).map((o) => [o.id, o.outcome]));
        for (const id of lost) out.set(id, current.get(id) === "PENDING" ? "not-due" : "resolved");
      }
      const leads = new Map((await repos.leads.findByIds(won.map((o) => o.leadId))).map((l) => [l.id, l]));
      const takenBack = won.filter((o) => leads.get(o.leadId)?.ownerId === o.agentUserId);
      await repos.leads.updateMany(
        takenBack.map((o) => o.leadId),
        { ownerId: null, inAttendance: false },
      );
      await repos.leadMovements.createMany(
        takenBack.map((o) => ({
          leadId: o.leadId,
          originUserId: o.agentUserId,
          destinationUserId: null,
          enterpriseId: leads.get(o.leadId)?.enterpriseId ?? null,
          actorId: null,
          reason: "OFFER_EXPIRED",
        })),
      );
      await repos.leadLogs.createMany(
        takenBack.map((o) => ({
          leadId: o.leadId,
          authorId: null,
          type: "ROULETTE",
          subtype: "OFFER_EXPIRED",
          text: `não atendido em ${minutes} min`,
          data: { offer_id: o.id, owner_id: o.agentUserId },
        })),
      );
      await repos.rouletteQueue.putMany(
        takenBack.map((o) => ({
          leadId: o.leadId,
          rouletteId: o.rouletteId,
          cycle: o.cycle,
          reason: "oferta expirada",
        })),
      );
      await repos.rouletteLogs.createMany(
        won.map((o) => ({
          rouletteId: o.rouletteId,
          leadId: o.leadId,
          userId: o.agentUserId,
          action: "EXPIRED",
          reason: `expirado: não atendido em ${minutes} min`,
          data: { offer_id: o.id, cycle: o.cycle },
        })),
      );
      return won;
    });
    for (const o of expired) out.set(o.id, "expired");
    await Promise.allSettled(
      expired.map((o) =>
        this.realtime?.publish(o.agentUserId, { type: "lead.offer_expired", lead_id: o.leadId, offer_id: o.id }),
      ),
    );
    await this.distribution.distributeLeads(expired.map((o) => o.leadId));
    return out;
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
    for (const outcome of await this.expireMany(await this.db.repos.leadOffers.listOverdue(SWEEP_BATCH))) {
      if (outcome === "expired") expired += 1;
    }
    let offered = 0;
    const waiting = await this.db.repos.rouletteQueue.oldest(SWEEP_BATCH);
    for (const outcome of await this.distribution.distributeLeads(waiting)) {
      if (outcome.status === "offered") offered += 1;
    }
    return { expired, offered };
  }
}
