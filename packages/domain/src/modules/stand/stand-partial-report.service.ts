import { saoPauloDay } from "@portal/contracts/dates";
import { FIELD_MSG } from "@portal/contracts/messages";
import { canManageStandQueue, hasRole } from "@portal/contracts/policy";
import type { MarketingOrigin, StandVisitStatus } from "@portal/contracts/stand";
import {
  isoDayToEightDigits,
  partialReportFileName,
  type StandPartialReportDto,
  type StandPartialReportQuery,
} from "@portal/contracts/stand-partial-report";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { parseEightDigitDay } from "../leads/lead-dates";
import {
  standForbidden,
  standNotFound,
  standNotYours,
  standPartialReportNoStand,
  standPartialReportNotYourStand,
} from "./stand.errors";
import { receptionStandOf } from "./stand-access";
import { renderPartialReportPdf, renderPartialReportXlsx } from "./stand-partial-report-files";
import { standScopeOf } from "./stand-scope";

const round = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Math.round(Number(v));

export interface PartialReportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The stand's partial report (relatório parcial, decision 049): one stand, one São Paulo day. The receptionist reads
 * the stand they checked in at; coordinators and admins any stand (enterprise_id). The database adds the figures up.
 */
export class StandPartialReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(actor: AuthUser, q: StandPartialReportQuery): Promise<StandPartialReportDto> {
    const enterpriseId = await this.standOf(actor, q.enterprise_id);
    const name = await this.db.repos.standPartialReport.standName(enterpriseId);
    if (name === null) throw standNotFound();
    const date = q.date ?? isoDayToEightDigits(saoPauloDay(this.now()));
    const day = parseEightDigitDay(date, "date");
    if (!day) throw fieldError("date", FIELD_MSG.eightDigitDate);
    const f = await this.db.repos.standPartialReport.figures(enterpriseId, day.start, day.end);
    const t = f.totals;
    const hours = new Map(f.byHour.map((h) => [h.hour, h.visits]));
    return {
      enterprise: { _id: enterpriseId, name },
      date,
      generated_at: this.now().toISOString(),
      totals: {
        visits: t.visits,
        finished: t.finished,
        in_attendance: t.in_attendance,
        waiting: t.waiting,
        assigned: t.assigned,
        canceled: t.canceled,
        third_party: t.third_party,
        new_leads: t.new_leads,
        returning: t.returning,
        without_report: t.without_report,
      },
      by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, visits: hours.get(hour) ?? 0 })),
      by_specialist: f.bySpecialist.map((s) => ({
        specialist: { _id: s.id, full_name: s.full_name },
        visits: s.visits,
        finished: s.finished,
        canceled: s.canceled,
        average_attendance_seconds: round(s.attend_avg),
        without_report: s.without_report,
      })),
      by_source: f.bySource.map((s) => ({ how_know: s.how_know as MarketingOrigin | null, visits: s.visits })),
      waiting_time: {
        visits: t.wait_n,
        average_seconds: round(t.wait_avg),
        median_seconds: round(t.wait_median),
        max_seconds: round(t.wait_max),
      },
      attendance_duration: {
        visits: t.attend_n,
        average_seconds: round(t.attend_avg),
        median_seconds: round(t.attend_median),
      },
      without_report: f.withoutReport.map((v) => ({
        _id: v.id,
        visitor_name: v.visitor_name,
        specialist: v.specialist_id ? { _id: v.specialist_id, full_name: v.specialist_name ?? "" } : null,
        arrived_at: new Date(v.arrived_at).toISOString(),
        status: v.status as StandVisitStatus,
      })),
    };
  }

  async pdf(actor: AuthUser, q: StandPartialReportQuery): Promise<PartialReportFile> {
    const report = await this.report(actor, q);
    return {
      fileName: partialReportFileName(report.enterprise.name, report.date, "pdf"),
      contentType: "application/pdf",
      data: await renderPartialReportPdf(report),
    };
  }

  async xlsx(actor: AuthUser, q: StandPartialReportQuery): Promise<PartialReportFile> {
    const report = await this.report(actor, q);
    return {
      fileName: partialReportFileName(report.enterprise.name, report.date, "xlsx"),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      data: await renderPartialReportXlsx(report),
    };
  }

  /** Which stand: the receptionist's own (another one is refused), any one for coordinators and admins. */
  private async standOf(actor: AuthUser, requested: string | undefined): Promise<string> {
    // Not standVisitScope: MARKETING's "all" is the register's (decision 050), so a receptionist who also has
    // MARKETING still gets only their own stand's partial report.
    if (canManageStandQueue(actor.roles)) {
      if (!requested) throw fieldError("enterprise_id", FIELD_MSG.required);
      // The stand scope (decision 061): a booth coordinator reads the stands of their sales teams.
      const scope = await standScopeOf(this.db.repos, actor);
      if (!scope.every && !scope.coordinated.has(requested)) {
        throw (await this.db.repos.stands.find(requested)) ? standNotYours() : standNotFound();
      }
      return requested;
    }
    if (!hasRole(actor.roles, ["RECEPCIONIST"], { excludeMaster: true })) throw standForbidden();
    const own = await receptionStandOf(this.db.repos, actor.id);
    if (!own) throw standPartialReportNoStand();
    if (requested && requested !== own) throw standPartialReportNotYourStand();
    return own;
  }
}
