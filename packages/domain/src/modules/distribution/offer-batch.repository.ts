/** The one-statement write of a distribution batch (offers, owners, logs, notifications, counters, queue). */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@portal/db/client";
import type { NewLeadLog, NewMovement } from "../leads/lead-history.repository";
import type { NewRouletteLog } from "./roulette-logs.repository";

/** Everything one distribution batch writes (see DistributionService), flushed in one statement. */
export interface OfferBatchWrites {
  at: Date;
  /** "YYYY-MM-DD" in America/Sao_Paulo: the agents' daily counters. */
  day: string;
  offers: {
    id: string;
    leadId: string;
    rouletteId: string;
    agentUserId: string;
    cycle: number;
    deadline: Date;
    offeredAt: Date;
  }[];
  owners: { id: string; ownerId: string; rouletteId: string }[];
  movements: NewMovement[];
  leadLogs: NewLeadLog[];
  notifications: {
    id: string;
    receiverId: string;
    title: string;
    message: string;
    type: string;
    linkedContent: string | null;
    enterpriseId: string | null;
    deadline: Date | null;
    createdAt: Date;
  }[];
  agents: { agentId: string; offers: number; position: number }[];
  rouletteLogs: (NewRouletteLog & { id: string; createdAt: Date })[];
  dequeued: string[];
}

const json = (v: Record<string, unknown> | null | undefined) => (v == null ? null : JSON.stringify(v));

/**
 * The writes of a distribution batch in one statement (data-modifying CTEs): offers, owners, movements, lead
 * logs, notifications, agent positions and counters, roulette logs, queue rows removed. They used to be nine
 * statements, i.e. nine round trips inside the batch's transaction, which is what a burst of creates waits on.
 */
export class OfferBatchRepository {
  constructor(private readonly db: PrismaClient) {}

  async write(w: OfferBatchWrites): Promise<void> {
    const { offers, owners, movements, leadLogs: logs, notifications: ns, agents, rouletteLogs: rl } = w;
    await this.db.$executeRaw`
      WITH new_offers AS (
        INSERT INTO lead_offers (id, lead_id, roulette_id, agent_user_id, cycle, deadline, offered_at)
        SELECT * FROM unnest(${offers.map((o) => o.id)}::uuid[], ${offers.map((o) => o.leadId)}::uuid[],
          ${offers.map((o) => o.rouletteId)}::uuid[], ${offers.map((o) => o.agentUserId)}::uuid[],
          ${offers.map((o) => o.cycle)}::int[], ${offers.map((o) => o.deadline)}::timestamptz[],
          ${offers.map((o) => o.offeredAt)}::timestamptz[])
      ), new_owners AS (
        UPDATE leads l SET owner_id = v.owner_id, roulette_id = v.roulette_id, last_activity_at = ${w.at},
          updated_at = ${w.at}
        FROM unnest(${owners.map((r) => r.id)}::uuid[], ${owners.map((r) => r.ownerId)}::uuid[],
          ${owners.map((r) => r.rouletteId)}::uuid[]) AS v(id, owner_id, roulette_id)
        WHERE l.id = v.id
      ), new_movements AS (
        INSERT INTO lead_movements (id, lead_id, origin_user_id, destination_user_id, enterprise_id, actor_id, reason)
        SELECT * FROM unnest(${movements.map(() => randomUUID())}::uuid[], ${movements.map((m) => m.leadId)}::uuid[],
          ${movements.map((m) => m.originUserId)}::uuid[], ${movements.map((m) => m.destinationUserId)}::uuid[],
          ${movements.map((m) => m.enterpriseId)}::uuid[], ${movements.map((m) => m.actorId)}::uuid[],
          ${movements.map((m) => m.reason)}::text[])
      ), new_lead_logs AS (
        INSERT INTO lead_logs (id, lead_id, author_id, type, subtype, text, message, data)
        SELECT id, lead_id, author_id, type, subtype, text, message, data::jsonb
        FROM unnest(${logs.map(() => randomUUID())}::uuid[], ${logs.map((l) => l.leadId)}::uuid[],
          ${logs.map((l) => l.authorId)}::uuid[], ${logs.map((l) => l.type)}::text[],
          ${logs.map((l) => l.subtype ?? null)}::text[], ${logs.map((l) => l.text ?? null)}::text[],
          ${logs.map((l) => l.message ?? null)}::text[], ${logs.map((l) => json(l.data))}::text[])
          AS v(id, lead_id, author_id, type, subtype, text, message, data)
      ), new_notifications AS (
        INSERT INTO notifications (id, title, message, receiver_id, type, linked_content, enterprise_id, deadline,
          created_at)
        SELECT id, title, message, receiver_id, type::"NotificationType", linked_content, enterprise_id, deadline,
          created_at
        FROM unnest(${ns.map((n) => n.id)}::uuid[], ${ns.map((n) => n.title)}::text[],
          ${ns.map((n) => n.message)}::text[], ${ns.map((n) => n.receiverId)}::uuid[], ${ns.map((n) => n.type)}::text[],
          ${ns.map((n) => n.linkedContent)}::text[], ${ns.map((n) => n.enterpriseId)}::uuid[],
          ${ns.map((n) => n.deadline)}::timestamptz[], ${ns.map((n) => n.createdAt)}::timestamptz[])
          AS v(id, title, message, receiver_id, type, linked_content, enterprise_id, deadline, created_at)
      ), agent_counters AS (
        UPDATE roulette_agents a SET
          position = v.position,
          last_offered_at = ${w.at},
          offers_today = CASE WHEN a.counters_day = ${w.day}::date THEN a.offers_today + v.offers ELSE v.offers END,
          assigned_today = CASE WHEN a.counters_day = ${w.day}::date THEN a.assigned_today ELSE 0 END,
          counters_day = ${w.day}::date,
          updated_at = ${w.at}
        FROM unnest(${agents.map((a) => a.agentId)}::uuid[], ${agents.map((a) => a.offers)}::int[],
          ${agents.map((a) => a.position)}::int[]) AS v(id, offers, position)
        WHERE a.id = v.id
      ), new_roulette_logs AS (
        INSERT INTO roulette_logs (id, roulette_id, lead_id, user_id, actor_id, action, reason, data, created_at)
        SELECT id, roulette_id, lead_id, user_id, actor_id, action, reason, data::jsonb, created_at
        FROM unnest(${rl.map((l) => l.id)}::uuid[], ${rl.map((l) => l.rouletteId)}::uuid[],
          ${rl.map((l) => l.leadId ?? null)}::uuid[], ${rl.map((l) => l.userId ?? null)}::uuid[],
          ${rl.map((l) => l.actorId ?? null)}::uuid[], ${rl.map((l) => l.action)}::text[],
          ${rl.map((l) => l.reason)}::text[], ${rl.map((l) => json(l.data))}::text[],
          ${rl.map((l) => l.createdAt)}::timestamptz[])
          AS v(id, roulette_id, lead_id, user_id, actor_id, action, reason, data, created_at)
      )
      DELETE FROM roulette_queue WHERE lead_id = ANY(${w.dequeued}::uuid[])`;
  }
}
