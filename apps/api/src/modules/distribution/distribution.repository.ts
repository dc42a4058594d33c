import { randomUUID } from "node:crypto";
import type { LeadOffer, Prisma, PrismaClient, RouletteLog, RouletteQueueItem } from "@portal/db/client";
import type { NewLeadLog, NewMovement } from "../leads/lead-history.repository";

export type OfferRow = LeadOffer;
export type QueueItemRow = RouletteQueueItem;
export type RouletteLogRow = RouletteLog;

export interface NewRouletteLog {
  rouletteId: string | null;
  leadId?: string | null;
  userId?: string | null;
  actorId?: string | null;
  action: string;
  reason: string;
  data?: Record<string, unknown> | null;
}

const logData = (l: NewRouletteLog) => ({ ...l, data: (l.data ?? undefined) as Prisma.InputJsonValue | undefined });

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
      SELECT lead_id FROM lead_offers WHERE outcome = 'PENDING' AND deadline <= now() ORDER BY deadline LIMIT ${limit}`;
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
      WHERE lead_id = ANY(${[...leadIds]}::uuid[]) AND outcome = 'PENDING' AND deadline <= now()
      RETURNING id, lead_id AS "leadId", roulette_id AS "rouletteId", agent_user_id AS "agentUserId", cycle,
        offered_at AS "offeredAt", deadline, outcome, resolved_at AS "resolvedAt"`;
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

  /** PENDING -> ACCEPTED only while the deadline has not passed (database clock). */
  async accept(leadId: string, agentUserId: string): Promise<OfferRow | null> {
    const rows = await this.db.$queryRaw<OfferRow[]>`
      UPDATE lead_offers SET outcome = 'ACCEPTED', resolved_at = now()
      WHERE lead_id = ${leadId}::uuid AND agent_user_id = ${agentUserId}::uuid
        AND outcome = 'PENDING' AND deadline > now()
      RETURNING id, lead_id AS "leadId", roulette_id AS "rouletteId", agent_user_id AS "agentUserId", cycle,
        offered_at AS "offeredAt", deadline, outcome, resolved_at AS "resolvedAt"`;
    return rows[0] ?? null;
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
      SELECT id FROM lead_offers WHERE outcome = 'PENDING' AND deadline <= now() ORDER BY deadline LIMIT ${limit}`;
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

/** Leads waiting for an available agent; the row is also the intent to distribute (written with the lead). */
export class RouletteQueueRepository {
  constructor(private readonly db: PrismaClient) {}

  async put(item: { leadId: string; rouletteId: string | null; cycle: number; reason: string }): Promise<void> {
    await this.db.rouletteQueueItem.upsert({
      where: { leadId: item.leadId },
      create: item,
      update: { rouletteId: item.rouletteId, cycle: item.cycle, reason: item.reason },
    });
  }

  find(leadId: string): Promise<QueueItemRow | null> {
    return this.db.rouletteQueueItem.findUnique({ where: { leadId } });
  }

  /** put() for many leads in one statement. */
  async putMany(items: readonly { leadId: string; rouletteId: string | null; cycle: number; reason: string }[]) {
    if (items.length === 0) return;
    await this.db.$executeRaw`
      INSERT INTO roulette_queue (lead_id, roulette_id, cycle, reason)
      SELECT * FROM unnest(${items.map((i) => i.leadId)}::uuid[], ${items.map((i) => i.rouletteId)}::uuid[],
        ${items.map((i) => i.cycle)}::int[], ${items.map((i) => i.reason)}::text[])
      ON CONFLICT (lead_id) DO UPDATE
        SET roulette_id = EXCLUDED.roulette_id, cycle = EXCLUDED.cycle, reason = EXCLUDED.reason`;
  }

  findMany(leadIds: readonly string[]): Promise<QueueItemRow[]> {
    return this.db.rouletteQueueItem.findMany({ where: { leadId: { in: [...leadIds] } } });
  }

  async removeMany(leadIds: readonly string[]): Promise<void> {
    if (leadIds.length) await this.db.rouletteQueueItem.deleteMany({ where: { leadId: { in: [...leadIds] } } });
  }

  async remove(leadId: string): Promise<void> {
    await this.db.rouletteQueueItem.deleteMany({ where: { leadId } });
  }

  /** Waiting leads of an enterprise served by this roulette (or queued on it), oldest first. */
  async waitingFor(rouletteId: string, limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ lead_id: string }[]>`
      SELECT q.lead_id FROM roulette_queue q
      JOIN leads l ON l.id = q.lead_id
      JOIN roulettes r ON r.id = ${rouletteId}::uuid
      WHERE q.roulette_id = r.id OR l.enterprise_id = ANY(r.enterprise_ids)
      ORDER BY q.enqueued_at, q.lead_id
      LIMIT ${limit}`;
    return rows.map((r) => r.lead_id);
  }

  /** Every waiting lead, oldest first (the sweep). */
  async oldest(limit: number): Promise<string[]> {
    const rows = await this.db.rouletteQueueItem.findMany({
      orderBy: [{ enqueuedAt: "asc" }, { leadId: "asc" }],
      take: limit,
      select: { leadId: true },
    });
    return rows.map((r) => r.leadId);
  }
}

/** One row per distribution decision, with its reason. */
export class RouletteLogsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(entry: NewRouletteLog): Promise<void> {
    await this.db.rouletteLog.create({ data: logData(entry) });
  }

  /** Entries may carry their id and createdAt (the batch distribution keeps their order with time-ordered ids). */
  async createMany(entries: (NewRouletteLog & { id?: string; createdAt?: Date })[]): Promise<void> {
    if (entries.length) await this.db.rouletteLog.createMany({ data: entries.map(logData) });
  }

  async list(f: { rouletteId: string; leadId?: string; userId?: string; skip: number; limit: number }) {
    const where: Prisma.RouletteLogWhereInput = {
      rouletteId: f.rouletteId,
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.userId ? { userId: f.userId } : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.rouletteLog.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.rouletteLog.count({ where }),
    ]);
    return { rows, total };
  }

  /** The status the user had when they last went IN_ATTENDANCE (the STATUS log's data.from), if logged. */
  async statusBeforeAttendance(userId: string): Promise<string | null> {
    const row = await this.db.rouletteLog.findFirst({
      where: { userId, action: "STATUS", data: { path: ["to"], equals: "IN_ATTENDANCE" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { data: true },
    });
    const from = (row?.data as { from?: unknown } | null)?.from;
    return typeof from === "string" ? from : null;
  }

  /** Every decision about one lead, across roulettes, in the order they were taken. */
  async ofLead(f: { leadId: string; skip: number; limit: number }) {
    const where: Prisma.RouletteLogWhereInput = { leadId: f.leadId };
    const [rows, total] = await Promise.all([
      this.db.rouletteLog.findMany({
        where,
        include: { roulette: { select: { name: true } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.rouletteLog.count({ where }),
    ]);
    return { rows, total };
  }
}

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
