import { standVisitScope } from "@portal/contracts/policy";
import type {
  ServiceReportListQuery,
  StandVisitListQuery,
  StandVisitStatus,
  ThirdPartyVisitListQuery,
} from "@portal/contracts/stand";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { findVisibleLead } from "../leads/lead-access";
import { createdAtWindow } from "../leads/lead-dates";
import { serviceReportNotFound, thirdPartyVisitNotFound } from "./stand.errors";
import { findVisibleVisit, inScope, narrow, visitScopeOf } from "./stand-access";
import type { ServiceReportRow, StandLogRow, StandVisitRow, ThirdPartyVisitRow } from "./stand-rows";
import type { StandVisitFilter } from "./stand-visits.repository";

export interface Page<T> {
  rows: T[];
  total: number;
  skip: number;
  limit: number;
}

/**
 * The register's filter (GET /stand-visits and its export) narrowed to what the caller may see; null: nothing.
 * Dates are São Paulo days of arrived_at (8 digits, spec 5).
 */
export async function scopedVisitFilter(
  repos: Repositories,
  actor: AuthUser,
  q: Omit<StandVisitListQuery, "skip" | "limit">,
): Promise<StandVisitFilter | null> {
  const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
  return narrow(await visitScopeOf(repos, actor), {
    enterpriseId: q.enterprise_id,
    specialistId: q.specialist_id,
    leadId: q.lead_id,
    statuses: q.status as StandVisitStatus[] | undefined,
    from,
    to,
    search: q.search,
    hasReport: q.has_report,
  } satisfies StandVisitFilter);
}

const empty = <T>(skip: number, limit: number): Page<T> => ({ rows: [], total: 0, skip, limit });

/**
 * The read side of the stand: visits (with scopes: coordinators and admins every visit, the receptionist their
 * stand's, the specialist their own), a visit's decision log, third-party visits and service reports.
 */
export class StandQueriesService {
  constructor(private readonly db: Database) {}

  /** GET /stand-visits. */
  async visits(actor: AuthUser, q: StandVisitListQuery): Promise<Page<StandVisitRow>> {
    const filter = await scopedVisitFilter(this.db.repos, actor, q);
    if (!filter) return empty(q.skip, q.limit);
    return { ...(await this.db.repos.standVisits.list(filter, q)), skip: q.skip, limit: q.limit };
  }

  /** GET /stand-visits/{id}. */
  async visit(actor: AuthUser, id: string): Promise<StandVisitRow> {
    await findVisibleVisit(this.db.repos, actor, id);
    return (await this.db.repos.standVisits.findRow(id)) as StandVisitRow;
  }

  /** GET /stand-visits/specialists: who the caller's visits went to (the register's filter options). */
  async registerSpecialists(actor: AuthUser): Promise<{ id: string; fullName: string }[]> {
    const scope = await visitScopeOf(this.db.repos, actor);
    return scope ? this.db.repos.standVisits.specialistsOf(scope) : [];
  }

  /** GET /stand-visits/{id}/service-report: the visit's report, for whoever may see the visit (the register). */
  async visitReport(actor: AuthUser, id: string): Promise<ServiceReportRow> {
    await findVisibleVisit(this.db.repos, actor, id);
    const report = await this.db.repos.serviceReports.findRowByVisit(id);
    if (!report) throw serviceReportNotFound();
    return report;
  }

  /** GET /stand-visits/{id}/logs: why the visit went to whom, oldest first. */
  async logs(actor: AuthUser, id: string): Promise<StandLogRow[]> {
    await findVisibleVisit(this.db.repos, actor, id);
    return this.db.repos.standLogs.ofVisit(id);
  }

  /** GET /leads/lead-booth-visits/{leadId}: every stand visit of a lead the caller may see. */
  async visitsOfLead(
    actor: AuthUser,
    leadId: string,
    q: { status?: StandVisitStatus[]; skip: number; limit: number },
  ): Promise<Page<StandVisitRow>> {
    await findVisibleLead(this.db.repos, actor, leadId);
    const page = await this.db.repos.standVisits.list({ leadId, statuses: q.status }, q);
    return { ...page, skip: q.skip, limit: q.limit };
  }

  /** GET /leads/booth-attendances/attendant/{id}: the visits routed to one specialist (route: managers or self). */
  async visitsOfAttendant(
    userId: string,
    q: { status?: StandVisitStatus[]; skip: number; limit: number },
  ): Promise<Page<StandVisitRow>> {
    const page = await this.db.repos.standVisits.list({ specialistId: userId, statuses: q.status }, q);
    return { ...page, skip: q.skip, limit: q.limit };
  }

  /** GET /third-party-visits (same scopes as the visits). */
  async thirdPartyVisits(actor: AuthUser, q: ThirdPartyVisitListQuery): Promise<Page<ThirdPartyVisitRow>> {
    const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
    const filter = narrow(await visitScopeOf(this.db.repos, actor), {
      enterpriseId: q.enterprise_id,
      from,
      to,
      search: q.search,
    });
    if (!filter) return empty(q.skip, q.limit);
    return { ...(await this.db.repos.thirdPartyVisits.list(filter, q)), skip: q.skip, limit: q.limit };
  }

  /** GET /third-party-visits/{id}. */
  async thirdPartyVisit(actor: AuthUser, id: string): Promise<ThirdPartyVisitRow> {
    const row = await this.db.repos.thirdPartyVisits.findRow(id);
    if (!row || !inScope(await visitScopeOf(this.db.repos, actor), row)) throw thirdPartyVisitNotFound();
    return row;
  }

  /** GET /service-reports: coordinators and admins every report; the booth specialist their own. */
  async reports(actor: AuthUser, q: ServiceReportListQuery): Promise<Page<ServiceReportRow>> {
    const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
    const own = standVisitScope(actor.roles) !== "all";
    if (own && q.specialist_id && q.specialist_id !== actor.id) return empty(q.skip, q.limit);
    const page = await this.db.repos.serviceReports.list(
      {
        enterpriseId: q.enterprise_id,
        specialistId: own ? actor.id : q.specialist_id,
        leadId: q.lead_id,
        interestLevels: q.interest_level,
        from,
        to,
      },
      q,
    );
    return { ...page, skip: q.skip, limit: q.limit };
  }

  /** GET /service-reports/{id}. */
  async report(actor: AuthUser, id: string): Promise<ServiceReportRow> {
    const row = await this.db.repos.serviceReports.findRow(id);
    const own = standVisitScope(actor.roles) !== "all";
    if (!row || (own && row.specialistId !== actor.id)) throw serviceReportNotFound();
    return row;
  }

  /** GET /service-reports/lead/{leadId}: the reports of a lead the caller may see (its owner included). */
  async reportsOfLead(actor: AuthUser, leadId: string, q: { skip: number; limit: number }) {
    await findVisibleLead(this.db.repos, actor, leadId);
    const page = await this.db.repos.serviceReports.list({ leadId }, q);
    return { ...page, skip: q.skip, limit: q.limit };
  }
}
