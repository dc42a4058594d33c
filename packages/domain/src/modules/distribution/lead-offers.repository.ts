/** Lead offers: create, accept, expire and the offer state a distribution batch reads. */
import type { LeadOffer, PrismaClient } from "@portal/db/client";

export type OfferRow = LeadOffer;

/** Offers of leads to agents. Accept and expire are conditional updates: exactly one of them wins. */
export class LeadOffersRepository {
  constructor(private readonly db: PrismaClient) {}

  create(o: { leadId: string; rouletteId: string; agentUserId: string; cycle: number; deadline: Date }) {
    return this.db.leadOffer.create({ data: o });
  }

  findById(id: string): Promise<OfferRow | null> {
    return this.db.leadOffer.findUnique({ where: { id } });
  }

  findByIds(ids: readonly string[]): Promise<OfferRow[]> {
    return this.db.leadOffer.findMany({ where: { id: { in: [...ids] } } });
  }

  /**
   * Leads with a PENDING offer past its deadline (database clock), oldest deadline first: what an expiry batch
   * locks before expireDueOfLeads().
   */
  async dueLeadIds(limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ lead_id: string }[]>`
      SELECT lead_id FROM lead_offers
      WHERE outcome = 'PENDING' AND deadline <= now() AND paused_at IS NULL ORDER BY deadline LIMIT ${limit}`;
    return rows.map((r) => r.lead_id);
  }

  /**
   * PENDING -> EXPIRED for every offer of these leads whose deadline has passed (database clock), in one
   * conditional UPDATE. Call with the leads' rows locked (the order 'Atender' uses: lead, then offer).
   * resolved_at is the time of the update (clock_timestamp(), not the transaction's start), so it is never
   * before the deadline and says when the expiry really happened.
   */
  async expireDueOfLeads(leadIds: readonly string[]): Promise<OfferRow[]> {
    if (leadIds.length === 0) return [];
    return this.db.$queryRaw<OfferRow[]>`
      UPDATE lead_offers SET outcome = 'EXPIRED', resolved_at = clock_timestamp()
      WHERE lead_id = ANY(${[...leadIds]}::uuid[]) AND outcome = 'PENDING' AND deadline <= now() AND paused_at IS NULL
      RETURNING id, lead_id AS "leadId", roulette_id AS "rouletteId", agent_user_id AS "agentUserId", cycle,
        offered_at AS "offeredAt", deadline, outcome, resolved_at AS "resolvedAt", paused_at AS "pausedAt"`;
  }

  /**
   * pendingLeadIds() and expiredByLead() in one read: leads among these with a PENDING offer, and
   * lead -> cycle -> users who let it expire.
   */
  async offerStateOf(
    leadIds: readonly string[],
  ): Promise<{ pending: Set<string>; expired: Map<string, Map<number, Set<string>>> }> {
    const pending = new Set<string>();
    const expired = new Map<string, Map<number, Set<string>>>();
    if (leadIds.length === 0) return { pending, expired };
    // Every offer of these leads (a handful each), filtered here: with the outcome in the WHERE clause and stale
    // statistics the planner ANDed in the (outcome, deadline) index, i.e. read every PENDING offer per batch (the
    // create path slowed down as offers piled up in the benchmark).
    const rows = await this.db.leadOffer.findMany({
      where: { leadId: { in: [...leadIds] } },
      select: { leadId: true, cycle: true, agentUserId: true, outcome: true },
    });
    for (const r of rows) {
      if (r.outcome !== "PENDING" && r.outcome !== "EXPIRED") continue;
      if (r.outcome === "PENDING") {
        pending.add(r.leadId);
        continue;
      }
      const byCycle = expired.get(r.leadId) ?? new Map<number, Set<string>>();
      const users = byCycle.get(r.cycle) ?? new Set<string>();
      users.add(r.agentUserId);
      byCycle.set(r.cycle, users);
      expired.set(r.leadId, byCycle);
    }
    return { pending, expired };
  }

  findPending(leadId: string): Promise<OfferRow | null> {
    return this.db.leadOffer.findFirst({ where: { leadId, outcome: "PENDING" } });
  }

  /** PENDING -> ACCEPTED only while the deadline has not passed (database clock) or its clock is paused. */
  async accept(leadId: string, agentUserId: string): Promise<OfferRow | null> {
    const rows = await this.db.$queryRaw<OfferRow[]>`
      UPDATE lead_offers SET outcome = 'ACCEPTED', resolved_at = now(), paused_at = NULL
      WHERE lead_id = ${leadId}::uuid AND agent_user_id = ${agentUserId}::uuid
        AND outcome = 'PENDING' AND (deadline > now() OR paused_at IS NOT NULL)
      RETURNING id, lead_id AS "leadId", roulette_id AS "rouletteId", agent_user_id AS "agentUserId", cycle,
        offered_at AS "offeredAt", deadline, outcome, resolved_at AS "resolvedAt", paused_at AS "pausedAt"`;
    return rows[0] ?? null;
  }

  /**
   * The agent starts serving a visitor at a stand (decision 063): the clock of their PENDING offers not yet due
   * stops (paused_at, database clock). The expiry skips a paused offer; an offer already due is left to it. Returns
   * each paused offer with the time it had left (what the specialist's countdown freezes at).
   */
  async pauseOfAgent(agentUserId: string): Promise<{ id: string; leadId: string; remainingMs: number }[]> {
    const rows = await this.db.$queryRaw<{ id: string; leadId: string; remainingMs: number }[]>`
      UPDATE lead_offers SET paused_at = clock_timestamp()
      WHERE agent_user_id = ${agentUserId}::uuid AND outcome = 'PENDING' AND paused_at IS NULL
        AND deadline > clock_timestamp()
      RETURNING id, lead_id AS "leadId",
        floor(extract(epoch FROM (deadline - paused_at)) * 1000)::int AS "remainingMs"`;
    return rows;
  }

  /**
   * The stand attendance ended: the paused offers' clocks run again with the time they had left (the deadline moves
   * by exactly the time paused, one clock reading for all), and their NEW_LEAD notifications carry the new deadline
   * (what the web's countdown reads). Returns them for their expiry jobs and events.
   */
  async resumeOfAgent(
    agentUserId: string,
  ): Promise<{ id: string; leadId: string; agentUserId: string; deadline: Date }[]> {
    return this.db.$queryRaw`
      WITH t AS (SELECT date_trunc('milliseconds', clock_timestamp()) AS at),
      p AS (
        SELECT id, deadline AS old, paused_at FROM lead_offers
        WHERE agent_user_id = ${agentUserId}::uuid AND outcome = 'PENDING' AND paused_at IS NOT NULL
        FOR UPDATE),
      resumed AS (
        UPDATE lead_offers o SET deadline = p.old + (t.at - p.paused_at), paused_at = NULL
        FROM p, t WHERE o.id = p.id
        RETURNING o.id, o.lead_id, o.agent_user_id, o.deadline, p.old AS old_deadline),
      notified AS (
        UPDATE notifications n SET deadline = r.deadline FROM resumed r
        WHERE n.receiver_id = r.agent_user_id AND n.type = 'NEW_LEAD' AND n.linked_content = r.lead_id::text
          AND n.deadline = r.old_deadline
        RETURNING n.id)
      SELECT id, lead_id AS "leadId", agent_user_id AS "agentUserId", deadline FROM resumed`;
  }

  /** PENDING -> WITHDRAWN (the lead was thrown back into the roulette or moved by hand). */
  async withdrawPending(leadId: string): Promise<number> {
    const r = await this.db.leadOffer.updateMany({
      where: { leadId, outcome: "PENDING" },
      data: { outcome: "WITHDRAWN", resolvedAt: new Date() },
    });
    return r.count;
  }

  /** Overdue PENDING offers, oldest deadline first (the sweep). */
  async listOverdue(limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM lead_offers
      WHERE outcome = 'PENDING' AND deadline <= now() AND paused_at IS NULL ORDER BY deadline LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  /** The latest cycle of a lead (0 when it was never offered). */
  async lastCycle(leadId: string): Promise<number> {
    const r = await this.db.leadOffer.aggregate({ where: { leadId }, _max: { cycle: true } });
    return r._max.cycle ?? 0;
  }

  async expiredUserIds(leadId: string, cycle: number): Promise<Set<string>> {
    const rows = await this.db.leadOffer.findMany({
      where: { leadId, cycle, outcome: "EXPIRED" },
      select: { agentUserId: true },
    });
    return new Set(rows.map((r) => r.agentUserId));
  }

  /** Tests and reports. */
  listByLead(leadId: string): Promise<OfferRow[]> {
    return this.db.leadOffer.findMany({ where: { leadId }, orderBy: { offeredAt: "asc" } });
  }
}
