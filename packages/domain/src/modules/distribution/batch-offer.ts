/** One offer of a lead to an agent, recorded into the batch's writes and announced by its transaction's events. */
import { randomUUID } from "node:crypto";
import type { EventSink } from "../../lib/domain-events";
import { emitRealtime } from "../notifications/notifications.service";
import type { BatchWrites } from "./batch-writes";
import type { DistributeOutcome } from "./distribute-outcome";
import { endPosition, type RotationAgent } from "./rotation";

export const NEW_LEAD_TITLE = "Novo Lead na sua carteira";

export function recordOffer(
  o: {
    lead: { id: string; enterpriseId: string | null; fullName: string };
    rouletteId: string;
    agent: RotationAgent;
    agents: RotationAgent[];
    cycle: number;
    minutes: number;
  },
  b: { writes: BatchWrites; events: EventSink },
): DistributeOutcome {
  const { lead, agent } = o;
  const { writes, events } = b;
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

  // After COMMIT (decision 068): the expiry job at the deadline, and the agent's alert, notification and roulette.
  events.emit({ type: "offer.deadline_set", offerId, deadline });
  emitRealtime(events, [
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
  ]);
  return { status: "offered", offerId, rouletteId: o.rouletteId, agentUserId: agent.userId, deadline };
}
