import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { Database } from "../../lib/database";
import type { JobQueue, RealtimePublisher } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import type { SettingsService } from "../settings/settings.service";
import { KeyedMutex } from "./keyed-mutex";
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

type Effect = () => Promise<void>;

/**
 * Offers waiting leads to agents. One transaction per lead: lead row lock, then the candidate roulettes'
 * row locks in id order (every path takes them in that order, so no deadlocks), then the rotation.
 */
export class DistributionService {
  readonly #mutex = new KeyedMutex();

  constructor(private readonly deps: DistributionDeps) {}

  deadlineMinutes(): Promise<number> {
    return this.deps.settings.get("lead_acceptance_deadline_minutes");
  }

  /** Offers the lead if it is waiting (a roulette_queue row) and someone is available; idempotent. */
  async distributeLead(leadId: string): Promise<DistributeOutcome> {
    const minutes = await this.deps.settings.get("lead_acceptance_deadline_minutes");
    const effects: Effect[] = [];
    // Leads of one enterprise compete for the same roulettes: queue them here rather than on the row lock.
    const lead = await this.deps.db.repos.leads.findById(leadId);
    const outcome = await this.#mutex.run(`enterprise:${lead?.enterpriseId ?? "none"}`, () =>
      this.deps.db.transaction((repos) => this.distributeInTx(repos, leadId, minutes, effects)),
    );
    await this.runEffects(effects);
    return outcome;
  }

  private async distributeInTx(
    repos: Repositories,
    leadId: string,
    minutes: number,
    effects: Effect[],
  ): Promise<DistributeOutcome> {
    await repos.leads.lockRow(leadId);
    const item = await repos.rouletteQueue.find(leadId);
    if (!item) return { status: "nothing" };
    const lead = await repos.leads.findById(leadId);
    if (!lead || lead.excluded || lead.ownerId || !lead.enterpriseId || (await repos.leadOffers.findPending(leadId))) {
      // Owned, excluded or already offered meanwhile: nothing to distribute.
      await repos.rouletteQueue.remove(leadId);
      return { status: "dropped", reason: "lead não está mais aguardando distribuição" };
    }
    const now = new Date();
    const roulettes = await repos.roulettes.candidates(lead.enterpriseId, rouletteTypeOf(lead));
    if (roulettes.length === 0) {
      await repos.rouletteQueue.remove(leadId);
      await repos.rouletteLogs.create({
        rouletteId: null,
        leadId,
        action: "NO_ROULETTE",
        reason: `nenhuma roleta ${rouletteTypeOf(lead)} ativa atende o empreendimento; lead fica na base`,
      });
      return { status: "dropped", reason: "nenhuma roleta" };
    }
    const open = roulettes.filter((r) => isWithinWindow(r, now));
    if (open.length === 0) {
      await this.keepWaiting(repos, item, roulettes[0]?.id ?? null, item.cycle, OUTSIDE_WINDOW_REASON);
      return { status: "waiting", reason: OUTSIDE_WINDOW_REASON };
    }
    for (const r of open) await repos.roulettes.lock(r.id);
    const rotations = new Map<string, RotationAgent[]>();
    for (const r of open) rotations.set(r.id, await repos.rouletteAgents.rotation(r.id));
    let cycle = item.cycle;
    let expired = await repos.leadOffers.expiredUserIds(leadId, cycle);
    const everyone = [...new Map([...rotations.values()].flat().map((a) => [a.userId, a])).values()];
    if (expired.size > 0 && everyAgentExpired(everyone, expired)) {
      cycle += 1;
      expired = new Set();
      await repos.rouletteLogs.create({
        rouletteId: open[0]?.id ?? null,
        leadId,
        action: "NEW_CYCLE",
        reason: `todos os especialistas deixaram o lead expirar; novo ciclo ${cycle}`,
        data: { cycle },
      });
    }
    for (const r of open) {
      const agents = rotations.get(r.id) ?? [];
      const pick = pickNextAgent(agents, expired);
      if (!pick.chosen) continue;
      await repos.rouletteLogs.createMany(
        pick.skipped.map((s) => ({
          rouletteId: r.id,
          leadId,
          userId: s.agent.userId,
          action: "SKIPPED",
          reason: `pulado ${s.agent.userName}: ${SKIP_LABELS[s.reason]}`,
          data: { cycle },
        })),
      );
      return this.offer(repos, { lead, rouletteId: r.id, agent: pick.chosen, agents, cycle, minutes, now }, effects);
    }
    await this.keepWaiting(repos, item, open[0]?.id ?? null, cycle, WAITING_REASON);
    return { status: "waiting", reason: WAITING_REASON };
  }

  /** Keeps the queue row; logs only when the reason changes, so the sweep does not flood the log. */
  private async keepWaiting(
    repos: Repositories,
    item: { leadId: string; reason: string; cycle: number; rouletteId: string | null },
    rouletteId: string | null,
    cycle: number,
    reason: string,
  ) {
    if (item.reason === reason && item.cycle === cycle && item.rouletteId === rouletteId) return;
    await repos.rouletteQueue.put({ leadId: item.leadId, rouletteId, cycle, reason });
    await repos.rouletteLogs.create({ rouletteId, leadId: item.leadId, action: "WAITING", reason, data: { cycle } });
  }

  private async offer(
    repos: Repositories,
    o: {
      lead: { id: string; enterpriseId: string | null; fullName: string };
      rouletteId: string;
      agent: RotationAgent;
      agents: RotationAgent[];
      cycle: number;
      minutes: number;
      now: Date;
    },
    effects: Effect[],
  ): Promise<DistributeOutcome> {
    const { lead, agent, now } = o;
    const deadline = new Date(now.getTime() + o.minutes * 60_000);
    const offer = await repos.leadOffers.create({
      leadId: lead.id,
      rouletteId: o.rouletteId,
      agentUserId: agent.userId,
      cycle: o.cycle,
      deadline,
    });
    await repos.leads.update(lead.id, { ownerId: agent.userId, rouletteId: o.rouletteId, lastActivityAt: now });
    await repos.leadMovements.create({
      leadId: lead.id,
      originUserId: null,
      destinationUserId: agent.userId,
      enterpriseId: lead.enterpriseId,
      actorId: null,
      reason: "ROULETTE_OFFER",
    });
    await repos.leadLogs.create({
      leadId: lead.id,
      authorId: null,
      type: "ROULETTE",
      subtype: "OFFERED",
      data: { offer_id: offer.id, roulette_id: o.rouletteId, owner_id: agent.userId, deadline: deadline.toISOString() },
    });
    const notification = await repos.notifications.create({
      receiverId: agent.userId,
      title: NEW_LEAD_TITLE,
      message: `O lead ${lead.fullName} foi ofertado a você. Atenda em até ${o.minutes} minutos.`,
      type: "NEW_LEAD",
      linkedContent: lead.id,
      enterpriseId: lead.enterpriseId,
      deadline,
    });
    const today = localDay(now);
    const current = await repos.rouletteAgents.findById(agent.id);
    const sameDay = current?.countersDay?.toISOString().slice(0, 10) === today;
    await repos.rouletteAgents.update(agent.id, {
      position: endPosition(o.agents),
      lastOfferedAt: now,
      offersToday: sameDay ? { increment: 1 } : 1,
      ...(sameDay ? {} : { assignedToday: 0 }),
      countersDay: new Date(`${today}T00:00:00Z`),
    });
    await repos.rouletteLogs.create({
      rouletteId: o.rouletteId,
      leadId: lead.id,
      userId: agent.userId,
      action: "OFFERED",
      reason: `ofertado a ${agent.userName}: próximo disponível na rotação`,
      data: { offer_id: offer.id, cycle: o.cycle, position: agent.position, deadline: deadline.toISOString() },
    });
    await repos.rouletteQueue.remove(lead.id);

    effects.push(async () => {
      await this.deps.jobs.enqueue(
        "offer.expire",
        { offerId: offer.id },
        { delayMs: deadline.getTime() - Date.now() + EXPIRY_SLACK_MS },
      );
    });
    this.publishAfter(effects, agent.userId, {
      type: "lead.offered",
      lead_id: lead.id,
      offer_id: offer.id,
      deadline: deadline.toISOString(),
    });
    this.publishAfter(effects, agent.userId, {
      type: "notification.created",
      notification: {
        _id: notification.id,
        title: notification.title,
        message: notification.message,
        type: notification.type,
        linked_content: notification.linkedContent,
        deadline: deadline.toISOString(),
        createdAt: notification.createdAt.toISOString(),
      },
    });
    this.publishAfter(effects, agent.userId, { type: "roulette.changed", roulette_id: o.rouletteId });
    return { status: "offered", offerId: offer.id, rouletteId: o.rouletteId, agentUserId: agent.userId, deadline };
  }

  publishAfter(effects: Effect[], userId: string, event: RealtimeEvent) {
    const realtime = this.deps.realtime;
    if (realtime) effects.push(() => realtime.publish(userId, event));
  }

  /** After commit: jobs and realtime are triggers only. A failure is logged; the sweep covers for it. */
  async runEffects(effects: Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (err) {
        this.deps.log?.warn({ err }, "distribution side effect failed (the offer sweep covers it)");
      }
    }
  }
}
