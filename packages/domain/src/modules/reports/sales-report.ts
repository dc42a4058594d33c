/**
 * The sales report (decision 075): the period's sale events (decision 071) added up by month and by each
 * breakdown, the SALES_KPIS, and the funnel of the leads created in the period. The screen, the drill-down and the
 * downloads all read `report()`, so what is downloaded is what is on screen.
 */
import { saoPauloDay } from "@portal/contracts/dates";
import { canAccessSection } from "@portal/contracts/policy-core";
import { monthsOf, resolvePeriod } from "@portal/contracts/reports/common";
import { type FUNNEL_KPIS, SALES_KPIS } from "@portal/contracts/reports/kpis";
import {
  type FunnelStep,
  NO_TEAM_LABEL,
  SALES_REPORT_FILTERS,
  type SalesBucket,
  type SalesFigures,
  type SalesReportDto,
  type SalesReportQuery,
  type SalesRowsQuery,
  type SalesRowsResponse,
  salesExportFileName,
  type salesExportQuery,
  sourceLabel,
} from "@portal/contracts/reports/sales";
import type { z } from "zod";
import { forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { reportScopeDto, resolveReportScope } from "./report-scope";
import type { SaleEventTotal } from "./sale-events.repository";
import type { SaleEventKind, SaleFilters } from "./sale-events-sql";
import { salesKpis } from "./sales-kpis";
import type { FunnelTotals, SalesBucketTotal, SalesDimension } from "./sales-report.repository";
import { renderSalesReportCsv, renderSalesReportPdf, renderSalesReportXlsx } from "./sales-report-files";

type Actor = Pick<AuthUser, "id" | "roles">;

/** Counts and values of each kind of event, and the net (gross minus cancellations and distratos). */
export function salesFigures(totals: readonly Pick<SaleEventTotal, "kind" | "count" | "value">[]): SalesFigures {
  const of = (kind: SaleEventKind) => {
    const mine = totals.filter((t) => t.kind === kind);
    return { count: mine.reduce((a, t) => a + t.count, 0), value: mine.reduce((a, t) => a + t.value, 0) };
  };
  const g = of("GROSS");
  const c = of("CANCELED");
  const d = of("DISTRACTED");
  return {
    gross_count: g.count,
    gross_value: g.value,
    canceled_count: c.count,
    canceled_value: c.value,
    distracted_count: d.count,
    distracted_value: d.value,
    net_count: g.count - c.count - d.count,
    net_value: g.value - c.value - d.value,
  };
}

/** One row per bucket, biggest gross VGV first (then most sales, then by name). */
export function salesBuckets(
  totals: readonly SalesBucketTotal[],
  label: (t: SalesBucketTotal) => string,
): SalesBucket[] {
  const groups = new Map<string | null, SalesBucketTotal[]>();
  for (const t of totals) groups.set(t.key, [...(groups.get(t.key) ?? []), t]);
  return [...groups.entries()]
    .map(([key, rows]) => ({ key, label: label(rows[0] as SalesBucketTotal), ...salesFigures(rows) }))
    .sort(
      (a, b) =>
        b.gross_value - a.gross_value || b.gross_count - a.gross_count || a.label.localeCompare(b.label, "pt-BR"),
    );
}

const round2 = (v: number | null) => (v == null ? null : Math.round(v * 100) / 100);

/** The funnel's steps in FUNNEL_KPIS order, with the conversion from the previous step. */
export function funnelSteps(f: FunnelTotals): FunnelStep[] {
  const steps: [keyof typeof FUNNEL_KPIS, number, number | null][] = [
    ["funnel_leads", f.leads, null],
    ["funnel_attended", f.attended, f.daysToAttended],
    ["funnel_visited", f.visited, f.daysToVisited],
    ["funnel_proposal", f.proposal, f.daysToProposal],
    ["funnel_sale", f.sale, f.daysToSale],
  ];
  return steps.map(([key, count, days], i) => {
    const previous = i === 0 ? null : (steps[i - 1]?.[1] ?? 0);
    return {
      key,
      count,
      conversion: previous == null || previous === 0 ? null : count / previous,
      median_days: i === 0 ? null : round2(days),
    };
  });
}

const filtersOf = (q: Partial<Record<(typeof SALES_REPORT_FILTERS)[number], string | undefined>>): SaleFilters =>
  Object.fromEntries(SALES_REPORT_FILTERS.filter((k) => q[k]).map((k) => [k, q[k]])) as SaleFilters;

const BUCKET_LABELS: Record<SalesDimension, (t: SalesBucketTotal) => string> = {
  enterprise: (t) => t.name ?? "",
  team: (t) => (t.key == null ? NO_TEAM_LABEL : (t.name ?? "")),
  specialist: (t) => t.name ?? "",
  source: (t) => sourceLabel(t.key ?? ""),
};

export class SalesReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async context(actor: Actor, q: { month_start?: string; month_end?: string }) {
    if (!canAccessSection(actor.roles, "reports")) throw forbidden();
    const scope = await resolveReportScope(this.db.repos.reportScope, actor);
    const period = resolvePeriod(q, saoPauloDay(this.now()).slice(0, 7));
    return { scope, period };
  }

  async report(actor: Actor, q: SalesReportQuery): Promise<SalesReportDto> {
    const { scope, period } = await this.context(actor, q);
    const filters = filtersOf(q);
    const repo = this.db.repos.salesReport;
    const [{ monthly, enterprise, team, specialist, source }, funnel] = await Promise.all([
      repo.breakdowns(period, scope, filters),
      repo.funnel(period, scope, filters),
    ]);
    const kpis = salesKpis(monthly);
    return {
      period,
      scope: reportScopeDto(scope),
      generated_at: this.now().toISOString(),
      kpis: (Object.keys(SALES_KPIS) as (keyof typeof SALES_KPIS)[]).map((key) => ({ key, value: kpis[key] })),
      by_month: monthsOf(period.month_start, period.month_end).map((month) => ({
        month,
        ...salesFigures(monthly.filter((t) => t.month === month)),
      })),
      by_enterprise: salesBuckets(enterprise, BUCKET_LABELS.enterprise),
      by_team: salesBuckets(team, BUCKET_LABELS.team),
      by_specialist: salesBuckets(specialist, BUCKET_LABELS.specialist),
      by_source: salesBuckets(source, BUCKET_LABELS.source),
      funnel: funnelSteps(funnel),
    };
  }

  async rows(actor: Actor, q: SalesRowsQuery): Promise<SalesRowsResponse> {
    const { scope, period } = await this.context(actor, q);
    const page = { skip: q.skip, limit: q.limit };
    const { rows, total } = await this.db.repos.salesReport.rows(
      period,
      scope,
      filtersOf(q),
      { month: q.month, kind: q.kind, withoutTeam: q.without_team === "true" },
      page,
    );
    return {
      period,
      scope: reportScopeDto(scope),
      payload: rows.map((r) => ({
        _id: r.saleId,
        kind: r.kind,
        at: r.at.toISOString(),
        month: r.month,
        sold_at: r.soldAt.toISOString(),
        unit: { _id: r.unitId, name: r.unitNumber, tower_name: r.towerName },
        enterprise: { _id: r.enterpriseId, name: r.enterpriseName },
        lead: { _id: r.leadId, full_name: r.leadName },
        specialist: { _id: r.specialistId, full_name: r.specialistName },
        team: r.teamId ? { _id: r.teamId, name: r.teamName ?? "" } : null,
        source: r.source,
        value: r.value,
        status: r.status,
      })),
      pagination: { total, ...page },
    };
  }

  /** The report of the same filters as a file: what the screen shows, nothing more. */
  async export(
    actor: Actor,
    q: z.output<typeof salesExportQuery>,
  ): Promise<{ fileName: string; contentType: string; data: Buffer }> {
    const { format, ...query } = q;
    const r = await this.report(actor, query);
    const fileName = salesExportFileName(r.period, format);
    switch (format) {
      case "xlsx":
        return {
          fileName,
          contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          data: await renderSalesReportXlsx(r),
        };
      case "csv":
        return { fileName, contentType: "text/csv; charset=utf-8", data: renderSalesReportCsv(r) };
      case "pdf":
        return { fileName, contentType: "application/pdf", data: await renderSalesReportPdf(r) };
    }
  }
}
