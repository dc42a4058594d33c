import { saoPauloDay } from "@portal/contracts/dates";
import { resolvePeriod } from "@portal/contracts/reports/common";
import type { PartnerFigures, PartnersReportDto, PartnersReportQuery } from "@portal/contracts/reports/partners";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { PartnerFiguresRow } from "./partners-report.repository";
import { reportScopeDto, resolveReportScope } from "./report-scope";

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

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
}
