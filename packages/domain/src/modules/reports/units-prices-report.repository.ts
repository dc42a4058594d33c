import type { PrismaClient } from "@portal/db/client";

export interface PriceTableRow {
  id: string;
  created_at: Date;
  reason: string;
  index_type: "INCCDI" | "IGPM" | null;
  percentage: number | null;
  units_priced: number;
  total_price: number;
}

export interface UnitPriceRow {
  unit_id: string;
  tower_name: string;
  floor: number;
  number: string;
  status: string;
  from_price: number | null;
  to_price: number | null;
}

/** The price-table report's reads (units-prices-snapshot): snapshots, the table in force, one unit per row. */
export class UnitsPricesReportRepository {
  constructor(private readonly db: PrismaClient) {}

  async enterpriseName(enterpriseId: string): Promise<string | null> {
    const rows = await this.db.$queryRaw<{ name: string }[]>`
      SELECT name FROM enterprises WHERE id = ${enterpriseId}::uuid`;
    return rows[0]?.name ?? null;
  }

  async towerBelongs(enterpriseId: string, towerId: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ ok: boolean }[]>`
      SELECT true AS ok FROM towers WHERE id = ${towerId}::uuid AND enterprise_id = ${enterpriseId}::uuid`;
    return rows.length > 0;
  }

  /** The enterprise's snapshots, oldest first, with the units priced in each (of the tower, when given). */
  snapshots(enterpriseId: string, towerId: string | null): Promise<PriceTableRow[]> {
    return this.db.$queryRaw<PriceTableRow[]>`
      SELECT s.id, s.created_at, s.reason, s.index_type::text AS index_type, s.percentage::float8 AS percentage,
             count(i.price)::int AS units_priced, coalesce(sum(i.price), 0)::float8 AS total_price
        FROM price_snapshots s
        LEFT JOIN price_snapshot_items i ON i.snapshot_id = s.id
         AND (${towerId}::uuid IS NULL OR EXISTS (SELECT 1 FROM units u WHERE u.id = i.unit_id AND u.tower_id = ${towerId}::uuid))
       WHERE s.enterprise_id = ${enterpriseId}::uuid
       GROUP BY s.id
       ORDER BY s.created_at, s.id`;
  }

  /** The table in force now: the units priced and their sum. */
  async current(enterpriseId: string, towerId: string | null): Promise<{ units_priced: number; total_price: number }> {
    const rows = await this.db.$queryRaw<{ units_priced: number; total_price: number }[]>`
      SELECT count(price)::int AS units_priced, coalesce(sum(price), 0)::float8 AS total_price
        FROM units WHERE enterprise_id = ${enterpriseId}::uuid AND (${towerId}::uuid IS NULL OR tower_id = ${towerId}::uuid)`;
    return rows[0] ?? { units_priced: 0, total_price: 0 };
  }

  /** Every unit with its price in the two tables (`toId` null: the price in force now), in the mirror's order. */
  compare(enterpriseId: string, towerId: string | null, fromId: string, toId: string | null): Promise<UnitPriceRow[]> {
    return this.db.$queryRaw<UnitPriceRow[]>`
      SELECT u.id AS unit_id, t.name AS tower_name, u.floor, u.number, u.status::text AS status,
             fi.price::float8 AS from_price,
             (CASE WHEN ${toId}::uuid IS NULL THEN u.price ELSE ti.price END)::float8 AS to_price
        FROM units u
        JOIN towers t ON t.id = u.tower_id
        LEFT JOIN price_snapshot_items fi ON fi.snapshot_id = ${fromId}::uuid AND fi.unit_id = u.id
        LEFT JOIN price_snapshot_items ti ON ti.snapshot_id = ${toId}::uuid AND ti.unit_id = u.id
       WHERE u.enterprise_id = ${enterpriseId}::uuid AND (${towerId}::uuid IS NULL OR u.tower_id = ${towerId}::uuid)
       ORDER BY t.position, t.name, u.floor, u.number`;
  }

  /** Monthly variations (percent) of both indexes for the months in [fromMonth, toMonth] ("YYYY-MM"). */
  indexes(fromMonth: string, toMonth: string): Promise<{ type: "INCCDI" | "IGPM"; month: string; value: number }[]> {
    return this.db.$queryRaw`
      SELECT type::text AS type, to_char(month, 'YYYY-MM') AS month, value::float8 AS value
        FROM market_indexes
       WHERE month >= to_date(${fromMonth}, 'YYYY-MM') AND month <= to_date(${toMonth}, 'YYYY-MM')
       ORDER BY type, month`;
  }
}
