import { JOBS, type JobName, type JobPayload, QUEUES, type QueueName } from "@portal/contracts/jobs";
import type { JobProducer } from "@portal/domain/jobs";
import type { Logger } from "./logger.ts";

export interface Schedule<N extends JobName = JobName> {
  /** Scheduler id in BullMQ; the job name keeps one scheduler per repeatable job. */
  job: N;
  payload: JobPayload<N>;
  everyMs: number;
}

export function schedule<N extends JobName>(job: N, payload: JobPayload<N>, everyMs: number): Schedule<N> {
  return { job, payload, everyMs };
}

export const EMAIL_SWEEP_EVERY_MS = 30_000;

export const OFFER_SWEEP_EVERY_MS = 60_000;
export const RESERVATION_SWEEP_EVERY_MS = 60_000;
export const SCHEDULE_REMINDER_SWEEP_EVERY_MS = 60_000;
export const STALE_SWEEP_EVERY_MS = 24 * 3600_000;
/** The lag a sale attributed to a lead's old team can have after a concurrent move (decision 071). */
export const REPORTS_REPAIR_SWEEP_EVERY_MS = 5 * 60_000;
export const WEBHOOK_SWEEP_EVERY_MS = 30_000;
export const STAND_SWEEP_EVERY_MS = 60_000;
export const STAND_DAY_END_SWEEP_EVERY_MS = 5 * 60_000;
export const WHATSAPP_SEND_SWEEP_EVERY_MS = 60_000;

export const SCHEDULES: readonly Schedule[] = [
  schedule("email.sweep", {}, EMAIL_SWEEP_EVERY_MS),
  schedule("offer.sweep", {}, OFFER_SWEEP_EVERY_MS),
  schedule("leads.stale-sweep", {}, STALE_SWEEP_EVERY_MS),
  schedule("reports.repair-sweep", {}, REPORTS_REPAIR_SWEEP_EVERY_MS),
  schedule("webhook.sweep", {}, WEBHOOK_SWEEP_EVERY_MS),
  schedule("reservation.sweep", {}, RESERVATION_SWEEP_EVERY_MS),
  schedule("stand.sweep", {}, STAND_SWEEP_EVERY_MS),
  schedule("stand.day-end-sweep", {}, STAND_DAY_END_SWEEP_EVERY_MS),
  schedule("schedule.reminder-sweep", {}, SCHEDULE_REMINDER_SWEEP_EVERY_MS),
  schedule("whatsapp.send-sweep", {}, WHATSAPP_SEND_SWEEP_EVERY_MS),
];

/**
 * Upserts every scheduler (idempotent, safe with N worker instances) and removes schedulers that
 * are no longer in SCHEDULES, so a renamed or dropped job does not keep firing.
 */
export async function syncSchedules(producer: JobProducer, logger: Logger, schedules = SCHEDULES): Promise<void> {
  const wanted = new Set(schedules.map((s) => s.job as string));
  for (const s of schedules) {
    await producer.queue(JOBS[s.job].queue).upsertJobScheduler(
      s.job,
      { every: s.everyMs },
      // A sweep that fails is simply run again at the next tick: no retries, little history.
      { name: s.job, data: s.payload, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
  for (const queueName of Object.values(QUEUES) as QueueName[]) {
    const queue = producer.queue(queueName);
    for (const existing of await queue.getJobSchedulers()) {
      if (!wanted.has(existing.key)) {
        await queue.removeJobScheduler(existing.key);
        logger.info({ queue: queueName, scheduler: existing.key }, "removed stale job scheduler");
      }
    }
  }
  logger.info({ schedules: schedules.map((s) => ({ job: s.job, everyMs: s.everyMs })) }, "job schedulers synced");
}
