import { saoPauloDay } from "@portal/contracts/dates";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "@portal/contracts/lead-enums";
import { addMonths, type ReportPeriod } from "@portal/contracts/reports/common";
import {
  STATISTICS_OFFERS_LIMIT,
  STATISTICS_SALES_KPIS,
  STATISTICS_SOURCE_MONTHS,
  STATISTICS_STOCK_KPIS,
  type StatisticsResponse,
  statisticsViewOf,
} from "@portal/contracts/statistics";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { type ReportScope, reportScopeDto, resolveReportScope } from "../reports/report-scope";
import { salesKpis } from "../reports/sales-kpis";
import { stockHeadline } from "../reports/stock-report.service";
import type { PendingOfferRow } from "./statistics.repository";

type Actor = Pick<AuthUser, "id" | "roles">;
const monthPeriod = (month: string): ReportPeriod => ({ month_start: month, month_end: month });

const offerDto = (o: PendingOfferRow) => ({
  _id: o.id,
  lead_id: o.leadId,
  lead_name: o.leadName,
  roulette_id: o.rouletteId,
  roulette_name: o.rouletteName,
  agent_id: o.agentId,
  agent_name: o.agentName,
  offered_at: o.offeredAt.toISOString(),
  deadline: o.deadline.toISOString(),
  paused: o.paused,
});

/**
 * GET /statistics (decision 076): the home dashboard of the caller's view. "What sold" is the sale events' count
 * (decision 071) through salesKpis, with the reports' scope: the admin's VGV of a month is the sales report's.
 */
export class StatisticsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async forUser(actor: Actor): Promise<StatisticsResponse> {
    const today = saoPauloDay(this.now());
    const month = today.slice(0, 7);
    const notifications_unread = await this.db.repos.notifications.count({ receiverId: actor.id, readed: false });
    const view = statisticsViewOf(actor.roles);
    if (view === "SPECIALIST") return { view, month, notifications_unread, ...(await this.specialist(actor, today)) };
    if (view === "COORDINATOR" || view === "ADMIN") {
      const scope = await resolveReportScope(this.db.repos.reportScope, actor);
      const previous_month = addMonths(month, -1);
      if (view === "ADMIN") {
        // Independent reads, in parallel: the answer waits for the slowest, not for their sum.
        const [sales, stock, leads_by_source] = await Promise.all([
          this.salesOf(scope, month, previous_month),
          stockHeadline(this.db, scope, month),
          this.leadsBySource(month),
        ]);
        return {
          view,
          month,
          previous_month,
          notifications_unread,
          scope: reportScopeDto(scope),
          sales,
          stock: STATISTICS_STOCK_KPIS.map((key) => ({ key, value: stock[key] })),
          leads_by_source,
        };
      }
      const sales = await this.salesOf(scope, month, previous_month);
      const common = { month, previous_month, notifications_unread, scope: reportScopeDto(scope), sales };
      return { view, ...common, ...(await this.coordinator(scope, month)) };
    }
    return { view: "STAFF", month, notifications_unread };
  }

  private async salesOf(scope: ReportScope, month: string, previous: string) {
    const kpis = async (m: string) => {
      const values = salesKpis(await this.db.repos.saleEvents.monthlyTotals(monthPeriod(m), scope));
      return STATISTICS_SALES_KPIS.map((key) => ({ key, value: values[key] }));
    };
    const [current, before] = await Promise.all([kpis(month), kpis(previous)]);
    return { current, previous: before };
  }

  private async specialist(actor: Actor, today: string) {
    const repo = this.db.repos.statistics;
    const month = today.slice(0, 7);
    const byStatus = new Map((await repo.walletByStatus(actor.id)).map((r) => [r.status, r.count]));
    const wallet = LEAD_STATUSES.filter((s) => (byStatus.get(s) ?? 0) > 0).map((status: LeadStatus) => ({
      status,
      label: LEAD_STATUS_LABELS[status],
      count: byStatus.get(status) ?? 0,
    }));
    const offers = (await repo.pendingOffers([actor.id], STATISTICS_OFFERS_LIMIT)).map(offerDto);
    const agenda = (await repo.agendaOfDay(actor.id, today)).map((s) => ({
      _id: s.id,
      lead_id: s.leadId,
      lead_name: s.leadName,
      type: s.type as never,
      status: s.status as never,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      enterprise_name: s.enterpriseName,
    }));
    const leadsReceived = await repo.leadsReceived(actor.id, monthPeriod(month));
    const sold = salesKpis(
      await this.db.repos.saleEvents.monthlyTotals(monthPeriod(month), { kind: "ALL" }, { specialist_id: actor.id }),
    );
    const sales = sold.sales_gross ?? 0;
    return {
      wallet,
      wallet_total: wallet.reduce((sum, w) => sum + w.count, 0),
      offers,
      agenda,
      today,
      conversion: { leads_received: leadsReceived, sales, rate: leadsReceived === 0 ? null : sales / leadsReceived },
    };
  }

  private async coordinator(scope: ReportScope, month: string) {
    const repo = this.db.repos.statistics;
    const peopleIds = scope.kind === "TEAMS" ? scope.peopleIds : [];
    const f = await repo.funnel(monthPeriod(month), scope);
    const funnel = [
      { key: "funnel_leads", value: f.leads },
      { key: "funnel_attended", value: f.attended },
      { key: "funnel_visited", value: f.visited },
      { key: "funnel_proposal", value: f.proposal },
      { key: "funnel_sale", value: f.sale },
    ];
    const offers = (await repo.pendingOffers(peopleIds, STATISTICS_OFFERS_LIMIT)).map(offerDto);
    const rank = (p: { availabilityStatus: string; standEnterpriseId: string | null }) =>
      p.standEnterpriseId ? 0 : p.availabilityStatus === "OFFLINE" ? 2 : 1;
    const people = (await repo.people(peopleIds))
      .sort((a, b) => rank(a) - rank(b))
      .map((p) => ({
        _id: p.id,
        full_name: p.fullName,
        availability_status: p.availabilityStatus as never,
        stand:
          p.standEnterpriseId && p.standEnterpriseName
            ? { enterprise_id: p.standEnterpriseId, enterprise_name: p.standEnterpriseName }
            : null,
      }));
    return { funnel, offers, people };
  }

  private async leadsBySource(month: string) {
    const start = addMonths(month, -(STATISTICS_SOURCE_MONTHS - 1));
    const rows = await this.db.repos.statistics.leadsBySource({ month_start: start, month_end: month });
    const months = Array.from({ length: STATISTICS_SOURCE_MONTHS }, (_, i) => addMonths(start, i));
    return { months, rows: rows.map((r) => ({ month: r.month, source: r.source as never, count: r.count })) };
  }
}
