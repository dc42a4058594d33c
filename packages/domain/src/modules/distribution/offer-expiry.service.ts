import { awaitedLater } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { emitRealtime } from "../notifications/notifications.service";
import { KeyedBatcher } from "./batcher";
import type { DistributionService } from "./distribution.service";

/** "paused": its clock is stopped while the agent serves a visitor at a stand (decision 063); re-armed after. */
export type ExpireOutcome = "expired" | "not-due" | "resolved" | "missing" | "paused";

/** How many rows one sweep handles per kind; the next tick continues. */
const SWEEP_BATCH = 500;
/** Offers already due that one expiry batch takes along with the ones asked for (the rest: the next batch). */
const DUE_PER_BATCH = 500;
/** A job that fires a hair before the database clock reaches the deadline waits this long, a few times. */
const NOT_DUE_WAIT_MS = 50;
const NOT_DUE_TRIES = 10;

interface BatchResult {
  outcome: ExpireOutcome;
  /** The re-offer of the leads this batch took back (after commit; never rejects). */
  reoffered: Promise<unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Deadlines: the delayed job (offer.expire) fires at the deadline; the sweep (offer.sweep, every minute)
 * expires whatever Redis lost and offers every waiting lead. Both act only through conditional updates.
 */
export class OfferExpiryService {
  readonly #batcher = new KeyedBatcher<string, BatchResult>((_key, ids) => this.expireBatch(ids), 200);

  constructor(
    private readonly db: Database,
    private readonly distribution: DistributionService,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  /**
   * PENDING -> EXPIRED if the deadline passed (database clock). The winner takes the lead back (movement,
   * logs) and queues it in the same cycle, then it is offered to the next agent who has not let it expire.
   * Resolves after that re-offer. Every other offer already due is expired in the same batch.
   */
  async expire(offerId: string): Promise<ExpireOutcome> {
    const { outcome, reoffered } = await this.#batcher.submit("expire", offerId);
    await reoffered;
    return outcome;
  }

  /**
   * The offer.expire job: expire() without waiting for the re-offer (the queue row written with the expiry is
   * the durable intent; the distribution batcher offers it right after, the sweep if this process dies), so a
   * burst of deadlines is not held up by the re-offers. A job that fires a hair early (clock skew) waits for the
   * deadline a little instead of going back to BullMQ's retry backoff (seconds).
   */
  async expireDue(offerId: string): Promise<ExpireOutcome> {
    let outcome: ExpireOutcome = "not-due";
    for (let i = 0; i < NOT_DUE_TRIES && outcome === "not-due"; i++) {
      if (i > 0) await sleep(NOT_DUE_WAIT_MS);
      outcome = (await this.#batcher.submit("expire", offerId)).outcome;
    }
    return outcome;
  }

  /** Several offers at once (the sweep). */
  expireMany(offerIds: readonly string[]): Promise<ExpireOutcome[]> {
    return Promise.all(offerIds.map((id) => this.expire(id)));
  }

  /**
   * One transaction for the offers asked for AND every other offer already due (up to DUE_PER_BATCH): their
   * leads' rows locked in id order (the order 'Atender' uses), one conditional UPDATE ... RETURNING, the lead
   * taken back with its movement, logs and queue row, all in multi-row statements. The re-offers go to the
   * distribution batcher after commit, not awaited here, so the next expiry batch starts at once.
   */
  private async expireBatch(offerIds: string[]): Promise<Map<string, BatchResult>> {
    const out = new Map<string, BatchResult>();
    const done = Promise.resolve();
    // The setting is only needed if something expires; read alongside the offers rather than after them.
    const deadlineMinutes = awaitedLater(this.distribution.deadlineMinutes());
    const offers = new Map((await this.db.repos.leadOffers.findByIds(offerIds)).map((o) => [o.id, o]));
    for (const id of offerIds) {
      const offer = offers.get(id);
      if (!offer) out.set(id, { outcome: "missing", reoffered: done });
      else if (offer.outcome !== "PENDING") out.set(id, { outcome: "resolved", reoffered: done });
    }
    const asked = offerIds.filter((id) => !out.has(id));
    if (asked.length === 0) return out;
    const minutes = await deadlineMinutes;
    const { result: expired, delivered } = await this.db.transactionDeliveringLater(async (repos, events) => {
      const due = await repos.leadOffers.dueLeadIds(DUE_PER_BATCH);
      const askedLeads = asked.map((id) => (offers.get(id) as { leadId: string }).leadId);
      // Same lock order as 'Atender' (lead rows first, in id order): accept and expire serialise on the lead.
      const leads = new Map(
        (await repos.leads.lockAndFind([...new Set([...due, ...askedLeads])].sort())).map((l) => [l.id, l]),
      );
      const won = await repos.leadOffers.expireDueOfLeads([...leads.keys()]);
      const takenBack = won.filter((o) => leads.get(o.leadId)?.ownerId === o.agentUserId);
      // Owner removed, movement, lead log and queue row (same cycle) for each lead taken back, and the EXPIRED
      // roulette log of every expired offer: one statement.
      await repos.expiryBatches.write({
        minutes,
        takenBack: takenBack.map((o) => ({
          leadId: o.leadId,
          enterpriseId: leads.get(o.leadId)?.enterpriseId ?? null,
          offerId: o.id,
          agentUserId: o.agentUserId,
          rouletteId: o.rouletteId,
          cycle: o.cycle,
        })),
        expired: won.map((o) => ({
          leadId: o.leadId,
          offerId: o.id,
          agentUserId: o.agentUserId,
          rouletteId: o.rouletteId,
          cycle: o.cycle,
        })),
      });
      // The agents' alerts close (after COMMIT, decision 068).
      emitRealtime(
        events,
        won.map((o) => ({
          userId: o.agentUserId,
          event: { type: "lead.offer_expired" as const, lead_id: o.leadId, offer_id: o.id },
        })),
      );
      return won;
    });
    const reoffered = delivered.then(() => this.reoffer(expired));
    for (const o of expired) out.set(o.id, { outcome: "expired", reoffered });
    const lost = asked.filter((id) => !out.has(id));
    if (lost.length) {
      const current = new Map((await this.db.repos.leadOffers.findByIds(lost)).map((o) => [o.id, o]));
      for (const id of lost) {
        const o = current.get(id);
        const outcome = o?.outcome !== "PENDING" ? "resolved" : o.pausedAt ? "paused" : "not-due";
        out.set(id, { outcome, reoffered: done });
      }
    }
    return out;
  }

  /** After commit: the leads taken back go to the distribution batcher. Never rejects. */
  private async reoffer(expired: { leadId: string }[]): Promise<void> {
    if (expired.length === 0) return;
    try {
      await this.distribution.distributeLeads(expired.map((o) => o.leadId));
    } catch (err) {
      this.log?.warn({ err }, "re-offer after expiry failed (the offer sweep covers it)");
    }
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
