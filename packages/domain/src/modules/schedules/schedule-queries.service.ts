import { type ScheduleCountQuery, type ScheduleListQuery, saoPauloDayStart } from "@portal/contracts/schedules";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { standOpeningHours } from "../stand/index";
import { scheduleEnterpriseNotFound } from "./schedules.errors";
import { findVisibleSchedule, scheduleScopeOf } from "./schedules-access";
import type { ScheduleCellRecord, ScheduleFilter, ScheduleRecord, ScheduleScope } from "./schedules-rows";

export interface Page<T> {
  rows: T[];
  total: number;
  skip: number;
  limit: number;
}

type Actor = Pick<AuthUser, "id" | "roles">;

/** The scope's own specialists, narrowed by the caller's `specialist_ids` (ids outside the scope read nothing). */
function narrowSpecialists(scope: NonNullable<ScheduleScope>, ids: string[] | undefined): string[] | undefined {
  if (!ids?.length) return undefined;
  if (scope.kind !== "specialists") return ids;
  const allowed = new Set(scope.ids);
  return ids.filter((id) => allowed.has(id));
}

/** Reads of the agenda (decision 053): the calendar windows, the lead's appointments, counts per day, whose agendas. */
export class ScheduleQueriesService {
  constructor(private readonly db: Database) {}

  async list(actor: Actor, q: ScheduleListQuery): Promise<Page<ScheduleRecord>> {
    return this.read(actor, q, (scope, f, page) => this.db.repos.schedules.list(scope, f, page));
  }

  /** The calendar's cells (decision 058): the same scope and filters as `list`, a cell per appointment. */
  async calendar(actor: Actor, q: ScheduleListQuery): Promise<Page<ScheduleCellRecord>> {
    return this.read(actor, q, (scope, f, page) => this.db.repos.schedules.cells(scope, f, page));
  }

  private async read<T>(
    actor: Actor,
    q: ScheduleListQuery,
    fetch: (
      scope: NonNullable<ScheduleScope>,
      f: ScheduleFilter,
      page: { skip: number; limit: number },
    ) => Promise<{ rows: T[]; total: number }>,
  ): Promise<Page<T>> {
    const empty = { rows: [], total: 0, skip: q.skip, limit: q.limit };
    const scope = await scheduleScopeOf(this.db.repos, actor);
    if (!scope) return empty;
    const specialistIds = narrowSpecialists(scope, q.specialist_ids);
    if (specialistIds && specialistIds.length === 0) return empty;
    const { rows, total } = await fetch(
      scope,
      {
        from: q.starts_at ? new Date(q.starts_at) : undefined,
        to: q.ends_at ? new Date(q.ends_at) : undefined,
        specialistIds,
        leadId: q.lead_id,
        enterpriseId: q.enterprise_id,
        type: q.type,
        statuses: q.status,
      },
      { skip: q.skip, limit: q.limit },
    );
    return { rows, total, skip: q.skip, limit: q.limit };
  }

  async get(actor: Actor, id: string): Promise<ScheduleRecord> {
    return (await findVisibleSchedule(this.db.repos, actor, id)).schedule;
  }

  /** Appointments per São Paulo day from starts_date to ends_date (both included), cancelled ones aside. */
  async countByDate(actor: Actor, q: ScheduleCountQuery): Promise<{ date: string; count: number }[]> {
    const scope = await scheduleScopeOf(this.db.repos, actor);
    if (!scope) return [];
    const specialistIds = narrowSpecialists(scope, q.specialist_ids);
    if (specialistIds && specialistIds.length === 0) return [];
    const from = saoPauloDayStart(q.starts_date);
    const to = new Date(saoPauloDayStart(q.ends_date).getTime() + 86_400_000);
    return this.db.repos.schedules.countByDate(scope, { from, to, specialistIds, type: q.type });
  }

  /** Whose agendas the caller opens and books into: everyone's, their teams' (themselves first), or their own. */
  async specialists(
    actor: Actor,
  ): Promise<{ scope: "all" | "team" | "own" | "reception"; users: { id: string; fullName: string }[] }> {
    const scope = await scheduleScopeOf(this.db.repos, actor);
    if (!scope) return { scope: "reception", users: [] };
    if (scope.kind === "reception") return { scope: "reception", users: [] };
    if (scope.kind === "all") return { scope: "all", users: await this.db.repos.schedules.holders() };
    const users = await this.db.repos.schedules.holders(scope.ids);
    users.sort((a, b) => (a.id === actor.id ? -1 : b.id === actor.id ? 1 : 0));
    return { scope: scope.ids.length > 1 ? "team" : "own", users };
  }

  /** The opening hours of the enterprise's stand: when a stand visit may be booked there (decision 066). */
  async standHours(enterpriseId: string) {
    if (!(await this.db.repos.enterprises.findById(enterpriseId))) throw scheduleEnterpriseNotFound();
    return standOpeningHours(this.db.repos.stands, enterpriseId);
  }
}
