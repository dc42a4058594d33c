import { formatDateTime, saoPauloDay } from "@portal/contracts/dates";
import { addMonths, formatMonth, monthsOf, type ReportPeriod, resolvePeriod } from "@portal/contracts/reports/common";
import { STOCK_KPIS } from "@portal/contracts/reports/kpis";
import {
  RESERVATIONS_EXPIRING_SHOWN,
  STOCK_AGE_BANDS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockExportQuery,
  type StockReportDto,
  type StockReportQuery,
  type StockStatusCounts,
  type StockUnitRow,
  type StockUnitsQuery,
  type VsoRow,
} from "@portal/contracts/reports/stock";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { type ReportScope, reportScopeDto, resolveReportScope } from "./report-scope";
import type { StockTowerTotals, VsoCounts } from "./stock.repository";
import { type ExportFile, reportFile } from "./stock-commissions-files";
import { stockTables } from "./stock-report-files";

/** The current São Paulo month "YYYY-MM" of an instant. */
export const spMonthOf = (at: Date) => saoPauloDay(at).slice(0, 7);

/** VSO of a window (decision 072): units sold net / (on offer at the start + launched in it); null with no offer. */
export function vsoRow(c: VsoCounts): VsoRow {
  const net = c.gross - c.canceled - c.distracted;
  const offer = c.offerAtStart + c.launched;
  return {
    month: c.key,
    offer_at_start: c.offerAtStart,
    launched: c.launched,
    sold_gross: c.gross,
    sold_canceled: c.canceled,
    sold_distracted: c.distracted,
    sold_net: net,
    vso: offer === 0 ? null : net / offer,
  };
}

/** Available units and their value summed over the towers: the stock report's `units_available` and `stock_value`. */
export function availableStock(towers: readonly StockTowerTotals[]): { units: number; value: number } {
  return {
    units: towers.reduce((n, t) => n + t.byStatus.AVAILABLE, 0),
    value: towers.reduce((n, t) => n + t.stockValue, 0),
  };
}

/**
 * The stock report's headline for the whole scope (no enterprise filter) as the admin's home shows it (decision
 * 076): available units and stock value now (the units the report counts AVAILABLE, without walking every unit
 * for the towers' medians), VSO of one month (the same repository call as report()).
 */
export async function stockHeadline(
  db: Database,
  scope: ReportScope,
  month: string,
): Promise<{ units_available: number; stock_value: number; vso_period: number | null }> {
  const repo = db.repos.stockReport;
  const [stock, vso] = await Promise.all([
    repo.available(scope, {}),
    repo.vso(scope, {}, [{ key: "period", period: { month_start: month, month_end: month } }]),
  ]);
  return { units_available: stock.units, stock_value: stock.value, vso_period: vsoRow(vso[0] as VsoCounts).vso };
}

/** The stock report (decision 072) and the units behind its numbers. */
export class StockReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private scope(actor: AuthUser): Promise<ReportScope> {
    return resolveReportScope(this.db.repos.reportScope, actor);
  }

  async report(actor: AuthUser, q: StockReportQuery): Promise<StockReportDto> {
    const now = this.clock();
    const scope = await this.scope(actor);
    const period = resolvePeriod(q, spMonthOf(now));
    const f = { enterprise_id: q.enterprise_id, tower_id: q.tower_id };
    const repo = this.db.repos.stockReport;
    const twelve: ReportPeriod = { month_start: addMonths(period.month_end, -11), month_end: period.month_end };
    const windows = [
      ...monthsOf(period.month_start, period.month_end).map((m) => ({
        key: m,
        period: { month_start: m, month_end: m },
      })),
      { key: "period", period },
      { key: "12m", period: twelve },
    ];
    const [{ towers, ages }, reservations, vso] = await Promise.all([
      repo.overview(scope, f, now),
      repo.expiringReservations(scope, f, now, RESERVATIONS_EXPIRING_SHOWN),
      repo.vso(scope, f, windows),
    ]);
    const rows = vso.map(vsoRow);
    const vsoPeriod = rows.find((r) => r.month === "period") as VsoRow;
    const vso12 = rows.find((r) => r.month === "12m") as VsoRow;
    const byStatus = Object.fromEntries(
      STOCK_STATUSES.map((s) => [s, towers.reduce((n, t) => n + t.byStatus[s], 0)]),
    ) as StockStatusCounts;
    const stockValue = availableStock(towers).value;
    const kpi = (key: keyof typeof STOCK_KPIS, value: number | null) => ({ key: STOCK_KPIS[key].key, value });
    return {
      period,
      scope: reportScopeDto(scope),
      generated_at: now.toISOString(),
      kpis: [
        kpi(
          "units_total",
          towers.reduce((n, t) => n + t.total, 0),
        ),
        kpi("units_available", byStatus.AVAILABLE),
        kpi("stock_value", stockValue),
        kpi("vso_period", vsoPeriod.vso),
        kpi("vso_12_months", vso12.vso),
        kpi("days_on_market_median", ages.median),
        kpi("reservations_expiring_48h", reservations.total),
      ],
      by_status: byStatus,
      by_tower: towers.map((t) => ({
        enterprise_id: t.enterpriseId,
        enterprise_name: t.enterpriseName,
        tower_id: t.towerId,
        tower_name: t.towerName,
        total: t.total,
        by_status: t.byStatus,
        stock_value: t.stockValue,
        days_on_market_median: t.daysMedian,
      })),
      age_bands: STOCK_AGE_BANDS.map((b) => ({ band: b.key, label: b.label, units: ages.bands[b.key] ?? 0 })),
      reservations_expiring: reservations.rows.map((r) => ({
        _id: r.id,
        unit_id: r.unitId,
        unit_number: r.unitNumber,
        tower_name: r.towerName,
        enterprise_id: r.enterpriseId,
        enterprise_name: r.enterpriseName,
        broker_name: r.brokerName,
        lead_name: r.leadName,
        expires_at: r.expiresAt.toISOString(),
        hours_left: Math.floor((r.expiresAt.getTime() - now.getTime()) / 3_600_000),
      })),
      vso_monthly: rows.filter((r) => r.month !== "period" && r.month !== "12m"),
      vso_period: vsoPeriod,
      vso_12_months: vso12,
    };
  }

  async units(actor: AuthUser, q: StockUnitsQuery) {
    const scope = await this.scope(actor);
    const page = await this.db.repos.stockReport.units(
      scope,
      {
        enterprise_id: q.enterprise_id,
        tower_id: q.tower_id,
        status: q.status,
        age_band: q.age_band,
        vso_month: q.vso_month,
        vso_part: q.vso_part,
      },
      this.clock(),
      { skip: q.skip, limit: q.limit },
    );
    const payload: StockUnitRow[] = page.rows.map((u) => ({
      _id: u.id,
      enterprise_id: u.enterpriseId,
      enterprise_name: u.enterpriseName,
      tower_id: u.towerId,
      tower_name: u.towerName,
      floor: u.floor,
      number: u.number,
      status: u.status,
      status_label: STOCK_STATUS_LABELS[u.status],
      price: u.price,
      on_offer_since: u.onOfferSince.toISOString(),
      days_on_market: u.daysOnMarket,
    }));
    return { payload, pagination: { total: page.total, skip: q.skip, limit: q.limit } };
  }

  /** The report's tables for the same filters as a file (decision 072). */
  async export(actor: AuthUser, q: StockExportQuery): Promise<ExportFile> {
    const r = await this.report(actor, q);
    return reportFile({
      name: "relatorio-estoque",
      title: "Relatório de estoque",
      subtitle: `${formatMonth(r.period.month_start)} a ${formatMonth(r.period.month_end)} · ${r.scope.label} · gerado em ${formatDateTime(r.generated_at)}`,
      format: q.format,
      tables: stockTables(r),
      csvTable: q.table ?? "towers",
      day: saoPauloDay(new Date(r.generated_at)),
    });
  }
}
