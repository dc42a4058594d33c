import {
  formatScheduleTime,
  SCHEDULE_MSG,
  SCHEDULE_REMINDER_MINUTES,
  SCHEDULE_TYPE_LABELS,
} from "@portal/contracts/schedules";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import type { JobQueue } from "../../lib/ports";
import { notifyInTx } from "../notifications/notifications.service";

export const REMINDER_LEAD_MS = SCHEDULE_REMINDER_MINUTES * 60_000;

/** When an appointment starting at `startsAt` is reminded: 30 minutes before, or now when that has passed; null once started. */
export function reminderDueAt(startsAt: Date, now: Date): Date | null {
  if (startsAt.getTime() <= now.getTime()) return null;
  return new Date(startsAt.getTime() - REMINDER_LEAD_MS);
}

export type RemindOutcome = "sent" | "not-due" | "stale";

/**
 * The reminder 30 minutes before an appointment (decision 053). The intent is the row's `reminder_due_at`, written in
 * the transaction that books or moves it; after commit a delayed `schedule.remind` job with a deterministic id
 * (`schedule-reminder_<id>_<starts_at epoch>`) is enqueued, and the minute sweep sends whatever Redis lost. The
 * handler re-reads PostgreSQL under the row lock: a cancelled, closed or moved appointment (another start) is a
 * no-op, and `reminder_sent_at` makes a second run (job + sweep) send nothing.
 */
export class ScheduleRemindersService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      jobs: JobQueue;
      log?: WarnLog;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** After commit: the delayed job of an appointment's reminder (the sweep covers a lost one). */
  async schedule(s: { id: string; startsAt: Date; reminderDueAt: Date | null }): Promise<void> {
    if (!s.reminderDueAt) return;
    await this.deps.jobs
      .enqueue(
        "schedule.remind",
        { scheduleId: s.id, startsAt: s.startsAt.getTime() },
        { delayMs: Math.max(0, s.reminderDueAt.getTime() - Date.now()) },
      )
      .catch(logBestEffort(this.deps.log, "schedule a reminder (the sweep covers it)", { scheduleId: s.id }));
  }

  /** After commit: drops the job of a start that no longer holds (moved or cancelled); best effort, the handler ignores it anyway. */
  async unschedule(s: { id: string; startsAt: Date }): Promise<void> {
    await this.deps.jobs
      .remove?.("schedule.remind", { scheduleId: s.id, startsAt: s.startsAt.getTime() })
      .catch(logBestEffort(this.deps.log, "remove a stale reminder job", { scheduleId: s.id }));
  }

  /** The job: sends the reminder of the appointment as booked for `startsAt`, once. */
  async remind(scheduleId: string, startsAt: number): Promise<RemindOutcome> {
    const now = this.now();
    // The reminder's realtime push is an event of its transaction, published after COMMIT (decision 068).
    return this.db.transaction(async (repos, events) => {
      if (!(await repos.schedules.lock(scheduleId))) return "stale" as const;
      const s = await repos.schedules.findRecord(scheduleId);
      if (s?.status !== "SCHEDULED" || s.startsAt.getTime() !== startsAt || s.reminderSentAt || !s.reminderDueAt) {
        return "stale" as const;
      }
      if (s.startsAt.getTime() <= now.getTime()) {
        await repos.schedules.update(s.id, { reminderDueAt: null });
        return "stale" as const;
      }
      if (s.reminderDueAt.getTime() > now.getTime()) return "not-due" as const;
      await repos.schedules.update(s.id, { reminderDueAt: null, reminderSentAt: now });
      await notifyInTx(repos, events, {
        receiverId: s.specialistId,
        title: SCHEDULE_MSG.reminderTitle,
        message: SCHEDULE_MSG.reminderMessage(
          SCHEDULE_TYPE_LABELS[s.type],
          s.lead.fullName,
          formatScheduleTime(s.startsAt),
        ),
        type: "IN_TIME",
        linkedContent: s.leadId,
        enterpriseId: s.enterpriseId,
      });
      return "sent" as const;
    });
  }

  /** The repeatable sweep: every due, unsent reminder of an appointment still to start (whatever Redis lost). */
  async sweep(): Promise<{ sent: number; dropped: number }> {
    const now = this.now();
    let sent = 0;
    for (const due of await this.db.repos.schedules.dueReminders(now)) {
      if ((await this.remind(due.id, due.startsAt.getTime())) === "sent") sent++;
    }
    const dropped = await this.db.repos.schedules.dropStaleReminders(now);
    return { sent, dropped };
  }
}
