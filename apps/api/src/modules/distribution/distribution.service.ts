import { randomUUID } from "node:crypto";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { NewLeadLog, NewMovement } from "../leads/lead-history.repository";
import type { SettingsService } from "../settings/settings.service";
import { KeyedBatcher } from "./batcher";
import type { NewRouletteLog, OfferBatchWrites } from "./distribution.repository";
import { rouletteTypeOf } from "./lead-roulette";
import {
  endPosition,
  everyAgentExpired,
  isWithinWindow,
  localDay,
  pickNextAgent,
  type RotationAgent,
  SKIP_LABELS,
} from "./rotation";
import { timeOrderedId } from "./time-ordered-id";

export const NEW_LEAD_TITLE = "Novo Lead na sua carteira";
export const WAITING_REASON = "aguardando especialista disponível";
export const OUTSIDE_WINDOW_REASON = "fora do horário da roleta";

/** A few ms after the deadline, so the job never runs before the database clock reaches it. */
const EXPIRY_SLACK_MS = 50;

export type DistributeOutcome =
  | { status: "offered"; offerId: string; rouletteId: string; agentUserId: string; deadline: Date }
  | { status: "waiting"; reason: string }
  | { status: "dropped"; reason: string }
  | { status: "nothing" };

export interface DistributionDeps {
  db: Database;
  settings: SettingsService;
  jobs: JobQueue;
  realtime?: RealtimePublisher;
  log?: { warn(obj: object, msg: string): void };
}

/** What a batch sends after its commit: its offers' expiry jobs and realtime events, each kind in one round trip. */
class AfterCommit {
  readonly expiries: { offerId: string; deadline: Date }[] = [];
  readonly events: { userId: string; event: RealtimeEvent }[] = [];
}

/** Leads distributed in one transaction at most (a burst is split into batches of this size). */
const MAX_BATCH = 100;

type LeadRow = NonNullable<Awaited<ReturnType<Repositories["leads"]["findById"]>>>;
type QueueItem = NonNullable<Awaited<ReturnType<Repositories["rouletteQueue"]["find"]>>>;
type CandidateRoulette = Awaited<ReturnType<Repositories["roulettes"]["candidates"]>>[number];

/** Writes of one batch, flushed with a few multi-row statements at the end of its transaction. */
class BatchWrites {
  readonly at = new Date();
  readonly logs: (NewRouletteLog & { id: string; createdAt: Date })[] = [];
  readonly offers: OfferBatchWrites["offers"] = [];
  readonly owners: { id: string; ownerId: string; rouletteId: string }[] = [];
  readonly movements: NewMovement[] = [];
  readonly leadLogs: NewLeadLog[] = [];
  readonly notifications: OfferBatchWrites["notifications"] = [];
  readonly agents = new Map<string, { offers: number; position: number }>();
  readonly dequeued: string[] = [];

  log(entry: NewRouletteLog) {
    this.logs.push({ ...entry, id: timeOrderedId(this.at.getTime()), createdAt: this.at });
  }

  async flush(repos: Repositories) {
    if (this.offers.length + this.logs.length + this.dequeued.length === 0) return;
    await repos.offerBatches.write({
      at: this.at,
      day: localDay(this.at),
      offers: this.offers,
      owners: this.owners,
      movements: this.movements,
      leadLogs: this.leadLogs,
      notifications: this.notifications,
      agents: [...this.agents].map(([agentId, a]) => ({ agentId, offers: a.offers, position: a.position })),
      rouletteLogs: this.logs,
      dequeued: this.dequeued,
    });
  }
}

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
   * One batch. Its side effects (expiry jobs, realtime events) are sent after commit while the next batch already
   * runs: the callers wait for them (`sent`), the batcher does not.
   */
  private async distributeBatch(
    leadIds: string[],
  ): Promise<Map<string, { outcome: DistributeOutcome; sent: Promise<void> }>> {
    // Read on another connection while the transaction takes its locks (one round trip less to wait for).
    const deadlineMinutes = this.deadlineMinutes();
    deadlineMinutes.catch(() => undefined);
    const effects = new AfterCommit();
    const outcomes = await this.deps.db.transaction(async (repos) => {
      const leads = new Map((await repos.leads.lockAndFind([...new Set(leadIds)].sort())).map((l) => [l.id, l]));
      const items = new Map((await repos.rouletteQueue.findMany(leadIds)).map((q) => [q.leadId, q]));
      const { pending, expired } = await repos.leadOffers.offerStateOf(leadIds);
      return this.decideAndWrite(repos, { leadIds, leads, items, pending, expired }, deadlineMinutes, effects);
    });
    const sent = this.runEffects(effects);
    return new Map([...outcomes].map(([id, outcome]) => [id, { outcome, sent }]));
  }

  /**
   * Leads created a moment ago in the caller's transaction (POST /leads, queued without owner) offered in that same
   * transaction: their state is known (queue row of cycle 1, no offers), so the batch only reads and locks the
   * roulettes. One transaction per batch of creates instead of two. Returns what to send after the commit.
   */
  async offerCreatedInTx(
    repos: Repositories,
    created: readonly { lead: LeadRow; queueReason: string }[],
  ): Promise<{ outcomes: Map<string, DistributeOutcome>; afterCommit: () => Promise<void> }> {
    const deadlineMinutes = this.deadlineMinutes();
    deadlineMinutes.catch(() => undefined);
    const effects = new AfterCommit();
    const items = new Map<string, QueueItem>(
      created.map(({ lead, queueReason }) => [
        lead.id,
        { leadId: lead.id, rouletteId: null, cycle: 1, reason: queueReason, enqueuedAt: lead.createdAt },
      ]),
    );
    const outcomes = await this.decideAndWrite(
      repos,
      {
        leadIds: created.map((c) => c.lead.id),
        leads: new Map(created.map((c) => [c.lead.id, c.lead])),
        items,
        pending: new Set(),
        expired: new Map(),
      },
      deadlineMinutes,
      effects,
    );
    return { outcomes, afterCommit: () => this.runEffects(effects) };
  }

  /** The batch's decisions and writes, given the leads' locked rows, queue rows and offers. */
  private async decideAndWrite(
    repos: Repositories,
    state: {
      leadIds: readonly string[];
      leads: Map<string, LeadRow>;
      items: Map<string, QueueItem>;
      pending: Set<string>;
      expired: Map<string, Map<number, Set<string>>>;
    },
    deadlineMinutes: Promise<number>,
    effects: AfterCommit,
  ): Promise<Map<string, DistributeOutcome>> {
    const { leadIds, leads, items, pending, expired } = state;
    const out = new Map<string, DistributeOutcome>();
    const writes = new BatchWrites();
    // Every roulette that may serve a lead of the batch, read once; each lead then filters by enterprise and type.
    const enterpriseIds = [...new Set([...leads.values()].flatMap((l) => (l.enterpriseId ? [l.enterpriseId] : [])))];
    const serving = await repos.roulettes.candidatesOfEnterprises(enterpriseIds);
    const candidates = new Map<string, CandidateRoulette[]>();
    const rotations = new Map<string, RotationAgent[]>();
    // Queue order (oldest first), as one lead at a time would have been served.
    const order = [...new Set(leadIds)].sort((a, b) => {
      const qa = items.get(a)?.enqueuedAt.getTime() ?? 0;
      const qb = items.get(b)?.enqueuedAt.getTime() ?? 0;
      return qa - qb || a.localeCompare(b);
    });
    const waiting: { lead: LeadRow; item: QueueItem; roulettes: CandidateRoulette[] }[] = [];
    for (const leadId of order) {
      const item = items.get(leadId);
      if (!item) {
        out.set(leadId, { status: "nothing" });
        continue;
      }
      const lead = leads.get(leadId);
      if (!lead || lead.excluded || lead.ownerId || !lead.enterpriseId || pending.has(leadId)) {
        // Owned, excluded or already offered meanwhile: nothing to distribute.
        writes.dequeued.push(leadId);
        out.set(leadId, { status: "dropped", reason: "lead não está mais aguardando distribuição" });
        continue;
      }
      const key = `${lead.enterpriseId}:${rouletteTypeOf(lead)}`;
      let roulettes = candidates.get(key);
      if (!roulettes) {
        const enterpriseId = lead.enterpriseId;
        const type = rouletteTypeOf(lead);
        roulettes = serving.filter((r) => r.type === type && r.enterpriseIds.includes(enterpriseId));
        candidates.set(key, roulettes);
      }
      waiting.push({ lead, item, roulettes });
    }
    // Every roulette the batch may use, locked up front in id order (lead rows -> roulette rows, as everywhere).
    const open = new Map<string, CandidateRoulette>();
    for (const list of candidates.values()) for (const r of list) if (isWithinWindow(r, writes.at)) open.set(r.id, r);
    const openIds = [...open.keys()].sort();
    await repos.roulettes.lockMany(openIds);
    for (const [id, agents] of await repos.rouletteAgents.rotations(openIds)) rotations.set(id, agents);
    const minutes = await deadlineMinutes;
    for (const w of waiting) {
      const outcome = await this.decide(
        repos,
        { ...w, expired: expired.get(w.lead.id), minutes },
        { writes, rotations, effects },
      );
      out.set(w.lead.id, outcome);
    }
    await writes.flush(repos);
    return out;
  }

  /** The rotation for one lead, on the batch's in-memory roulettes (their rows locked on first use). */
  private async decide(
    repos: Repositories,
    l: {
      lead: LeadRow;
      item: QueueItem;
      roulettes: CandidateRoulette[];
      expired: Map<number, Set<string>> | undefined;
      minutes: number;
    },
    b: { writes: BatchWrites; rotations: Map<string, RotationAgent[]>; effects: AfterCommit },
  ): Promise<DistributeOutcome> {
    const { lead, item, roulettes } = l;
    const { writes } = b;
    if (roulettes.length === 0) {
      writes.dequeued.push(lead.id);
      writes.log({
        rouletteId: null,
        leadId: lead.id,
        action: "NO_ROULETTE",
        reason: `nenhuma roleta ${rouletteTypeOf(lead)} ativa atende o empreendimento; lead fica na base`,
      });
      return { status: "dropped", reason: "nenhuma roleta" };
    }
    const now = writes.at;
    const open = roulettes.filter((r) => isWithinWindow(r, now));
    if (open.length === 0) {
      await this.keepWaiting(repos, writes, item, roulettes[0]?.id ?? null, item.cycle, OUTSIDE_WINDOW_REASON);
      return { status: "waiting", reason: OUTSIDE_WINDOW_REASON };
    }
    let cycle = item.cycle;
    let expired = l.expired?.get(cycle) ?? new Set<string>();
    const everyone = [...new Map(open.flatMap((r) => b.rotations.get(r.id) ?? []).map((a) => [a.userId, a])).values()];
    if (expired.size > 0 && everyAgentExpired(everyone, expired)) {
      cycle += 1;
      expired = new Set();
      writes.log({
        rouletteId: open[0]?.id ?? null,
        leadId: lead.id,
        action: "NEW_CYCLE",
        reason: `todos os especialistas deixaram o lead expirar; novo ciclo ${cycle}`,
        data: { cycle },
      });
    }
    for (const r of open) {
      const agents = b.rotations.get(r.id) ?? [];
      const pick = pickNextAgent(agents, expired);
      if (!pick.chosen) continue;
      for (const s of pick.skipped) {
        writes.log({
          rouletteId: r.id,
          leadId: lead.id,
          userId: s.agent.userId,
          action: "SKIPPED",
          reason: `pulado ${s.agent.userName}: ${SKIP_LABELS[s.reason]}`,
          data: { cycle },
        });
      }
      return this.offer({ lead, rouletteId: r.id, agent: pick.chosen, agents, cycle, minutes: l.minutes }, b);
    }
    await this.keepWaiting(repos, writes, item, open[0]?.id ?? null, cycle, WAITING_REASON);
    return { status: "waiting", reason: WAITING_REASON };
  }

  /** Keeps the queue row; logs only when the reason changes, so the sweep does not flood the log. */
  private async keepWaiting(
    repos: Repositories,
    writes: BatchWrites,
    item: { leadId: string; reason: string; cycle: number; rouletteId: string | null },
    rouletteId: string | null,
    cycle: number,
    reason: string,
  ) {
    if (item.reason === reason && item.cycle === cycle && item.rouletteId === rouletteId) return;
    await repos.rouletteQueue.put({ leadId: item.leadId, rouletteId, cycle, reason });
    writes.log({ rouletteId, leadId: item.leadId, action: "WAITING", reason, data: { cycle } });
  }

  private offer(
    o: {
      lead: { id: string; enterpriseId: string | null; fullName: string };
      rouletteId: string;
      agent: RotationAgent;
      agents: RotationAgent[];
      cycle: number;
      minutes: number;
    },
    b: { writes: BatchWrites; effects: AfterCommit },
  ): DistributeOutcome {
    const { lead, agent } = o;
    const { writes, effects } = b;
    const now = writes.at;
    const deadline = new Date(now.getTime() + o.minutes * 60_000);
    const offerId = randomUUID();
    writes.offers.push({
      id: offerId,
      leadId: lead.id,
      rouletteId: o.rouletteId,
      agentUserId: agent.userId,
      cycle: o.cycle,
      deadline,
      offeredAt: now,
    });
    writes.owners.push({ id: lead.id, ownerId: agent.userId, rouletteId: o.rouletteId });
    writes.movements.push({
      leadId: lead.id,
      originUserId: null,
      destinationUserId: agent.userId,
      enterpriseId: lead.enterpriseId,
      actorId: null,
      reason: "ROULETTE_OFFER",
    });
    writes.leadLogs.push({
      leadId: lead.id,
      authorId: null,
      type: "ROULETTE",
      subtype: "OFFERED",
      data: { offer_id: offerId, roulette_id: o.rouletteId, owner_id: agent.userId, deadline: deadline.toISOString() },
    });
    const notification = {
      id: randomUUID(),
      receiverId: agent.userId,
      title: NEW_LEAD_TITLE,
      message: `O lead ${lead.fullName} foi ofertado a você. Atenda em até ${o.minutes} minutos.`,
      type: "NEW_LEAD" as const,
      linkedContent: lead.id,
      enterpriseId: lead.enterpriseId,
      deadline,
      createdAt: now,
    };
    writes.notifications.push(notification);
    writes.log({
      rouletteId: o.rouletteId,
      leadId: lead.id,
      userId: agent.userId,
      action: "OFFERED",
      reason: `ofertado a ${agent.userName}: próximo disponível na rotação`,
      data: { offer_id: offerId, cycle: o.cycle, position: agent.position, deadline: deadline.toISOString() },
    });
    writes.dequeued.push(lead.id);
    // The offered agent goes to the end of the line, in memory for the rest of the batch and in the row at flush.
    const position = endPosition(o.agents);
    const previous = writes.agents.get(agent.id);
    writes.agents.set(agent.id, { offers: (previous?.offers ?? 0) + 1, position });
    agent.position = position;

    effects.expiries.push({ offerId, deadline });
    effects.events.push(
      {
        userId: agent.userId,
        event: { type: "lead.offered", lead_id: lead.id, offer_id: offerId, deadline: deadline.toISOString() },
      },
      {
        userId: agent.userId,
        event: {
          type: "notification.created",
          notification: {
            _id: notification.id,
            title: notification.title,
            message: notification.message,
            type: notification.type,
            linked_content: notification.linkedContent,
            deadline: deadline.toISOString(),
            createdAt: now.toISOString(),
          },
        },
      },
      { userId: agent.userId, event: { type: "roulette.changed", roulette_id: o.rouletteId } },
    );
    return { status: "offered", offerId, rouletteId: o.rouletteId, agentUserId: agent.userId, deadline };
  }

  /**
   * After commit: jobs and realtime are triggers only, each kind sent in one round trip (a batch of 100 offers used
   * to cost 400 Redis commands). A failure is logged; the sweep covers it.
   */
  async runEffects(after: AfterCommit): Promise<void> {
    const { jobs, realtime } = this.deps;
    const expiries = after.expiries.map((e) => ({
      payload: { offerId: e.offerId },
      // A few ms after the deadline, so the job never runs before the database clock reaches it.
      opts: { delayMs: e.deadline.getTime() - Date.now() + EXPIRY_SLACK_MS },
    }));
    const tasks: Promise<unknown>[] = [];
    if (expiries.length) {
      tasks.push(
        jobs.enqueueMany
          ? jobs.enqueueMany("offer.expire", expiries)
          : Promise.all(expiries.map((j) => jobs.enqueue("offer.expire", j.payload, j.opts))),
      );
    }
    if (realtime && after.events.length) {
      tasks.push(
        realtime.publishMany
          ? realtime.publishMany(after.events)
          : Promise.all(after.events.map((m) => realtime.publish(m.userId, m.event))),
      );
    }
    const results = await Promise.allSettled(tasks);
    for (const r of results) {
      if (r.status === "rejected") {
        this.deps.log?.warn({ err: r.reason }, "distribution side effect failed (the offer sweep covers it)");
      }
    }
  }
}
