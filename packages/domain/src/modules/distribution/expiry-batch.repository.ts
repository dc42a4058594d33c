/** The one-statement write that follows an offer expiry batch (owners, movements, logs, queue rows). */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@portal/db/client";

/** What an expiry batch writes for the offers it expired (see OfferExpiryService). */
export interface ExpiryBatchWrites {
  /** Leads taken back from the agent who let the offer expire: owner removed, movement, lead log, queue row. */
  takenBack: {
    leadId: string;
    enterpriseId: string | null;
    offerId: string;
    agentUserId: string;
    rouletteId: string | null;
    cycle: number;
  }[];
  /** One EXPIRED roulette log per expired offer. */
  expired: { leadId: string; offerId: string; agentUserId: string; rouletteId: string | null; cycle: number }[];
  minutes: number;
}

/** The writes that follow an expiry UPDATE, in one statement (they were five). */
export class ExpiryBatchRepository {
  constructor(private readonly db: PrismaClient) {}

  async write(w: ExpiryBatchWrites): Promise<void> {
    const t = w.takenBack;
    const e = w.expired;
    if (t.length + e.length === 0) return;
    const leadText = `não atendido em ${w.minutes} min`;
    const rouletteReason = `expirado: não atendido em ${w.minutes} min`;
    await this.db.$executeRaw`
      WITH taken AS (
        SELECT * FROM unnest(${t.map((x) => x.leadId)}::uuid[], ${t.map((x) => x.enterpriseId)}::uuid[],
          ${t.map((x) => x.offerId)}::uuid[], ${t.map((x) => x.agentUserId)}::uuid[],
          ${t.map((x) => x.rouletteId)}::uuid[], ${t.map((x) => x.cycle)}::int[], ${t.map(() => randomUUID())}::uuid[],
          ${t.map(() => randomUUID())}::uuid[])
          AS v(lead_id, enterprise_id, offer_id, agent_user_id, roulette_id, cycle, movement_id, log_id)
      ), owners AS (
        UPDATE leads l SET owner_id = NULL, in_attendance = false, updated_at = now()
        FROM taken WHERE l.id = taken.lead_id
      ), movements AS (
        INSERT INTO lead_movements (id, lead_id, origin_user_id, destination_user_id, enterprise_id, actor_id, reason)
        SELECT movement_id, lead_id, agent_user_id, NULL, enterprise_id, NULL, 'OFFER_EXPIRED' FROM taken
      ), lead_logs AS (
        INSERT INTO lead_logs (id, lead_id, author_id, type, subtype, text, data)
        SELECT log_id, lead_id, NULL, 'ROULETTE', 'OFFER_EXPIRED', ${leadText},
          jsonb_build_object('offer_id', offer_id, 'owner_id', agent_user_id)
        FROM taken
      ), queued AS (
        INSERT INTO roulette_queue (lead_id, roulette_id, cycle, reason)
        SELECT lead_id, roulette_id, cycle, 'oferta expirada' FROM taken
        ON CONFLICT (lead_id) DO UPDATE
          SET roulette_id = EXCLUDED.roulette_id, cycle = EXCLUDED.cycle, reason = EXCLUDED.reason
      )
      INSERT INTO roulette_logs (id, roulette_id, lead_id, user_id, action, reason, data)
      SELECT id, roulette_id, lead_id, user_id, 'EXPIRED', ${rouletteReason},
        jsonb_build_object('offer_id', offer_id, 'cycle', cycle)
      FROM unnest(${e.map(() => randomUUID())}::uuid[], ${e.map((x) => x.rouletteId)}::uuid[],
        ${e.map((x) => x.leadId)}::uuid[], ${e.map((x) => x.agentUserId)}::uuid[], ${e.map((x) => x.offerId)}::uuid[],
        ${e.map((x) => x.cycle)}::int[]) AS v(id, roulette_id, lead_id, user_id, offer_id, cycle)`;
  }
}
