import { saoPauloDay } from "@portal/contracts/dates";
import { movementReasonLabel } from "@portal/contracts/leads-history";
import { resolvePeriod } from "@portal/contracts/reports/common";
import {
  type SpecialistFigures,
  type SpecialistRowMetric,
  type SpecialistsReportDto,
  type SpecialistsReportQuery,
  type SpecialistsRowsQuery,
  type SpecialistsRowsResponse,
  specialistsExportFileName,
  type specialistsExportQuery,
} from "@portal/contracts/reports/specialists";
import { PROPOSAL_STATUS_LABELS } from "@portal/contracts/sale-state";
import { SCHEDULE_STATUS_LABELS } from "@portal/contracts/schedules";
import type { z } from "zod";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { reportScopeDto, resolveReportScope } from "./report-scope";
import { ratio } from "./sales-kpis";
import type { SpecialistFiguresRow, SpecialistRecordRow } from "./specialists-report.repository";
import {
  renderSpecialistsReportCsv,
  renderSpecialistsReportPdf,
  renderSpecialistsReportXlsx,
} from "./specialists-report-files";

const minutes = (seconds: number | null) => (seconds == null ? null : Math.round((seconds / 60) * 10) / 10);

function figuresOf(r: Omit<SpecialistFiguresRow, "id" | "full_name" | "active">): SpecialistFigures {
  const vgv = Number(r.vgv);
  return {
    leads_received: r.received,
    received_roulette: r.received_roulette,
    received_stand: r.received_stand,
    received_manual: r.received - r.received_roulette - r.received_stand,
    offers_accepted: r.offers_accepted,
    offers_expired: r.offers_expired,
    median_accept_minutes: minutes(r.median_accept_seconds),
    attendances: r.attendances,
    stand_visits_served: r.stand_visits_served,
    appointments_done: r.appointments_done,
    appointments_no_show: r.appointments_no_show,
    proposals: r.proposals,
    sales: r.sales,
    vgv,
    conversion: ratio(r.sales, r.received),
    movements_out: r.movements_out,
  };
}

const COUNTED = [
  "received",
  "received_roulette",
  "received_stand",
  "offers_accepted",
  "offers_expired",
  "attendances",
  "stand_visits_served",
  "appointments_done",
  "appointments_no_show",
  "proposals",
  "sales",
  "movements_out",
] as const;

const filtersOf = (q: SpecialistsReportQuery) => ({
  enterprise_id: q.enterprise_id,
  sales_team_id: q.sales_team_id,
  specialist_id: q.specialist_id,
});

/** What a record says in words, by the figure it counts for. */
function detailOf(metric: SpecialistRowMetric, r: SpecialistRecordRow): string {
  const code = r.code ?? "";
  switch (metric) {
    case "leads_received":
    case "received_roulette":
    case "received_stand":
    case "received_manual":
    case "movements_out":
      return movementReasonLabel(code);
    case "offers_accepted":
      return "Oferta aceita";
    case "offers_expired":
      return "Oferta expirada";
    case "attendances":
      return "Atendimento iniciado";
    case "stand_visits_served":
      return "Visita atendida no plantão";
    case "appointments_done":
    case "appointments_no_show":
      return (SCHEDULE_STATUS_LABELS as Record<string, string>)[code] ?? code;
    case "proposals":
      return (PROPOSAL_STATUS_LABELS as Record<string, string>)[code] ?? code;
    case "sales":
      return "Venda";
  }
}

/** The specialists report (decision 071): figures per specialist in the caller's scope. */
export class SpecialistsReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(actor: AuthUser, q: SpecialistsReportQuery): Promise<SpecialistsReportDto> {
    const now = this.now();
    const period = resolvePeriod(q, saoPauloDay(now).slice(0, 7));
    const scope = await resolveReportScope(this.db.repos.reportScope, actor);
    const { rows, medianAcceptSeconds } = await this.db.repos.specialistsReport.figures(period, scope, filtersOf(q));
    const sum = Object.fromEntries(COUNTED.map((k) => [k, rows.reduce((acc, r) => acc + r[k], 0)])) as Record<
      (typeof COUNTED)[number],
      number
    >;
    const totals = figuresOf({
      ...sum,
      median_accept_seconds: medianAcceptSeconds,
      vgv: rows.reduce((acc, r) => acc + BigInt(r.vgv), 0n),
    });
    return {
      period,
      scope: reportScopeDto(scope),
      generated_at: now.toISOString(),
      totals,
      rows: rows
        .map((r) => ({ specialist: { _id: r.id, full_name: r.full_name, active: r.active }, figures: figuresOf(r) }))
        .sort(
          (a, b) =>
            (b.figures.sales ?? 0) - (a.figures.sales ?? 0) ||
            (b.figures.vgv ?? 0) - (a.figures.vgv ?? 0) ||
            (b.figures.leads_received ?? 0) - (a.figures.leads_received ?? 0) ||
            a.specialist.full_name.localeCompare(b.specialist.full_name, "pt-BR"),
        ),
    };
  }

  /** The records behind one figure (decision 078): the same filters, the same conditions, newest first. */
  async rows(actor: AuthUser, q: SpecialistsRowsQuery): Promise<SpecialistsRowsResponse> {
    const period = resolvePeriod(q, saoPauloDay(this.now()).slice(0, 7));
    const scope = await resolveReportScope(this.db.repos.reportScope, actor);
    const page = { skip: q.skip, limit: q.limit };
    const { rows, total } = await this.db.repos.specialistsReport.rows(period, scope, filtersOf(q), q.metric, page);
    return {
      period,
      scope: reportScopeDto(scope),
      payload: rows.map((r) => ({
        _id: r.id,
        metric: q.metric,
        at: r.at.toISOString(),
        lead: r.leadId ? { _id: r.leadId, full_name: r.leadName ?? "" } : null,
        specialist: { _id: r.specialistId, full_name: r.specialistName },
        enterprise: r.enterpriseId ? { _id: r.enterpriseId, name: r.enterpriseName ?? "" } : null,
        counterpart: r.counterpartId ? { _id: r.counterpartId, full_name: r.counterpartName ?? "" } : null,
        detail: detailOf(q.metric, r),
        minutes: minutes(r.seconds),
        value: r.value == null ? null : Number(r.value),
      })),
      pagination: { total, ...page },
    };
  }

  /** The report of the same filters as a file: the screen's table and totals, nothing more. */
  async export(
    actor: AuthUser,
    q: z.output<typeof specialistsExportQuery>,
  ): Promise<{ fileName: string; contentType: string; data: Buffer }> {
    const { format, ...query } = q;
    const r = await this.report(actor, query);
    const fileName = specialistsExportFileName(r.period, format);
    switch (format) {
      case "xlsx":
        return {
          fileName,
          contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          data: await renderSpecialistsReportXlsx(r),
        };
      case "csv":
        return { fileName, contentType: "text/csv; charset=utf-8", data: renderSpecialistsReportCsv(r) };
      case "pdf":
        return { fileName, contentType: "application/pdf", data: await renderSpecialistsReportPdf(r) };
    }
  }
}
