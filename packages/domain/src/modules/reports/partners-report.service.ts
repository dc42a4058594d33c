import { saoPauloDay } from "@portal/contracts/dates";
import { resolvePeriod } from "@portal/contracts/reports/common";
import {
  ALL_PARTNERS_LABEL,
  type PartnerFigures,
  type PartnersExportQuery,
  type PartnersReportDto,
  type PartnersReportQuery,
  type PartnersRowsQuery,
  type PartnersRowsResponse,
  partnersExportFileName,
} from "@portal/contracts/reports/partners";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { PartnerFiguresRow, PartnerSubject } from "./partners-report.repository";
import { partnersReportSubtitle, partnersReportTitle, partnersTables } from "./partners-report-files";
import { reportScopeDto, resolveReportScope } from "./report-scope";
import { ratio } from "./sales-kpis";
import { type ExportFile, reportFile } from "./stock-commissions-files";

function figuresOf(r: PartnerFiguresRow): PartnerFigures {
  return {
    leads_brought: r.leads_brought,
    visits: r.visits,
    proposals: r.proposals,
    sales: r.sales,
    vgv: Number(r.vgv),
    commission: Number(r.commission),
    commission_pending: Number(r.commission_pending),
    commission_paid: Number(r.commission_paid),
    conversion: ratio(r.sales, r.leads_brought),
  };
}

const hasActivity = (f: PartnerFigures) =>
  Boolean(f.leads_brought || f.visits || f.proposals || f.sales || f.commission);

const byFigures = (
  a: { figures: PartnerFigures | null; name: string },
  b: { figures: PartnerFigures | null; name: string },
) =>
  (b.figures?.sales ?? 0) - (a.figures?.sales ?? 0) ||
  (b.figures?.vgv ?? 0) - (a.figures?.vgv ?? 0) ||
  (b.figures?.leads_brought ?? 0) - (a.figures?.leads_brought ?? 0) ||
  a.name.localeCompare(b.name, "pt-BR");

/**
 * The partners report (decision 071 "Partners report"): partner brokers grouped under their agencies. A
 * broker is listed when active or with figures in the period; an agency when it has a listed broker or figures.
 */
export class PartnersReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(actor: AuthUser, q: PartnersReportQuery): Promise<PartnersReportDto> {
    const now = this.now();
    const period = resolvePeriod(q, saoPauloDay(now).slice(0, 7));
    const scope = await resolveReportScope(this.db.repos.reportScope, actor);
    const rows = await this.db.repos.partnersReport.figures(period, scope, q);
    const total = rows.find((r) => r.kind === "TOTAL");
    const brokers = rows
      .filter((r) => r.kind === "BROKER" && r.id)
      .map((r) => ({ r, figures: figuresOf(r) }))
      .filter(({ r, figures }) => r.active || hasActivity(figures));
    const agencyRows = new Map(rows.filter((r) => r.kind === "AGENCY" && r.id).map((r) => [r.id as string, r]));
    const groupIds = new Set<string | null>([
      ...brokers.map(({ r }) => (r.agency_id && agencyRows.has(r.agency_id) ? r.agency_id : null)),
      ...[...agencyRows.values()].filter((r) => hasActivity(figuresOf(r))).map((r) => r.id as string),
    ]);
    const agencies = [...groupIds].map((agencyId) => {
      const agency = agencyId ? agencyRows.get(agencyId) : undefined;
      const figures = agency ? figuresOf(agency) : null;
      const members = brokers
        .filter(({ r }) => (r.agency_id && agencyRows.has(r.agency_id) ? r.agency_id : null) === agencyId)
        .map(({ r, figures: f }) => ({
          broker: { _id: r.id as string, full_name: r.full_name, active: r.active },
          figures: f,
          name: r.full_name,
        }))
        .sort(byFigures)
        .map(({ broker, figures: f }) => ({ broker, figures: f }));
      return {
        agency: agency ? { _id: agency.id as string, full_name: agency.full_name, active: agency.active } : null,
        figures,
        brokers: members,
        name: agency?.full_name ?? "",
      };
    });
    // Agencies by their figures; the brokers of no agency last.
    agencies.sort((a, b) => (a.agency ? 0 : 1) - (b.agency ? 0 : 1) || byFigures(a, b));
    return {
      period,
      scope: reportScopeDto(scope),
      generated_at: now.toISOString(),
      totals: total
        ? figuresOf(total)
        : figuresOf({
            leads_brought: 0,
            visits: 0,
            proposals: 0,
            sales: 0,
            vgv: 0n,
            commission: 0n,
            commission_pending: 0n,
            commission_paid: 0n,
          } as PartnerFiguresRow),
      agencies: agencies.map(({ agency, figures, brokers: b }) => ({ agency, figures, brokers: b })),
    };
  }

  /**
   * The leads or sales behind a number (decision 079): a broker's (broker_id), an agency's (partner_agency_id alone)
   * or every partner's, under the same period, scope and filters as the report.
   */
  async rows(actor: AuthUser, q: PartnersRowsQuery): Promise<PartnersRowsResponse> {
    const period = resolvePeriod(q, saoPauloDay(this.now()).slice(0, 7));
    const scope = await resolveReportScope(this.db.repos.reportScope, actor);
    const subject: PartnerSubject = q.broker_id
      ? { kind: "BROKER", id: q.broker_id }
      : q.partner_agency_id
        ? { kind: "AGENCY", id: q.partner_agency_id }
        : { kind: "TOTAL", id: null };
    const page = { skip: q.skip, limit: q.limit };
    const repo = this.db.repos.partnersReport;
    const [name, { rows, total }] = await Promise.all([
      repo.subjectName(subject),
      repo.rows(period, scope, q, subject, q.metric, page),
    ]);
    return {
      period,
      scope: reportScopeDto(scope),
      subject: { kind: subject.kind, _id: subject.id, full_name: subject.id ? (name ?? "") : ALL_PARTNERS_LABEL },
      payload: rows.map((r) => ({
        metric: q.metric,
        _id: r.id,
        at: r.at.toISOString(),
        lead: { _id: r.lead_id, full_name: r.lead_name },
        enterprise: r.enterprise_id ? { _id: r.enterprise_id, name: r.enterprise_name ?? "" } : null,
        partners: r.partners,
        unit: r.unit_id ? { _id: r.unit_id, name: r.unit_number ?? "", tower_name: r.tower_name ?? "" } : null,
        specialist: r.specialist_id ? { _id: r.specialist_id, full_name: r.specialist_name ?? "" } : null,
        value: r.value == null ? null : Number(r.value),
        commission: r.commission == null ? null : Number(r.commission),
      })),
      pagination: { total, ...page },
    };
  }

  /** The report of the same filters as a file: the screen's table, nothing more (decision 079). */
  async export(actor: AuthUser, q: PartnersExportQuery): Promise<ExportFile> {
    const { format, ...query } = q;
    const r = await this.report(actor, query);
    const file = await reportFile({
      name: "relatorio-parceiros",
      title: partnersReportTitle,
      subtitle: partnersReportSubtitle(r),
      format,
      tables: partnersTables(r),
      csvTable: "partners",
      day: saoPauloDay(new Date(r.generated_at)),
      pdfLayout: "landscape",
    });
    return { ...file, fileName: partnersExportFileName(r.period, format) };
  }
}
