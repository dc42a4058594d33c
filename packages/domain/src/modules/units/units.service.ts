import type { UnitListQuery } from "@portal/contracts/inventory";
import type { UnitStatus } from "@portal/contracts/inventory-enums";
import {
  canReadInventory,
  hasRole,
  SALE_PROCESS_ROLES,
  seesFakeUnitStatus,
  UNIT_ADMIN_ROLES,
} from "@portal/contracts/policy";
import { nextUnitState, type UnitAction, type UnitState } from "@portal/contracts/unit-state";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { assertEnterpriseVisible } from "../enterprises/enterprise-access";
import {
  fakeStatusAdminOnly,
  forbidden,
  unitActionForbidden,
  unitChangedConcurrently,
  unitNotFound,
  unitTransitionRefused,
} from "./units.errors";
import type { UnitRow } from "./units.repository";

/** Unit actions taken through these routes (reserve/release go through reservations). */
export type RouteUnitAction = Exclude<UnitAction, "reserve" | "release">;

/** Who may take each action (MASTER passes). */
const ACTION_ROLES: Record<RouteUnitAction, readonly string[]> = {
  suspend: UNIT_ADMIN_ROLES,
  "make-available": UNIT_ADMIN_ROLES,
  exchange: UNIT_ADMIN_ROLES,
  "make-sold-for-admin": UNIT_ADMIN_ROLES,
  "start-sale-process": SALE_PROCESS_ROLES,
  "cancel-sale-process": SALE_PROCESS_ROLES,
};

/**
 * The unit state machine applied: row lock, pure transition (contracts/unit-state), conditional UPDATE,
 * reservation side effects and the unit log, all in one transaction; events after commit.
 */
export class UnitsService {
  constructor(private readonly db: Database) {}

  async get(actor: AuthUser, id: string): Promise<UnitRow> {
    if (!canReadInventory(actor.roles)) throw forbidden();
    const unit = await this.db.repos.units.findById(id);
    if (!unit) throw unitNotFound();
    return unit;
  }

  async list(actor: AuthUser, enterpriseId: string, q: UnitListQuery) {
    await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    return this.db.repos.units.list(enterpriseId, {
      towerId: q.tower_id,
      status: q.status,
      visibleStatus: seesFakeUnitStatus(actor.roles),
      bedrooms: q.bedrooms,
      minArea: q.min_area,
      maxArea: q.max_area,
      minPrice: q.min_price,
      maxPrice: q.max_price,
      skip: q.skip,
      limit: q.limit,
    });
  }

  async logs(actor: AuthUser, id: string) {
    await this.get(actor, id);
    return this.db.repos.units.logs(id);
  }

  async act(actor: AuthUser, unitId: string, action: RouteUnitAction, reason: string | undefined): Promise<UnitRow> {
    if (!hasRole(actor.roles, ACTION_ROLES[action])) throw unitActionForbidden(action);
    await this.db.transaction(async (repos, events) => {
      const before = await applyUnitAction(repos, unitId, action, actor, reason);
      const now = await repos.units.findById(unitId);
      if (now && now.status !== before.status) {
        events.emit({
          type: "unit.status_changed",
          data: { unit_id: unitId, enterprise_id: before.enterpriseId, from: before.status, to: now.status, action },
        });
      }
      // The mirror's open screens refetch the unit (after COMMIT, decision 068).
      events.emit({ type: "unit.changed", enterpriseId: before.enterpriseId, unitId });
    });
    const after = await this.db.repos.units.findById(unitId);
    if (!after) throw unitNotFound();
    return after;
  }

  /** fake-status: admins only; changes only what partner brokers see, never the real status. */
  async setFakeStatus(actor: AuthUser, unitId: string, fake: UnitStatus | null, reason?: string): Promise<UnitRow> {
    if (!hasRole(actor.roles, UNIT_ADMIN_ROLES)) throw fakeStatusAdminOnly();
    await this.db.transaction(async (repos, events) => {
      await repos.units.lockRow(unitId);
      const row = await repos.units.findById(unitId);
      if (!row) throw unitNotFound();
      await repos.units.setFakeStatus(unitId, fake);
      await repos.units.log({
        unitId,
        enterpriseId: row.enterpriseId,
        actorId: actor.id,
        action: "FAKE_STATUS",
        fromStatus: row.status,
        toStatus: row.status,
        reason: reason ?? null,
        data: { fake_status: { from: row.fakeStatus, to: fake } },
      });
      events.emit({ type: "unit.changed", enterpriseId: row.enterpriseId, unitId });
    });
    const after = await this.db.repos.units.findById(unitId);
    if (!after) throw unitNotFound();
    return after;
  }
}

/**
 * The state machine applied inside the caller's transaction (unit row lock, pure transition, conditional UPDATE,
 * reservation effects, unit log). For other modules too: the deals services call it in their own transaction
 * (start-sale-process when a sale starts, make-sold-for-admin / cancel-sale-process when it completes or is
 * cancelled) and emit `unit.changed` in it. Role checks stay with the caller. Returns the unit
 * as it was before.
 */
export async function applyUnitAction(
  repos: Repositories,
  unitId: string,
  action: RouteUnitAction,
  actor: { id: string | null; fullName: string },
  reason: string | undefined,
): Promise<UnitRow> {
  await repos.units.lockRow(unitId);
  const unit = await repos.units.findById(unitId);
  if (!unit) throw unitNotFound();
  const from: UnitState = { status: unit.status, suspended: unit.suspended };
  const t = nextUnitState(from, action);
  if (!t.ok) throw unitTransitionRefused(t.message);
  if (!(await repos.units.transition(unitId, from, t.next))) throw unitChangedConcurrently();
  await reservationEffects(repos, unit, action, actor, reason);
  await repos.units.log({
    unitId,
    enterpriseId: unit.enterpriseId,
    actorId: actor.id,
    action: action.toUpperCase().replaceAll("-", "_"),
    fromStatus: unit.status,
    toStatus: t.next.status,
    reason: reason ?? null,
    data: { suspended: { from: unit.suspended, to: t.next.suspended } },
  });
  return unit;
}

/**
 * Leaving RESERVED through an action ends the reservations: start-sale-process converts the active one,
 * make-available and make-sold-for-admin release it; the waiting queue is cancelled (the unit left the market).
 */
async function reservationEffects(
  repos: Repositories,
  unit: UnitRow,
  action: RouteUnitAction,
  actor: { fullName: string },
  reason: string | undefined,
): Promise<void> {
  if (unit.status !== "RESERVED") return;
  const active = await repos.reservations.findActive(unit.id);
  if (active) {
    const to = action === "start-sale-process" ? "CONVERTED" : "RELEASED";
    await repos.reservations.end(active.id, "ACTIVE", to, reason ?? `unidade: ${action} por ${actor.fullName}`);
  }
  await repos.reservations.cancelQueued(unit.id, `unidade: ${action}`);
}
