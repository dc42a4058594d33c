import { addMonths, type ReportPeriod } from "@portal/contracts/reports/common";
import {
  RESERVATION_EXPIRING_HOURS,
  STOCK_AGE_BANDS,
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

  /**
   * Per tower: units by report status, the available stock's table value and the unsold units' median age; and for
   * the whole scope the median age and the unsold units per age band. One walk over the units (GROUPING SETS: the
   * towers and the grand total) instead of one per figure.
   */
  async overview(
    scope: ReportScope,
    f: StockFilters,
    now: Date,
  ): Promise<{
    towers: StockTowerTotals[];
    ages: { median: number | null; bands: Partial<Record<StockAgeBand, number>> };
  }> {
    const band = ageBandSql(Prisma.sql`su.days_on_market`);
    const bandColumns = Prisma.join(
      STOCK_AGE_BANDS.map(
        (b, i) => Prisma.sql`count(*) FILTER (WHERE ${band} = ${b.key}::text)::int AS ${Prisma.raw(`band_${i}`)}`,
      ),
    );
    const rows = await this.db.$queryRaw<
      ({
        overall: number;
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
      } & Record<string, number>)[]
    >(Prisma.sql`
      SELECT GROUPING(su.tower_id)::int AS overall,
             su.enterprise_id::text, su.enterprise_name, su.tower_id::text, su.tower_name,
             count(*) FILTER (WHERE su.stock_status = 'AVAILABLE')::int AS available,
             count(*) FILTER (WHERE su.stock_status = 'RESERVED')::int AS reserved,
             count(*) FILTER (WHERE su.stock_status = 'IN_SALES_PROCESS')::int AS in_sales_process,
             count(*) FILTER (WHERE su.stock_status = 'SOLD')::int AS sold,
             count(*) FILTER (WHERE su.stock_status = 'SUSPENDED')::int AS suspended,
             count(*)::int AS total,
             coalesce(sum(su.price) FILTER (WHERE su.stock_status = 'AVAILABLE'), 0)::bigint AS stock_value,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY su.days_on_market)::float8 AS days_median,
             ${bandColumns}
        FROM (${stockUnitsSql(scope, f, now)}) su
       GROUP BY GROUPING SETS ((su.enterprise_id, su.enterprise_name, su.tower_id, su.tower_name, su.tower_position), ())
       ORDER BY su.enterprise_name, su.enterprise_id, su.tower_position, su.tower_name`);
    const overall = rows.find((r) => r.overall === 1);
    const bands: Partial<Record<StockAgeBand, number>> = {};
    STOCK_AGE_BANDS.forEach((b, i) => {
      const n = overall?.[`band_${i}`] ?? 0;
      if (n > 0) bands[b.key] = n;
    });
    return {
      towers: rows
        .filter((r) => r.overall === 0)
        .map((r) => ({
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
        })),
      ages: { median: overall?.days_median ?? null, bands },
    };
  }

  /** The scope's available units and their table value now (the home dashboard's stock figures, decision 076). */
  async available(scope: ReportScope, f: StockFilters): Promise<{ units: number; value: number }> {
    const rows = await this.db.$queryRaw<{ units: number; value: bigint }[]>(Prisma.sql`
      SELECT count(*)::int AS units, coalesce(sum(u.price), 0)::bigint AS value
        FROM units u JOIN enterprises e ON e.id = u.enterprise_id
       WHERE ${stockUnitWhere(scope, f)} AND u.status = 'AVAILABLE' AND u.suspended IS NOT TRUE`);
    return { units: rows[0]?.units ?? 0, value: Number(rows[0]?.value ?? 0) };
  }

  /**
   * ACTIVE reservations of the scope's units ending after `now` and within the next 48 hours: the soonest `limit`
   * of them and how many there are.
   */
  async expiringReservations(
    scope: ReportScope,
    f: StockFilters,
    now: Date,
    limit: number,
  ): Promise<{ rows: ExpiringReservation[]; total: number }> {
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
        total: number;
      }[]
    >(Prisma.sql`
      SELECT r.id::text, u.id::text AS unit_id, u.number AS unit_number, t.name AS tower_name,
             e.id::text AS enterprise_id, e.name AS enterprise_name, b.full_name AS broker_name,
             l.full_name AS lead_name, r.expires_at, (count(*) OVER ())::int AS total
        FROM reservations r
        JOIN units u ON u.id = r.unit_id
        JOIN towers t ON t.id = u.tower_id
        JOIN enterprises e ON e.id = u.enterprise_id
        LEFT JOIN users b ON b.id = r.broker_id
        LEFT JOIN leads l ON l.id = r.lead_id
       WHERE r.status = 'ACTIVE' AND r.expires_at > ${now}::timestamptz AND r.expires_at <= ${until}::timestamptz
         AND ${stockUnitWhere(scope, f)}
       ORDER BY r.expires_at, r.id
       LIMIT ${limit}`);
    const list = rows.map((r) => ({
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
    return { rows: list, total: rows[0]?.total ?? 0 };
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
    // The units are read once and grouped by launch instant, the sales of the scope's units once (their live
    // interval); each window then adds up those few rows. Per window and unit, the plain definition walked the
    // 200,000 units of the bench data 28 times.
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
      launches AS MATERIALIZED (
        SELECT ${launchedAt} AS launched_at, count(*)::int AS n
          FROM units u JOIN enterprises e ON e.id = u.enterprise_id
         WHERE ${stockUnitWhere(scope, f)}
         GROUP BY 1
      ),
      -- Each sale of the scope's units with the instants it was live from and until (soldAt's instants).
      live AS MATERIALIZED (
        SELECT s.unit_id, ${launchedAt} AS launched_at, s.created_at,
               COALESCE(s.distracted_at, s.canceled_at, 'infinity'::timestamptz) AS ended_at
          FROM sales s JOIN units u ON u.id = s.unit_id JOIN enterprises e ON e.id = u.enterprise_id
         WHERE ${stockUnitWhere(scope, f)} AND s.created_at < (SELECT max(w.from_at) FROM w)
           AND COALESCE(s.distracted_at, s.canceled_at, 'infinity'::timestamptz) >= (SELECT min(w.from_at) FROM w)
      ),
      ev AS MATERIALIZED (
        SELECT ev.kind, ev.at
          FROM (${saleEventsSql({ month_start: first, month_end: last }, { kind: "ALL" }, f)}) ev
          JOIN enterprises e ON e.id = ev.enterprise_id
         WHERE e.active AND ${stockScopeCondition(scope, Prisma.sql`ev.enterprise_id`)}
      )
      SELECT w.key,
             ((SELECT coalesce(sum(l.n), 0) FROM launches l WHERE l.launched_at < w.from_at)
              - (SELECT count(DISTINCT x.unit_id) FROM live x
                  WHERE x.launched_at < w.from_at AND x.created_at < w.from_at AND x.ended_at >= w.from_at))::int
               AS offer_at_start,
             (SELECT coalesce(sum(l.n), 0) FROM launches l
               WHERE l.launched_at >= w.from_at AND l.launched_at < w.to_at)::int AS launched,
             x.gross, x.canceled, x.distracted
        FROM w
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE ev.kind = 'GROSS')::int AS gross,
                 count(*) FILTER (WHERE ev.kind = 'CANCELED')::int AS canceled,
                 count(*) FILTER (WHERE ev.kind = 'DISTRACTED')::int AS distracted
            FROM ev WHERE ev.at >= w.from_at AND ev.at < w.to_at) x`);
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
