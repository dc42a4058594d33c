/** The rotation of one distribution batch: which lead goes to which agent, waits, or leaves the queue. */
import type { EventSink } from "../../lib/domain-events";
import type { Repositories } from "../../repositories/repositories";
import { dutyKeysNow } from "../availability-schedules/schedule-duty";
import { recordOffer } from "./batch-offer";
import { BatchWrites } from "./batch-writes";
import type { DistributeOutcome } from "./distribute-outcome";
import { rouletteTypeOf } from "./lead-roulette";
import { everyAgentExpired, isWithinWindow, pickNextAgent, type RotationAgent, SKIP_LABELS } from "./rotation";

export const WAITING_REASON = "aguardando especialista disponível";
export const OUTSIDE_WINDOW_REASON = "fora do horário da roleta";

export type LeadRow = NonNullable<Awaited<ReturnType<Repositories["leads"]["findById"]>>>;
export type QueueItem = NonNullable<Awaited<ReturnType<Repositories["rouletteQueue"]["find"]>>>;
type CandidateRoulette = Awaited<ReturnType<Repositories["roulettes"]["candidates"]>>[number];

/** The batch's decisions and writes, given the leads' locked rows, queue rows and offers. */
export async function decideAndWrite(
  repos: Repositories,
  state: {
    leadIds: readonly string[];
    leads: Map<string, LeadRow>;
    items: Map<string, QueueItem>;
    pending: Set<string>;
    expired: Map<string, Map<number, Set<string>>>;
  },
  deadlineMinutes: Promise<number>,
  events: EventSink,
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
  // Booth roulettes offer leads only to members on duty now at one of their stands (decision 052).
  const duty = [...open.values()].some((r) => r.type === "BOOTH") ? await dutyKeysNow(repos, writes.at) : [];
  for (const [id, agents] of await repos.rouletteAgents.rotations(openIds, duty)) rotations.set(id, agents);
  const minutes = await deadlineMinutes;
  for (const w of waiting) {
    const outcome = await decide(
      repos,
      { ...w, expired: expired.get(w.lead.id), minutes },
      { writes, rotations, events },
    );
    out.set(w.lead.id, outcome);
  }
  await writes.flush(repos);
  return out;
}

/** The rotation for one lead, on the batch's in-memory roulettes (their rows locked on first use). */
async function decide(
  repos: Repositories,
  l: {
    lead: LeadRow;
    item: QueueItem;
    roulettes: CandidateRoulette[];
    expired: Map<number, Set<string>> | undefined;
    minutes: number;
  },
  b: { writes: BatchWrites; rotations: Map<string, RotationAgent[]>; events: EventSink },
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
    await keepWaiting(repos, writes, item, roulettes[0]?.id ?? null, item.cycle, OUTSIDE_WINDOW_REASON);
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
    return recordOffer({ lead, rouletteId: r.id, agent: pick.chosen, agents, cycle, minutes: l.minutes }, b);
  }
  await keepWaiting(repos, writes, item, open[0]?.id ?? null, cycle, WAITING_REASON);
  return { status: "waiting", reason: WAITING_REASON };
}

/** Keeps the queue row; logs only when the reason changes, so the sweep does not flood the log. */
async function keepWaiting(
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
