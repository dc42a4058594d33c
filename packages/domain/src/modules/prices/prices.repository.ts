import { randomUUID } from "node:crypto";
import type { IndexType, MarketIndex, PrismaClient } from "@portal/db/client";

export interface UnitPriceRow {
  unitId: string;
  towerName: string;
  floor: number;
  number: string;
  privateArea: number;
  status: string;
  price: number | null;
}

export interface SnapshotRow {
  id: string;
  reason: string;
  index_type: IndexType | null;
  percentage: number | null;
  created_by_id: string | null;
  units: number;
  total_price: number;
  created_at: Date;
}

/** One month of a market index (INCC, IGP-M...): `value` is the month's percentage. */
export type MarketIndexRow = MarketIndex;

/** Unit prices, their dated snapshots and the market indexes. */
export class PricesRepository {
  constructor(private readonly db: PrismaClient) {}

  unitPrices(enterpriseId: string): Promise<UnitPriceRow[]> {
    return this.db.$queryRaw<UnitPriceRow[]>`
      SELECT u.id AS "unitId", t.name AS "towerName", u.floor, u.number, u.private_area::float8 AS "privateArea",
             u.status::text AS status, u.price::float8 AS price
      FROM units u JOIN towers t ON t.id = u.tower_id
      WHERE u.enterprise_id = ${enterpriseId}::uuid
      ORDER BY t.position, t.name, u.floor, length(u.number), u.number`;
  }

  /** Multiplies every unsold priced unit by (100 + percentage) / 100, rounded to the centavo. */
  async applyPercentage(enterpriseId: string, percentage: number): Promise<number> {
    return this.db.$executeRaw`
      UPDATE units SET price = round(price * (100 + ${percentage}::numeric) / 100), updated_at = now()
      WHERE enterprise_id = ${enterpriseId}::uuid AND price IS NOT NULL AND status <> 'SOLD'`;
  }

  /** Sets the given prices; sold units keep theirs. Returns how many changed. */
  async applyTable(enterpriseId: string, prices: { unit_id: string; price: number }[]): Promise<number> {
    const ids = prices.map((p) => p.unit_id);
    const values = prices.map((p) => String(p.price));
    return this.db.$executeRaw`
      UPDATE units SET price = v.price, updated_at = now()
      FROM (SELECT unnest(${ids}::uuid[]) AS id, unnest(${values}::bigint[]) AS price) v
      WHERE units.id = v.id AND units.enterprise_id = ${enterpriseId}::uuid AND units.status <> 'SOLD'`;
  }

  /** Restores the prices of a snapshot (sold units keep theirs). */
  async restore(enterpriseId: string, snapshotId: string): Promise<number> {
    return this.db.$executeRaw`
      UPDATE units SET price = i.price, updated_at = now()
      FROM price_snapshot_items i
      WHERE i.snapshot_id = ${snapshotId}::uuid AND i.unit_id = units.id
        AND units.enterprise_id = ${enterpriseId}::uuid AND units.status <> 'SOLD'`;
  }

  async snapshot(
    enterpriseId: string,
    d: { reason: string; createdById: string | null; indexType?: IndexType | null; percentage?: number | null },
  ): Promise<string> {
    const id = randomUUID();
    await this.db.priceSnapshot.create({
      data: {
        id,
        enterpriseId,
        reason: d.reason,
        createdById: d.createdById,
        indexType: d.indexType ?? null,
        percentage: d.percentage ?? null,
      },
    });
    await this.db.$executeRaw`
      INSERT INTO price_snapshot_items (snapshot_id, unit_id, price)
      SELECT ${id}::uuid, id, price FROM units WHERE enterprise_id = ${enterpriseId}::uuid`;
    return id;
  }

  snapshots(enterpriseId: string, snapshotId?: string): Promise<SnapshotRow[]> {
    return this.db.$queryRaw<SnapshotRow[]>`
      SELECT s.id, s.reason, s.index_type, s.percentage::float8 AS percentage, s.created_by_id,
             count(i.unit_id)::int AS units, coalesce(sum(i.price), 0)::float8 AS total_price, s.created_at
      FROM price_snapshots s LEFT JOIN price_snapshot_items i ON i.snapshot_id = s.id
      WHERE s.enterprise_id = ${enterpriseId}::uuid AND (${snapshotId ?? null}::uuid IS NULL OR s.id = ${snapshotId ?? null}::uuid)
      GROUP BY s.id ORDER BY s.created_at DESC, s.id DESC LIMIT 200`;
  }

  snapshotItems(snapshotId: string): Promise<{ unit_id: string; price: number | null }[]> {
    return this.db.$queryRaw`
      SELECT unit_id, price::float8 AS price FROM price_snapshot_items WHERE snapshot_id = ${snapshotId}::uuid ORDER BY unit_id`;
  }

  // Market indexes
  marketIndexes(f: { type?: IndexType; from?: Date; to?: Date }): Promise<MarketIndexRow[]> {
    return this.db.marketIndex.findMany({
      where: {
        ...(f.type ? { type: f.type } : {}),
        ...(f.from || f.to ? { month: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } } : {}),
      },
      orderBy: [{ type: "asc" }, { month: "asc" }],
    });
  }

  upsertMarketIndex(type: IndexType, month: Date, value: number, actorId: string): Promise<MarketIndexRow> {
    return this.db.marketIndex.upsert({
      where: { type_month: { type, month } },
      create: { type, month, value, createdById: actorId },
      update: { value },
    });
  }

  async deleteMarketIndex(id: string): Promise<boolean> {
    const { count } = await this.db.marketIndex.deleteMany({ where: { id } });
    return count === 1;
  }
}
