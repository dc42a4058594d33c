import { awaitedLater } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { Repositories } from "../../repositories/repositories";
import type { SettingsService } from "../settings/settings.service";
import { decideAndWrite, type LeadRow, type QueueItem } from "./batch-decision";
import { KeyedBatcher } from "./batcher";
import type { DistributeOutcome } from "./distribute-outcome";

export interface DistributionDeps {
  db: Database;
  settings: SettingsService;
}

/** Leads distributed in one transaction at most (a burst is split into batches of this size). */
const MAX_BATCH = 100;

/**
 * Offers waiting leads to agents. Calls for one enterprise are coalesced (KeyedBatcher) into batches; a batch is
 * one transaction: the leads' rows locked in id order, then the candidate roulettes' rows in id order (every
 * path takes lead -> roulette, so no deadlocks), then the rotation applied lead after lead in memory, and the
 * writes flushed with multi-row statements. Decisions are exactly those of one lead at a time, in queue order.
 */
export class DistributionService {
  readonly #batcher = new KeyedBatcher<string, { outcome: DistributeOutcome; sent: Promise<void> }>(
    (_key, ids) => this.distributeBatch(ids),
    MAX_BATCH,
  );

  constructor(private readonly deps: DistributionDeps) {}

  deadlineMinutes(): Promise<number> {
    return this.deps.settings.get("lead_acceptance_deadline_minutes");
  }

  /** Offers the lead if it is waiting (a roulette_queue row) and someone is available; idempotent. */
  distributeLead(leadId: string): Promise<DistributeOutcome> {
    // One key for every lead: a batch serves leads of many enterprises with one statement per kind of read and
    // write (a burst of creates spread over 10 enterprises used to cost 10 transactions of ~20 statements).
    return this.#batcher.submit("distribution", leadId).then(async ({ outcome, sent }) => {
      await sent;
      return outcome;
    });
  }

  /** Several leads at once (sweep, drain): the same batches, outcomes in the order given. */
  distributeLeads(leadIds: readonly string[]): Promise<DistributeOutcome[]> {
    return Promise.all(leadIds.map((id) => this.distributeLead(id)));
  }

  /**
   * One batch. Its events (expiry jobs, realtime) are delivered after commit while the next batch already runs: the
   * callers wait for them (`sent`), the batcher does not.
   */
  private async distributeBatch(
    leadIds: string[],
  ): Promise<Map<string, { outcome: DistributeOutcome; sent: Promise<void> }>> {
    // Read on another connection while the transaction takes its locks (one round trip less to wait for).
    const deadlineMinutes = awaitedLater(this.deadlineMinutes());
    const { result: outcomes, delivered: sent } = await this.deps.db.transactionDeliveringLater(
      async (repos, events) => {
        const leads = new Map((await repos.leads.lockAndFind([...new Set(leadIds)].sort())).map((l) => [l.id, l]));
        const items = new Map((await repos.rouletteQueue.findMany(leadIds)).map((q) => [q.leadId, q]));
        const { pending, expired } = await repos.leadOffers.offerStateOf(leadIds);
        return decideAndWrite(repos, { leadIds, leads, items, pending, expired }, deadlineMinutes, events);
      },
    );
    return new Map([...outcomes].map(([id, outcome]) => [id, { outcome, sent }]));
  }

  /**
   * Leads created a moment ago in the caller's transaction (POST /leads, queued without owner) offered in that same
   * transaction: their state is known (queue row of cycle 1, no offers), so the batch only reads and locks the
   * roulettes. One transaction per batch of creates instead of two; its commit delivers the offers' events.
   */
  async offerCreatedInTx(
    repos: Repositories,
    events: EventSink,
    created: readonly { lead: LeadRow; queueReason: string }[],
  ): Promise<Map<string, DistributeOutcome>> {
    const deadlineMinutes = awaitedLater(this.deadlineMinutes());
    const items = new Map<string, QueueItem>(
      created.map(({ lead, queueReason }) => [
        lead.id,
        { leadId: lead.id, rouletteId: null, cycle: 1, reason: queueReason, enqueuedAt: lead.createdAt },
      ]),
    );
    const outcomes = await decideAndWrite(
      repos,
      {
        leadIds: created.map((c) => c.lead.id),
        leads: new Map(created.map((c) => [c.lead.id, c.lead])),
        items,
        pending: new Set(),
        expired: new Map(),
      },
      deadlineMinutes,
      events,
    );
    return outcomes;
  }
}
