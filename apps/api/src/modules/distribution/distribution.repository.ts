import type { LeadOffer, Prisma, PrismaClient, RouletteLog, RouletteQueueItem } from "@portal/db/client";

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

  /** PENDING -> EXPIRED for those of these offers whose deadline has passed (database clock). */
  async expireMany(ids: readonly string[]): Promise<OfferRow[]> {
    if (ids.length === 0) return [];
    return this.db.$queryRaw<OfferRow[]>`
      UPDATE lead_offers SET outcome = 'EXPIRED', resolved_at = now()
      WHERE id = ANY(${[...ids]}::uuid[]) AND outcome = 'PENDING' AND deadline <= now()
      RETURNING id, lead_id AS "leadId", roulette_id AS "rouletteId", agent_user_id AS "agentUserId", cycle,
        offered_at AS "offeredAt", deadline, outcome, resolved_at AS "resolvedAt"`;
  }

  /** Many offers at once (the batch distribution generates the ids, so no RETURNING is needed). */
  async createMany(
    offers: {
      id: string;
      leadId: string;
      rouletteId: string;
      agentUserId: string;
      cycle: number;
      deadline: Date;
      offeredAt: Date;
    }[],
  ): Promise<void> {
    if (offers.length) await this.db.leadOffer.createMany({ data: offers });
  }

  /** Leads among these that have a PENDING offer. */
  async pendingLeadIds(leadIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.leadOffer.findMany({
      where: { leadId: { in: [...leadIds] }, outcome: "PENDING" },
      select: { leadId: true },
    });
    return new Set(rows.map((r) => r.leadId));
  }

  /** lead -> cycle -> users who let it expire, for several leads in one query. */
  async expiredByLead(leadIds: readonly string[]): Promise<Map<string, Map<number, Set<string>>>> {
    const rows = await this.db.leadOffer.findMany({
      where: { leadId: { in: [...leadIds] }, outcome: "EXPIRED" },
      select: { leadId: true, cycle: true, agentUserId: true },
    });
    const out = new Map<string, Map<number, Set<string>>>();
    for (const r of rows) {
      const byCycle = out.get(r.leadId) ?? new Map<number, Set<string>>();
      const users = byCycle.get(r.cycle) ?? new Set<string>();
      users.add(r.agentUserId);
      byCycle.set(r.cycle, users);
      out.set(r.leadId, byCycle);
    }
    return out;
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

  /** PENDING -> EXPIRED only once the deadline has passed (database clock). */
  async expire(id: string): Promise<OfferRow | null> {
    const rows = await this.db.$queryRaw<OfferRow[]>`
      UPDATE lead_offers SET outcome = 'EXPIRED', resolved_at = now()
      WHERE id = ${id}::uuid AND outcome = 'PENDING' AND deadline <= now()
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
