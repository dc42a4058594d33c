import { COMMISSION_PARTY_LABELS, COMMISSION_STATUS_LABELS } from "@portal/contracts/commission";
import { formatDateTime, saoPauloDay } from "@portal/contracts/dates";
import { COMMISSION_STATUSES } from "@portal/contracts/inventory-enums";
import {
  COMMISSIONS_BY_SALE_LIMIT,
  type CommissionAmounts,
  type CommissionRowDto,
  type CommissionRowsQuery,
  type CommissionsExportQuery,
  type CommissionsReportDto,
  type CommissionsReportQuery,
  NO_BENEFICIARY_LABEL,
} from "@portal/contracts/reports/commissions";
import { formatMonth, monthsOf, resolvePeriod } from "@portal/contracts/reports/common";
import { COMMISSION_KPIS } from "@portal/contracts/reports/kpis";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { CommissionFilters, StatusAmounts } from "./commissions.repository";
import { commissionTables } from "./commissions-report-files";
import { type ReportScope, reportScopeDto, resolveReportScope } from "./report-scope";
import { type ExportFile, reportFile } from "./stock-commissions-files";
import { spMonthOf } from "./stock-report.service";

const ZERO: StatusAmounts = { FORECAST: 0, RELEASED: 0, PAID: 0, CANCELLED: 0 };

/** Amounts per status plus `total`: what is or will be owed (every status but CANCELLED). */
export const withTotal = (a: StatusAmounts): CommissionAmounts => ({ ...a, total: a.FORECAST + a.RELEASED + a.PAID });

const filtersOf = (q: CommissionFilters): CommissionFilters => ({
  enterprise_id: q.enterprise_id,
  status: q.status,
  role: q.role,
  beneficiary_id: q.beneficiary_id,
  sale_id: q.sale_id,
});

/** The commissions report (decision 072) and the commission rows behind its numbers. */
export class CommissionsReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private scope(actor: AuthUser): Promise<ReportScope> {
    return resolveReportScope(this.db.repos.reportScope, actor);
  }

  async report(actor: AuthUser, q: CommissionsReportQuery): Promise<CommissionsReportDto> {
    const now = this.clock();
    const dueMonth = spMonthOf(now);
    const scope = await this.scope(actor);
    const period = resolvePeriod(q, dueMonth);
    const f = filtersOf(q);
    const repo = this.db.repos.commissionsReport;
    const [{ statuses, months, beneficiaries }, sales, due] = await Promise.all([
      repo.breakdowns(scope, period, f),
      repo.bySale(scope, period, f, COMMISSIONS_BY_SALE_LIMIT),
      repo.totals(scope, { kind: "due", dueMonth }, f),
    ]);
    const amountOf = (status: (typeof COMMISSION_STATUSES)[number]) =>
      statuses.find((s) => s.status === status)?.amount ?? 0;
    const kpi = (key: keyof typeof COMMISSION_KPIS, value: number) => ({ key: COMMISSION_KPIS[key].key, value });
    const byMonth = new Map(months.map((m) => [m.month, m.amounts]));
    return {
      period,
      scope: reportScopeDto(scope),
      generated_at: now.toISOString(),
      kpis: [
        kpi("commission_forecast", amountOf("FORECAST")),
        kpi("commission_released", amountOf("RELEASED")),
        kpi("commission_paid", amountOf("PAID")),
        kpi("commission_canceled", amountOf("CANCELLED")),
        kpi("commission_due_month", due.amounts.RELEASED),
      ],
      by_status: COMMISSION_STATUSES.map((status) => ({
        status,
        label: COMMISSION_STATUS_LABELS[status],
        commissions: statuses.find((s) => s.status === status)?.count ?? 0,
        amount: amountOf(status),
      })),
      by_month: monthsOf(period.month_start, period.month_end).map((month) => ({
        month,
        amounts: withTotal(byMonth.get(month) ?? ZERO),
      })),
      by_beneficiary: beneficiaries.map((b) => ({
        role: b.role,
        role_label: COMMISSION_PARTY_LABELS[b.role],
        beneficiary_id: b.beneficiaryId,
        beneficiary_name: b.beneficiaryName ?? NO_BENEFICIARY_LABEL,
        commissions: b.count,
        amounts: withTotal(b.amounts),
      })),
      by_sale: sales.rows.map((s) => ({
        sale_id: s.saleId,
        sold_at: s.soldAt.toISOString(),
        enterprise_name: s.enterpriseName,
        unit_label: s.unitLabel,
        lead_name: s.leadName,
        sale_price: s.salePrice,
        commissions: s.count,
        amounts: withTotal(s.amounts),
      })),
      by_sale_total: sales.total,
      due_month: dueMonth,
    };
  }

  async rows(actor: AuthUser, q: CommissionRowsQuery) {
    const now = this.clock();
    const scope = await this.scope(actor);
    const selection =
      q.due === "true"
        ? ({ kind: "due", dueMonth: spMonthOf(now) } as const)
        : ({ kind: "period", period: resolvePeriod(q, spMonthOf(now)) } as const);
    const page = await this.db.repos.commissionsReport.rows(scope, selection, filtersOf(q), {
      skip: q.skip,
      limit: q.limit,
    });
    const payload: CommissionRowDto[] = page.rows.map((c) => ({
      _id: c.id,
      sale_id: c.saleId,
      sold_at: c.soldAt.toISOString(),
      enterprise_name: c.enterpriseName,
      unit_label: c.unitLabel,
      lead_name: c.leadName,
      role: c.role,
      role_label: COMMISSION_PARTY_LABELS[c.role],
      beneficiary_id: c.beneficiaryId,
      beneficiary_name: c.beneficiaryName ?? NO_BENEFICIARY_LABEL,
      percentage: c.percentage,
      amount: c.amount,
      status: c.status,
      status_label: COMMISSION_STATUS_LABELS[c.status],
      released_at: c.releasedAt?.toISOString() ?? null,
      paid_at: c.paidAt?.toISOString() ?? null,
      canceled_at: c.canceledAt?.toISOString() ?? null,
    }));
    return { payload, pagination: { total: page.total, skip: q.skip, limit: q.limit } };
  }

  /** The report's tables for the same filters as a file (decision 072). */
  async export(actor: AuthUser, q: CommissionsExportQuery): Promise<ExportFile> {
    const r = await this.report(actor, q);
    return reportFile({
      name: "relatorio-comissoes",
      title: "Relatório de comissões",
      subtitle: `${formatMonth(r.period.month_start)} a ${formatMonth(r.period.month_end)} · ${r.scope.label} · gerado em ${formatDateTime(r.generated_at)}`,
      format: q.format,
      tables: commissionTables(r),
      csvTable: q.table ?? "beneficiaries",
      day: saoPauloDay(new Date(r.generated_at)),
    });
  }
}
