import type { SchedulesServices } from "@portal/domain/schedules";
import { defineJob } from "../registry.ts";

/**
 * 30 minutes before an appointment: its reminder. Idempotent and safe when stale: the service re-reads the row and
 * does nothing for a cancelled, closed or moved appointment (another start) or a reminder already sent. A job that
 * runs a hair early throws so BullMQ retries (the sweep would send it too).
 */
export function scheduleRemindJob(services: Pick<SchedulesServices, "reminders">) {
  return defineJob("schedule.remind", async ({ scheduleId, startsAt }, { logger }) => {
    const outcome = await services.reminders.remind(scheduleId, startsAt);
    if (outcome === "not-due") throw new Error(`schedule ${scheduleId} reminder is not due yet`);
    logger.debug({ scheduleId, outcome }, "schedule.remind");
    return { outcome };
  });
}

/** Every minute: sends every due reminder that is still unsent, whatever Redis lost. */
export function scheduleReminderSweepJob(services: Pick<SchedulesServices, "reminders">) {
  return defineJob("schedule.reminder-sweep", async (_payload, { logger }) => {
    const result = await services.reminders.sweep();
    if (result.sent > 0) logger.info(result, "schedule reminder sweep");
    return result;
  });
}
