import {
  type AvailabilityScheduleChanges,
  type AvailabilityScheduleClear,
  type AvailabilityScheduleCopyWeek,
  type AvailabilityScheduleQuery,
  addDays,
  canEditSchedules,
  daysOfMonth,
  SCHEDULE_MSG,
  type ShiftHours,
} from "@portal/contracts/availability-schedules";
import { forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { standScopeOf } from "../stand/stand-scope";
import {
  scheduleChangedMeanwhile,
  scheduleConflict,
  scheduleElsewhere,
  scheduleEnterpriseRequired,
  scheduleForbidden,
  scheduleNotSpecialist,
  scheduleNotYourStand,
  scheduleSlotNotFound,
  scheduleStandNotFound,
} from "./availability-schedules.errors";
import type { ScheduleRow, Slot, SpecialistRow } from "./availability-schedules.repository";
import { shiftSettings } from "./schedule-duty";
import type { ScheduleChanges } from "./schedule-events";

const monthRange = (month: string) => {
  const days = daysOfMonth(month);
  return { from: days[0] as string, to: days[days.length - 1] as string };
};
/** Coordinators and admins (and MASTER) edit; the route table already says so, the service keeps the rule. */
export function requireEditor(actor: AuthUser) {
  if (!canEditSchedules(actor.roles)) throw forbidden();
}
/**
 * Writes to a stand's schedule (decisions 057, 061): the stand scope's rule — admins (and MASTER) any stand; a booth
 * coordinator the stands served by an active sales team they coordinate or belong to, else 403 in pt-BR. The stand
 * must exist (404 first).
 */
export async function requireStandEditor(repos: Repositories, actor: AuthUser, enterpriseId: string): Promise<string> {
  requireEditor(actor);
  const name = await repos.availabilitySchedules.standName(enterpriseId);
  if (name === null) throw scheduleStandNotFound();
  const scope = await standScopeOf(repos, actor);
  if (!scope.every && !scope.coordinated.has(enterpriseId)) throw scheduleNotYourStand();
  return name;
}
const slotKey = (s: Slot) => `${s.userId}|${s.day}|${s.shift}`;

/**
 * The month grid of each stand (decision 052): who works where in each shift. Coordinators and admins edit it;
 * a booth specialist reads their own month and the months of the stands they are scheduled at. One stand per
 * specialist per shift is the database's unique index; the service names the conflict in pt-BR (409).
 */
export class AvailabilitySchedulesService {
  constructor(
    private readonly db: Database,
    /** The broadcast after each committed write (decision 057). */
    readonly changes: ScheduleChanges,
  ) {}

  /** GET /availability-schedules. */
  async list(actor: AuthUser, q: AvailabilityScheduleQuery): Promise<ScheduleRow[]> {
    const range = monthRange(q.month);
    if (canEditSchedules(actor.roles)) {
      if (!q.enterprise_id && !q.user_id) throw scheduleEnterpriseRequired();
      return this.db.repos.availabilitySchedules.list({ ...range, enterpriseId: q.enterprise_id, userId: q.user_id });
    }
    // A booth specialist: their own month, or a stand's month where they are scheduled too.
    if (!q.enterprise_id) return this.db.repos.availabilitySchedules.list({ ...range, userId: actor.id });
    if (q.user_id && q.user_id !== actor.id) throw scheduleForbidden();
    const mine = await this.db.repos.availabilitySchedules.hasAny({
      ...range,
      enterpriseId: q.enterprise_id,
      userId: actor.id,
    });
    if (!mine) throw scheduleForbidden();
    return this.db.repos.availabilitySchedules.list({ ...range, enterpriseId: q.enterprise_id, userId: q.user_id });
  }

  /** GET /availability-schedules/specialists: the grid's rows (active booth specialists). */
  specialists(actor: AuthUser): Promise<SpecialistRow[]> {
    requireEditor(actor);
    return this.db.repos.availabilitySchedules.specialists();
  }

  /** GET /availability-schedules/stands: the active stands, each marked with whether the caller writes it. */
  async stands(actor: AuthUser): Promise<{ enterpriseId: string; name: string; editable: boolean }[]> {
    requireEditor(actor);
    const [stands, scope] = await Promise.all([
      this.db.repos.availabilitySchedules.activeStands(),
      standScopeOf(this.db.repos, actor),
    ]);
    // A receptionist's stand is no write of the grid: only admins' and coordinators' parts count.
    return stands.map((s) => ({ ...s, editable: scope.every || scope.coordinated.has(s.enterpriseId) }));
  }

  /** GET /availability-schedules/shift-hours: the shifts' hours and the check-in tolerance (settings). */
  async shiftHours(): Promise<{ hours: ShiftHours; tolerance: number }> {
    return shiftSettings(this.db.repos);
  }

  /** PUT /availability-schedules: cells on and off at one stand, all or nothing. */
  async change(actor: AuthUser, body: AvailabilityScheduleChanges) {
    const enterpriseId = body.enterprise_id;
    await requireStandEditor(this.db.repos, actor, enterpriseId);
    const byKey = new Map<string, Slot & { scheduled: boolean }>();
    for (const c of body.changes) {
      byKey.set(`${c.user_id}|${c.day}|${c.shift}`, {
        userId: c.user_id,
        day: c.day,
        shift: c.shift,
        scheduled: c.scheduled,
      });
    }
    const changes = [...byKey.values()];
    const on = changes.filter((c) => c.scheduled);
    const off = changes.filter((c) => !c.scheduled);
    await this.requireSpecialists(body.changes);
    const days = changes.map((c) => c.day).sort();
    const done = await this.write(
      async (repos) => {
        const existing = await repos.availabilitySchedules.list({
          from: days[0] as string,
          to: days[days.length - 1] as string,
          enterpriseId,
        });
        const have = new Set(existing.map((r) => slotKey(r)));
        const toAdd = on.filter((s) => !have.has(slotKey(s)));
        await this.refuseElsewhere(repos, enterpriseId, toAdd);
        const removed = await repos.availabilitySchedules.remove(enterpriseId, off);
        const added = await repos.availabilitySchedules.insert(enterpriseId, toAdd, actor.id);
        return { message: SCHEDULE_MSG.saved, added, removed };
      },
      enterpriseId,
      on,
    );
    await this.changes.changed(enterpriseId, days);
    return done;
  }

  /** POST /availability-schedules/copy-week: the 7 days from `from` replace the 7 days from `to` at one stand. */
  async copyWeek(actor: AuthUser, body: AvailabilityScheduleCopyWeek) {
    const enterpriseId = body.enterprise_id;
    await requireStandEditor(this.db.repos, actor, enterpriseId);
    const offset = Math.round((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000);
    const source = await this.db.repos.availabilitySchedules.list({
      from: body.from,
      to: addDays(body.from, 6),
      enterpriseId,
    });
    const active = await this.db.repos.availabilitySchedules.specialistIds([...new Set(source.map((r) => r.userId))]);
    const target: Slot[] = source
      .filter((r) => active.has(r.userId))
      .map((r) => ({ userId: r.userId, day: addDays(r.day, offset), shift: r.shift }));
    const done = await this.write(
      async (repos) => {
        await this.refuseElsewhere(repos, enterpriseId, target);
        const removed = await repos.availabilitySchedules.removeRange({
          enterpriseId,
          from: body.to,
          to: addDays(body.to, 6),
        });
        const added = await repos.availabilitySchedules.insert(enterpriseId, target, actor.id);
        return { message: SCHEDULE_MSG.copied, added, removed };
      },
      enterpriseId,
      target,
    );
    await this.changes.changed(enterpriseId, [body.to, addDays(body.to, 6)]);
    return done;
  }

  /** POST /availability-schedules/clear: a stand's month, or one specialist's month there. */
  async clear(actor: AuthUser, body: AvailabilityScheduleClear) {
    await requireStandEditor(this.db.repos, actor, body.enterprise_id);
    const removed = await this.db.repos.availabilitySchedules.removeRange({
      enterpriseId: body.enterprise_id,
      ...monthRange(body.month),
      userId: body.user_id,
    });
    await this.changes.changed(body.enterprise_id, [monthRange(body.month).from]);
    return { message: SCHEDULE_MSG.cleared, added: 0, removed };
  }

  /**
   * Runs a write in one transaction. When a concurrent write took one of the slots first (the unique index
   * refused ours), the 409 names the conflict, read again after the rollback.
   */
  async write<T>(fn: (repos: Repositories) => Promise<T>, enterpriseId: string, added: readonly Slot[]): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (err) {
      if (!(err instanceof UniqueViolation)) throw err;
      const conflicts = await this.db.repos.availabilitySchedules.elsewhere(enterpriseId, added);
      const first = conflicts[0];
      if (first) throw scheduleElsewhere(first.userName, first.enterpriseName, first.day, first.shift);
      // Nobody is elsewhere: someone changed this stand's same cells at the same moment.
      throw scheduleChangedMeanwhile();
    }
  }

  private async refuseElsewhere(repos: Repositories, enterpriseId: string, slots: readonly Slot[]) {
    const first = (await repos.availabilitySchedules.elsewhere(enterpriseId, slots))[0];
    if (first) throw scheduleElsewhere(first.userName, first.enterpriseName, first.day, first.shift);
  }

  /** Every cell switched on names an active booth specialist; the 400 names the row as the client sent it. */
  private async requireSpecialists(changes: AvailabilityScheduleChanges["changes"]) {
    const unique = [...new Set(changes.filter((c) => c.scheduled).map((c) => c.user_id))];
    if (unique.length === 0) return;
    const ok = await this.db.repos.availabilitySchedules.specialistIds(unique);
    const index = changes.findIndex((c) => c.scheduled && !ok.has(c.user_id));
    if (index >= 0) throw scheduleNotSpecialist(`changes.${index}.user_id`);
  }
}

/**
 * Swaps two scheduled shifts inside the caller's transaction (for the SHIFT_SWAP solicitation, decision 052):
 * the specialist of `a` takes `b`'s stand, day and shift and vice versa. Both rows are locked (id order), deleted
 * and written again, so the unique index judges the result: a specialist who already works elsewhere in the shift
 * they would take makes it throw a 409 (and the caller's transaction rolls back).
 */
export async function swapShiftsInTx(
  repos: Repositories,
  aId: string,
  bId: string,
): Promise<{ a: ScheduleRow; b: ScheduleRow }> {
  const [a, b] = await repos.availabilitySchedules.lockByIds([aId, bId]);
  if (!a || !b || aId === bId) throw scheduleSlotNotFound();
  // Name the clash when a specialist already works at another stand in the shift they would take (the index
  // below stays the judge of concurrent writers, with the generic 409).
  for (const [who, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const clash = (
      await repos.availabilitySchedules.elsewhere(to.enterpriseId, [
        { userId: who.userId, day: to.day, shift: to.shift },
      ])
    ).find((r) => r.id !== a.id && r.id !== b.id);
    if (clash) throw scheduleElsewhere(clash.userName, clash.enterpriseName, clash.day, clash.shift);
  }
  await repos.availabilitySchedules.deleteByIds([a.id, b.id]);
  try {
    const [newA, newB] = await repos.availabilitySchedules.insertRows([
      {
        enterpriseId: b.enterpriseId,
        slot: { userId: a.userId, day: b.day, shift: b.shift },
        createdById: b.createdById,
      },
      {
        enterpriseId: a.enterpriseId,
        slot: { userId: b.userId, day: a.day, shift: a.shift },
        createdById: a.createdById,
      },
    ]);
    const rows = await repos.availabilitySchedules.findByIds([newA as string, newB as string]);
    return { a: rows[0] as ScheduleRow, b: rows[1] as ScheduleRow };
  } catch (err) {
    if (err instanceof UniqueViolation) throw scheduleConflict();
    throw err;
  }
}
