import { canAdministerStands } from "@portal/contracts/policy";
import type { StandSettingsInput } from "@portal/contracts/stand";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { standEnterpriseNotFound, standForbidden } from "./stand.errors";
import { StandEvents } from "./stand-events";
import { isOpenAt, openingHoursOf } from "./stand-hours";
import type { OpeningHours, StandView } from "./stand-rows";
import { standScopeOf, worksAt } from "./stand-scope";

/** A stand as the services hand it to the routes' mapper: the view plus its hours and whether it is open now. */
export interface StandInfo extends StandView {
  openingHours: OpeningHours[];
  openNow: boolean;
}

export function standInfo(view: StandView, at = new Date()): StandInfo {
  const openingHours = openingHoursOf(view.stand?.openingHours);
  return { ...view, openingHours, openNow: !!view.stand?.active && isOpenAt(openingHours, at) };
}

/** Which enterprises have a stand and its opening hours (admins), and the list the receptionist chooses from. */
export class StandSettingsService {
  constructor(private readonly db: Database) {}

  /**
   * GET /stands: the active stands of active enterprises the caller works at, by name (the stand scope, decision
   * 061): admins every one, a coordinator their teams', a receptionist where they are scheduled today (or were let in
   * today), a specialist where they are scheduled today or checked in. What each stand picker offers.
   */
  async list(actor: AuthUser): Promise<StandInfo[]> {
    const at = new Date();
    const [all, scope] = await Promise.all([this.db.repos.stands.listActive(), standScopeOf(this.db.repos, actor, at)]);
    return all
      .filter((v) => worksAt(scope, v.enterpriseId) || scope.receptionScheduled.has(v.enterpriseId))
      .map((v) => standInfo(v, at));
  }

  /** GET /enterprises/{id}/stand: the enterprise's stand (inactive with no hours when never configured). */
  async get(enterpriseId: string): Promise<StandInfo> {
    const view = await this.db.repos.stands.view(enterpriseId);
    if (!view) throw standEnterpriseNotFound();
    return standInfo(view);
  }

  /** PUT /enterprises/{id}/stand (admins). */
  async update(actor: AuthUser, enterpriseId: string, input: StandSettingsInput): Promise<StandInfo> {
    if (!canAdministerStands(actor.roles)) throw standForbidden();
    if (!(await this.db.repos.stands.view(enterpriseId))) throw standEnterpriseNotFound();
    const hours = [...input.opening_hours].sort(
      (a, b) => a.weekday - b.weekday || a.opens_at.localeCompare(b.opens_at),
    );
    await this.db.repos.stands.upsert(enterpriseId, {
      active: input.active,
      openingHours: hours,
      updatedById: actor.id,
    });
    await this.db.announce((events) => new StandEvents(events).changed(enterpriseId));
    return this.get(enterpriseId);
  }
}
