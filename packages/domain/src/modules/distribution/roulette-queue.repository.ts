/** The roulette queue: leads waiting for an available agent (put, find, remove, sweep reads). */
import type { PrismaClient, RouletteQueueItem } from "@portal/db/client";

export type QueueItemRow = RouletteQueueItem;

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
