import { addMonths, type ReportPeriod } from "@portal/contracts/reports/common";
import {
  RESERVATION_EXPIRING_HOURS,
  type StockAgeBand,
  type StockStatus,
  type VsoPart,
} from "@portal/contracts/reports/stock";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { spMonthStart } from "./report-sql";
import { saleEventsSql } from "./sale-events-sql";
import {
  ageBandSql,
  launchedAt,
  type StockFilters,
  soldAt,
  stockScopeCondition,
  stockUnitsSql,
  stockUnitWhere,
  vsoPartCondition,
} from "./stock-sql";

export interface StockTowerTotals {
  enterpriseId: string;
  enterpriseName: string;
  towerId: string;
  towerName: string;
  byStatus: Record<StockStatus, number>;
  total: number;
  stockValue: number;
  daysMedian: number | null;
}

export interface StockUnit {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  towerId: string;
  towerName: string;
  floor: number;
  number: string;
  status: StockStatus;
  price: number | null;
  onOfferSince: Date;
  daysOnMarket: number | null;
}

export interface ExpiringReservation {
  id: string;
  unitId: string;
  unitNumber: string;
  towerName: string;
  enterpriseId: string;
  enterpriseName: string;
  brokerName: string;
  leadName: string | null;
  expiresAt: Date;
}

/** A VSO window: its key ("YYYY-MM" or "12m") and the months it spans. */
export interface VsoWindow {
  key: string;
  period: ReportPeriod;
}

export interface VsoCounts {
  key: string;
  offerAtStart: number;
  launched: number;
  gross: number;
  canceled: number;
  distracted: number;
}

/** The stock report's figures (decision 072): read-only aggregates over units, sales and reservations. */
export class StockReportRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Per tower: units by report status, the available stock's table value and the unsold units' median age. */
  async towers(scope: ReportScope, f: StockFilters, now: Date): Promise<StockTowerTotals[]> {
    const rows = await this.db.$queryRaw<
      {
        enterprise_id: string;
        enterprise_name: string;
        tower_id: string;
        tower_name: string;
        available: number;
        reserved: number;
        in_sales_process: number;
        sold: number;
        suspended: number;
        total: number;
        stock_value: bigint;
        days_median: number | null;
      }[]
    >(Prisma.sql`
      SELECT su.enterprise_id::text, su.enterprise_name, su.tower_id::text, su.tower_name,
             count(*) FILTER (WHERE su.stock_status = 'AVAILABLE')::int AS available,
             count(*) FILTER (WHERE su.stock_status = 'RESERVED')::int AS reserved,
             count(*) FILTER (WHERE su.stock_status = 'IN_SALES_PROCESS')::int AS in_sales_process,
             count(*) FILTER (WHERE su.stock_status = 'SOLD')::int AS sold,
             count(*) FILTER (WHERE su.stock_status = 'SUSPENDED')::int AS suspended,
             count(*)::int AS total,
             coalesce(sum(su.price) FILTER (WHERE su.stock_status = 'AVAILABLE'), 0)::bigint AS stock_value,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY su.days_on_market)::float8 AS days_median
        FROM (${stockUnitsSql(scope, f, now)}) su
       GROUP BY su.enterprise_id, su.enterprise_name, su.tower_id, su.tower_name, su.tower_position
       ORDER BY su.enterprise_name, su.enterprise_id, su.tower_position, su.tower_name`);
    return rows.map((r) => ({
      enterpriseId: r.enterprise_id,
      enterpriseName: r.enterprise_name,
      towerId: r.tower_id,
      towerName: r.tower_name,
      byStatus: {
        AVAILABLE: r.available,
        RESERVED: r.reserved,
        IN_SALES_PROCESS: r.in_sales_process,
        SOLD: r.sold,
        SUSPENDED: r.suspended,
      },
      total: r.total,
      stockValue: Number(r.stock_value),
      daysMedian: r.days_median,
    }));
  }

  /** The whole scope's median days on the market and the unsold units per age band. */
  async ages(
    scope: ReportScope,
    f: StockFilters,
    now: Date,
  ): Promise<{ median: number | null; bands: Partial<Record<StockAgeBand, number>> }> {
    const rows = await this.db.$queryRaw<{ band: StockAgeBand | null; units: number }[]>(Prisma.sql`
      SELECT ${ageBandSql(Prisma.sql`su.days_on_market`)} AS band, count(*)::int AS units
        FROM (${stockUnitsSql(scope, f, now)}) su
       WHERE su.days_on_market IS NOT NULL
       GROUP BY 1`);
    const medianRows = await this.db.$queryRaw<{ median: number | null }[]>(Prisma.sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY su.days_on_market)::float8 AS median
        FROM (${stockUnitsSql(scope, f, now)}) su`);
    const bands: Partial<Record<StockAgeBand, number>> = {};
    for (const r of rows) if (r.band) bands[r.band] = (bands[r.band] ?? 0) + r.units;
    return { median: medianRows[0]?.median ?? null, bands };
  }

  /** ACTIVE reservations of the scope's units ending after `now` and within the next 48 hours, soonest first. */
  async expiringReservations(scope: ReportScope, f: StockFilters, now: Date): Promise<ExpiringReservation[]> {
    const until = new Date(now.getTime() + RESERVATION_EXPIRING_HOURS * 3_600_000);
    const rows = await this.db.$queryRaw<
      {
        id: string;
        unit_id: string;
        unit_number: string;
        tower_name: string;
        enterprise_id: string;
        enterprise_name: string;
        broker_name: string | null;
        lead_name: string | null;
        expires_at: Date;
      }[]
    >(Prisma.sql`
      SELECT r.id::text, u.id::text AS unit_id, u.number AS unit_number, t.name AS tower_name,
             e.id::text AS enterprise_id, e.name AS enterprise_name, b.full_name AS broker_name,
             l.full_name AS lead_name, r.expires_at
        FROM reservations r
        JOIN units u ON u.id = r.unit_id
        JOIN towers t ON t.id = u.tower_id
        JOIN enterprises e ON e.id = u.enterprise_id
        LEFT JOIN users b ON b.id = r.broker_id
        LEFT JOIN leads l ON l.id = r.lead_id
       WHERE r.status = 'ACTIVE' AND r.expires_at > ${now}::timestamptz AND r.expires_at <= ${until}::timestamptz
         AND ${stockUnitWhere(scope, f)}
       ORDER BY r.expires_at, r.id`);
    return rows.map((r) => ({
      id: r.id,
      unitId: r.unit_id,
      unitNumber: r.unit_number,
      towerName: r.tower_name,
      enterpriseId: r.enterprise_id,
      enterpriseName: r.enterprise_name,
      brokerName: r.broker_name ?? "—",
      leadName: r.lead_name,
      expiresAt: r.expires_at,
    }));
  }

  /**
   * Per window: units on offer at its start (launched before it and not sold then), units launched in it, and the
   * sale events of the scope's units in it (gross, cancelled, distracted: decision 071's instants).
   */
  async vso(scope: ReportScope, f: StockFilters, windows: readonly VsoWindow[]): Promise<VsoCounts[]> {
    if (windows.length === 0) return [];
    const first = windows.map((w) => w.period.month_start).sort()[0] as string;
    const last = windows
      .map((w) => w.period.month_end)
      .sort()
      .at(-1) as string;
    const values = Prisma.join(
      windows.map(
        (w) =>
          Prisma.sql`(${w.key}::text, ${spMonthStart(w.period.month_start)}, ${spMonthStart(addMonths(w.period.month_end, 1))})`,
      ),
    );
    const rows = await this.db.$queryRaw<
      { key: string; offer_at_start: number; launched: number; gross: number; canceled: number; distracted: number }[]
    >(Prisma.sql`
      WITH w(key, from_at, to_at) AS (VALUES ${values}),
      ev AS (
        SELECT ev.kind, ev.at
          FROM (${saleEventsSql({ month_start: first, month_end: last }, { kind: "ALL" }, f)}) ev
          JOIN enterprises e ON e.id = ev.enterprise_id
         WHERE e.active AND ${stockScopeCondition(scope, Prisma.sql`ev.enterprise_id`)}
      )
      SELECT w.key,
             (SELECT count(*) FROM units u JOIN enterprises e ON e.id = u.enterprise_id
               WHERE ${stockUnitWhere(scope, f)} AND ${launchedAt} < w.from_at
                 AND NOT ${soldAt(Prisma.sql`w.from_at`)})::int AS offer_at_start,
             (SELECT count(*) FROM units u JOIN enterprises e ON e.id = u.enterprise_id
               WHERE ${stockUnitWhere(scope, f)} AND ${launchedAt} >= w.from_at AND ${launchedAt} < w.to_at)::int
               AS launched,
             (SELECT count(*) FROM ev WHERE ev.kind = 'GROSS' AND ev.at >= w.from_at AND ev.at < w.to_at)::int AS gross,
             (SELECT count(*) FROM ev WHERE ev.kind = 'CANCELED' AND ev.at >= w.from_at AND ev.at < w.to_at)::int
               AS canceled,
             (SELECT count(*) FROM ev WHERE ev.kind = 'DISTRACTED' AND ev.at >= w.from_at AND ev.at < w.to_at)::int
               AS distracted
        FROM w`);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return windows.map((w) => {
      const r = byKey.get(w.key);
      return {
        key: w.key,
        offerAtStart: r?.offer_at_start ?? 0,
        launched: r?.launched ?? 0,
        gross: r?.gross ?? 0,
        canceled: r?.canceled ?? 0,
        distracted: r?.distracted ?? 0,
      };
    });
  }

  /** The units behind a number, by enterprise, tower, floor and number; with the total of the filter. */
  async units(
    scope: ReportScope,
    f: StockFilters & { status?: StockStatus; age_band?: StockAgeBand; vso_month?: string; vso_part?: VsoPart },
    now: Date,
    page: { skip: number; limit: number },
  ): Promise<{ rows: StockUnit[]; total: number }> {
    const where = Prisma.join(
      [
        f.status ? Prisma.sql`su.stock_status = ${f.status}::text` : Prisma.sql`TRUE`,
        f.age_band ? Prisma.sql`${ageBandSql(Prisma.sql`su.days_on_market`)} = ${f.age_band}::text` : Prisma.sql`TRUE`,
        f.vso_month && f.vso_part ? vsoPartCondition(f.vso_part, f.vso_month) : Prisma.sql`TRUE`,
      ],
      " AND ",
    );
    const [rows, count] = await Promise.all([
      this.db.$queryRaw<
        {
          id: string;
          enterprise_id: string;
          enterprise_name: string;
          tower_id: string;
          tower_name: string;
          floor: number;
          number: string;
          stock_status: StockStatus;
          price: bigint | null;
          on_offer_since: Date;
          days_on_market: number | null;
        }[]
      >(Prisma.sql`
        SELECT su.id::text, su.enterprise_id::text, su.enterprise_name, su.tower_id::text, su.tower_name, su.floor,
               su.number, su.stock_status, su.price, su.on_offer_since, su.days_on_market
          FROM (${stockUnitsSql(scope, f, now)}) su
         WHERE ${where}
         ORDER BY su.enterprise_name, su.enterprise_id, su.tower_position, su.tower_name, su.floor, su.number
         OFFSET ${page.skip} LIMIT ${page.limit}`),
      this.db.$queryRaw<{ total: number }[]>(Prisma.sql`
        SELECT count(*)::int AS total FROM (${stockUnitsSql(scope, f, now)}) su WHERE ${where}`),
    ]);
    const total = count[0]?.total ?? 0;
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        enterpriseId: r.enterprise_id,
        enterpriseName: r.enterprise_name,
        towerId: r.tower_id,
        towerName: r.tower_name,
        floor: r.floor,
        number: r.number,
        status: r.stock_status,
        price: r.price === null ? null : Number(r.price),
        onOfferSince: r.on_offer_since,
        daysOnMarket: r.days_on_market,
      })),
    };
  }
}
