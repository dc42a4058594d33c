import { canWriteSchedules } from "@portal/contracts/policy";
import { fitsStandHours, formatStandWindows, isPastSlot, standWindowsAt } from "@portal/contracts/schedule-hours";
import {
  SCHEDULE_FOLLOW_UP,
  type ScheduleCancelBody,
  type ScheduleCreateBody,
  type ScheduleLogSubtype,
  type ScheduleOutcomeBody,
  type ScheduleType,
  type ScheduleUpdateBody,
  scheduleLogText,
} from "@portal/contracts/schedules";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { canSeeLead } from "../leads/lead-access";
import { assertNotExcluded } from "../leads/lead-guards";
import { standOpeningHours } from "../stand/index";
import type { ScheduleEvents } from "./schedule-events";
import { reminderDueAt, type ScheduleRemindersService } from "./schedule-reminders.service";
import { slotsBetween } from "./schedule-slots";
import {
  scheduleEnterpriseInvalid,
  scheduleEnterpriseRequired,
  scheduleForbidden,
  scheduleLeadInvalid,
  scheduleNotFound,
  scheduleNotScheduled,
  scheduleOutsideStandHours,
  scheduleSlotTaken,
  scheduleSpecialistInvalid,
  scheduleSpecialistOutOfScope,
  scheduleStartsInPast,
} from "./schedules.errors";
import { findVisibleSchedule, mayHoldFor, scheduleScopeOf } from "./schedules-access";
import type { ScheduleRecord, ScheduleScope } from "./schedules-rows";

/** A taken slot (the primary key of schedule_slots) is the caller's 409; anything else goes up as is. */
async function occupying<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueViolation) throw scheduleSlotTaken();
    throw err;
  }
}

/**
 * Books, moves, cancels and closes appointments (decision 053). Each change commits with its slots (the database
 * refuses a taken one) and a log in the lead's timeline (follow-up VISIT / CALL / NOTE); the reminder job follows
 * after commit.
 */
export class ScheduleWriteService {
  constructor(
    private readonly db: Database,
    private readonly reminders: ScheduleRemindersService,
    private readonly events: ScheduleEvents,
  ) {}

  private async writableScope(repos: Repositories, actor: AuthUser): Promise<ScheduleScope> {
    if (!canWriteSchedules(actor.roles)) throw scheduleForbidden();
    const scope = await scheduleScopeOf(repos, actor);
    if (!scope || scope.kind === "reception") throw scheduleForbidden();
    return scope;
  }

  /** The specialist must be in the caller's scope and an active holder of an agenda. Returns their name. */
  private async holder(repos: Repositories, scope: ScheduleScope, specialistId: string): Promise<string> {
    if (!mayHoldFor(scope, specialistId)) throw scheduleSpecialistOutOfScope();
    const [holder] = await repos.schedules.holders([specialistId]);
    if (!holder) throw scheduleSpecialistInvalid();
    return holder.fullName;
  }

  private async enterpriseOf(repos: Repositories, type: ScheduleType, enterpriseId: string | null | undefined) {
    if (!enterpriseId) {
      if (type === "STAND_VISIT") throw scheduleEnterpriseRequired();
      return null;
    }
    if (!(await repos.enterprises.findById(enterpriseId))) throw scheduleEnterpriseInvalid();
    return enterpriseId;
  }

  /**
   * When an appointment may start (decision 066): not before the current half hour, and a stand visit inside the
   * opening hours of the stand that receives it (a stand without hours set restricts nothing).
   */
  private async assertBookable(
    repos: Repositories,
    a: { type: ScheduleType; enterpriseId: string | null; startsAt: Date; endsAt: Date },
    checkPast: boolean,
  ) {
    if (checkPast && isPastSlot(a.startsAt)) throw scheduleStartsInPast();
    if (a.type !== "STAND_VISIT" || !a.enterpriseId) return;
    const hours = await standOpeningHours(repos.stands, a.enterpriseId);
    if (!fitsStandHours(hours, a.startsAt, a.endsAt)) {
      throw scheduleOutsideStandHours(a.startsAt, formatStandWindows(standWindowsAt(hours, a.startsAt)));
    }
  }

  private async log(
    repos: Repositories,
    actor: AuthUser,
    step: ScheduleLogSubtype,
    s: { id: string; leadId: string; type: ScheduleType; startsAt: Date; endsAt: Date; specialistId: string },
    specialistName: string,
    note?: string | null,
  ) {
    await repos.leadLogs.create({
      leadId: s.leadId,
      authorId: actor.id,
      type: SCHEDULE_FOLLOW_UP[s.type],
      subtype: step,
      text: scheduleLogText(step, { ...s, specialistName }, note),
      data: {
        schedule_id: s.id,
        schedule_type: s.type,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        specialist_id: s.specialistId,
      },
    });
    await repos.leads.update(s.leadId, { lastActivityAt: new Date() });
  }

  async create(actor: AuthUser, input: ScheduleCreateBody): Promise<ScheduleRecord> {
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(startsAt.getTime() + input.duration_minutes * 60_000);
    const specialistId = input.specialist_id ?? actor.id;
    const id = await this.db.transaction(async (repos) => {
      const scope = await this.writableScope(repos, actor);
      const specialistName = await this.holder(repos, scope, specialistId);
      const lead = await repos.leads.findById(input.lead_id);
      if (!lead || !canSeeLead(actor, lead)) throw scheduleLeadInvalid();
      // An excluded lead (LGPD erasure, spec 3) gets no new appointment.
      assertNotExcluded(lead);
      // The lead's enterprise unless the caller names one (a stand visit needs one: whose stand receives it).
      const enterpriseId = await this.enterpriseOf(
        repos,
        input.type,
        input.enterprise_id === undefined ? lead.enterpriseId : input.enterprise_id,
      );
      await this.assertBookable(repos, { type: input.type, enterpriseId, startsAt, endsAt }, true);
      const row = {
        leadId: lead.id,
        specialistId,
        enterpriseId,
        type: input.type,
        startsAt,
        endsAt,
        notes: input.notes ?? null,
        reminderDueAt: reminderDueAt(startsAt, new Date()),
        createdById: actor.id,
      };
      const newId = await occupying(() => repos.schedules.create(row, slotsBetween(startsAt, endsAt)));
      await this.log(repos, actor, "SCHEDULED", { id: newId, ...row }, specialistName, input.notes);
      return newId;
    });
    const record = await this.mustFind(id);
    await this.reminders.schedule(record);
    await this.events.changed([record]);
    return record;
  }

  /** Moves or edits a SCHEDULED appointment: its slots are released and taken again in the same transaction. */
  async update(actor: AuthUser, id: string, input: ScheduleUpdateBody): Promise<ScheduleRecord> {
    const { before, after } = await this.db.transaction(async (repos) => {
      const scope = await this.writableScope(repos, actor);
      await repos.schedules.lock(id);
      const { schedule: s } = await findVisibleSchedule(repos, actor, id);
      if (s.status !== "SCHEDULED") throw scheduleNotScheduled();
      const specialistId = input.specialist_id ?? s.specialistId;
      const specialistName =
        specialistId === s.specialistId && !input.specialist_id
          ? s.specialist.fullName
          : await this.holder(repos, scope, specialistId);
      const type = input.type ?? s.type;
      const startsAt = input.starts_at ? new Date(input.starts_at) : s.startsAt;
      const duration = input.duration_minutes ?? (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000;
      const endsAt = new Date(startsAt.getTime() + duration * 60_000);
      const enterpriseId =
        input.enterprise_id !== undefined || type !== s.type
          ? await this.enterpriseOf(
              repos,
              type,
              input.enterprise_id === undefined ? s.enterpriseId : input.enterprise_id,
            )
          : s.enterpriseId;
      const startChanged = startsAt.getTime() !== s.startsAt.getTime();
      // A move must land in the future; an edit that keeps the start (notes, a longer visit) is not a new booking in
      // the past. The stand's hours are checked whenever time, type or place change.
      if (
        startChanged ||
        endsAt.getTime() !== s.endsAt.getTime() ||
        type !== s.type ||
        enterpriseId !== s.enterpriseId
      ) {
        await this.assertBookable(repos, { type, enterpriseId, startsAt, endsAt }, startChanged);
      }
      const moved = startChanged || endsAt.getTime() !== s.endsAt.getTime() || specialistId !== s.specialistId;
      if (moved) {
        await repos.schedules.release(id);
        await occupying(() => repos.schedules.occupy(id, specialistId, slotsBetween(startsAt, endsAt)));
      }
      // Only a new start or a new holder is a new reminder; a longer or shorter appointment keeps the one it has
      // (resetting it would send an already-sent reminder again through the sweep).
      const remindAgain = startChanged || specialistId !== s.specialistId;
      await repos.schedules.update(id, {
        specialistId,
        type,
        startsAt,
        endsAt,
        enterpriseId,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        // A new start (or a new holder) means a new reminder, even when the old one went out.
        ...(remindAgain ? { reminderDueAt: reminderDueAt(startsAt, new Date()), reminderSentAt: null } : {}),
        updatedById: actor.id,
      });
      if (moved || type !== s.type) {
        await this.log(
          repos,
          actor,
          "MOVED",
          { id, leadId: s.leadId, type, startsAt, endsAt, specialistId },
          specialistName,
        );
      }
      return { before: s, after: { startChanged, remindAgain } };
    });
    const record = await this.mustFind(id);
    if (after.remindAgain) {
      if (after.startChanged) await this.reminders.unschedule(before);
      await this.reminders.schedule(record);
    }
    // Before and after: a move to another specialist or stand leaves one agenda and enters another.
    await this.events.changed([before, record]);
    return record;
  }

  /** Cancels a SCHEDULED appointment: its slots are free again and its reminder is dropped. */
  async cancel(actor: AuthUser, id: string, input: ScheduleCancelBody): Promise<ScheduleRecord> {
    const before = await this.db.transaction(async (repos) => {
      await this.writableScope(repos, actor);
      await repos.schedules.lock(id);
      const { schedule: s } = await findVisibleSchedule(repos, actor, id);
      if (s.status !== "SCHEDULED") throw scheduleNotScheduled();
      await repos.schedules.release(id);
      await repos.schedules.update(id, {
        status: "CANCELED",
        cancelReason: input.reason ?? null,
        reminderDueAt: null,
        closedAt: new Date(),
        updatedById: actor.id,
      });
      await this.log(repos, actor, "CANCELED", s, s.specialist.fullName, input.reason);
      return s;
    });
    await this.reminders.unschedule(before);
    const record = await this.mustFind(id);
    await this.events.changed([record]);
    return record;
  }

  /** Closes a SCHEDULED appointment as DONE or NO_SHOW (its slots stay taken: the time was spent). */
  async outcome(actor: AuthUser, id: string, input: ScheduleOutcomeBody): Promise<ScheduleRecord> {
    const before = await this.db.transaction(async (repos) => {
      await this.writableScope(repos, actor);
      await repos.schedules.lock(id);
      const { schedule: s } = await findVisibleSchedule(repos, actor, id);
      if (s.status !== "SCHEDULED") throw scheduleNotScheduled();
      await repos.schedules.update(id, {
        status: input.status,
        outcomeNotes: input.outcome_notes ?? null,
        reminderDueAt: null,
        closedAt: new Date(),
        updatedById: actor.id,
      });
      await this.log(repos, actor, input.status, s, s.specialist.fullName, input.outcome_notes);
      return s;
    });
    await this.reminders.unschedule(before);
    const record = await this.mustFind(id);
    await this.events.changed([record]);
    return record;
  }

  private async mustFind(id: string): Promise<ScheduleRecord> {
    const record = await this.db.repos.schedules.findRecord(id);
    if (!record) throw scheduleNotFound();
    return record;
  }
}
