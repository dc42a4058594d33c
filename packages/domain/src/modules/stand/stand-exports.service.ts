import { saoPauloDay } from "@portal/contracts/dates";
import {
  type SiteSurveyExportQuery,
  STAND_EXPORT_MAX_ROWS,
  type StandRegisterExportQuery,
  XLSX_CONTENT_TYPE,
} from "@portal/contracts/stand-register";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { createdAtWindow } from "../leads/lead-dates";
import { standExportTooLarge } from "./stand.errors";
import { scopedVisitFilter } from "./stand-queries.service";
import { renderRegisterXlsx, renderSiteSurveysXlsx } from "./stand-xlsx";

export interface StandExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The stand's XLSX exports (decision 050): the visitor register with the list's filters and scopes, and the service
 * reports (FAC) of a period ("site-surveys export"). Each is capped at STAND_EXPORT_MAX_ROWS rows: past it the
 * answer is a 400 that asks for a shorter period (counted first, so nothing is rendered in vain).
 */
export class StandExportsService {
  constructor(
    private readonly db: Database,
    private readonly maxRows = STAND_EXPORT_MAX_ROWS,
  ) {}

  async register(actor: AuthUser, q: StandRegisterExportQuery, now = new Date()): Promise<StandExportFile> {
    const filter = await scopedVisitFilter(this.db.repos, actor, q);
    const rows = filter
      ? await this.capped(this.db.repos.standVisits.count(filter), (max) =>
          this.db.repos.standVisits.listAll(filter, max),
        )
      : [];
    return {
      fileName: `registro-de-visitas-${saoPauloDay(now)}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      data: await renderRegisterXlsx(rows),
    };
  }

  /** Every report of the filter (the route lets in only those who read every report). */
  async siteSurveys(_actor: AuthUser, q: SiteSurveyExportQuery, now = new Date()): Promise<StandExportFile> {
    const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
    const filter = { enterpriseId: q.enterprise_id, specialistId: q.specialist_id, from, to };
    const rows = await this.capped(this.db.repos.serviceReports.count(filter), (max) =>
      this.db.repos.serviceReports.listForExport(filter, max),
    );
    return {
      fileName: `fichas-de-atendimento-${saoPauloDay(now)}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      data: await renderSiteSurveysXlsx(rows),
    };
  }

  private async capped<T>(count: Promise<number>, read: (max: number) => Promise<T[]>): Promise<T[]> {
    const total = await count;
    if (total > this.maxRows) throw standExportTooLarge(total, this.maxRows);
    return total === 0 ? [] : read(total);
  }
}
