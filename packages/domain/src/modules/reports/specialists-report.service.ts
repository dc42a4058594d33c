import { saoPauloDay } from "@portal/contracts/dates";
import { resolvePeriod } from "@portal/contracts/reports/common";
import type {
  SpecialistFigures,
  SpecialistsReportDto,
  SpecialistsReportQuery,
} from "@portal/contracts/reports/specialists";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { reportScopeDto, resolveReportScope } from "./report-scope";
import type { SpecialistFiguresRow } from "./specialists-report.repository";

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
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
    const { rows, medianAcceptSeconds } = await this.db.repos.specialistsReport.figures(period, scope, q);
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
}
