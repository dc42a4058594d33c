import { JOBS, type QueueName } from "@portal/contracts/jobs";
import type { JobProducer } from "@portal/domain/jobs";
import type { Logger } from "./logger.ts";
import { type Schedule, syncSchedules } from "./schedules.ts";

/**
 * How often the worker checks that its schedulers still exist. The sweeps are the safety net for jobs Redis loses;
 * the schedulers that fire them live in Redis too. 30 s: a lost scheduler is back within half the offer sweep's
 * interval, for a handful of cheap reads (one ZREVRANGE + one HGETALL per scheduler and its next job).
 */
export const SCHEDULE_CHECK_EVERY_MS = 30_000;

export interface ScheduleKeeper {
  /** Checks now; re-creates the schedulers if any is missing. Resolves true when it had to re-create them. */
  check(reason: string): Promise<boolean>;
  /** Stops the timer and the reconnect listener, and waits for a check in flight. */
  stop(): Promise<void>;
}

/**
 * The schedulers whose entry, or whose next iteration's job, is gone. An `every` scheduler re-creates its next job
 * only when the current one runs, so a scheduler entry without its job never fires again either.
 */
export async function missingSchedules(producer: JobProducer, schedules: readonly Schedule[]): Promise<string[]> {
  const byQueue = new Map<QueueName, string[]>();
  for (const s of schedules) {
    const queue = JOBS[s.job].queue;
    byQueue.set(queue, [...(byQueue.get(queue) ?? []), s.job]);
  }
  const missing: string[] = [];
  for (const [queueName, wanted] of byQueue) {
    const queue = producer.queue(queueName);
    const present = new Map((await queue.getJobSchedulers()).map((s) => [s.key, s.next]));
    for (const key of wanted) {
      const next = present.get(key);
      // BullMQ names a scheduler's iteration `repeat:<scheduler id>:<its time>` (JobScheduler.getSchedulerNextJobId).
      if (next === undefined || !(await queue.getJob(`repeat:${key}:${next}`))) missing.push(key);
    }
  }
  return missing;
}

/**
 * Keeps the repeatable schedulers alive while the worker runs: Redis may lose them at any time (FLUSHALL, a restart
 * without persistence, a failover to an empty replica) and nothing else would re-create them until the worker
 * restarts. Checks on every (re)connection of the queues' Redis clients and every `everyMs`; re-creating is the same
 * idempotent upsert as at start-up (an intact scheduler keeps its timing), safe with N worker instances.
 */
export async function keepSchedules(
  producer: JobProducer,
  logger: Logger,
  schedules: readonly Schedule[],
  everyMs = SCHEDULE_CHECK_EVERY_MS,
): Promise<ScheduleKeeper> {
  let inFlight: Promise<boolean> | undefined;
  let stopped = false;

  const run = async (reason: string): Promise<boolean> => {
    const missing = await missingSchedules(producer, schedules);
    if (missing.length === 0) return false;
    logger.warn({ missing, reason }, "job schedulers lost (Redis lost its data?): re-creating them");
    await syncSchedules(producer, logger, schedules);
    return true;
  };

  const check = (reason: string): Promise<boolean> => {
    if (stopped || schedules.length === 0) return Promise.resolve(false);
    // One check at a time: a reconnect during the periodic check shares it.
    inFlight ??= run(reason)
      .catch((err) => {
        // Redis down: the next tick or the reconnect's 'ready' tries again.
        logger.warn({ err, reason }, "could not check the job schedulers");
        return false;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const onReady = () => void check("redis-ready");
  // With a shared ioredis instance every queue has the same client; with connection options each has its own.
  const clients = new Set(
    await Promise.all(
      [...new Set(schedules.map((s) => JOBS[s.job].queue))].map((q) => producer.queue(q).getBackend().client),
    ),
  );
  for (const client of clients) client.on("ready", onReady);
  const timer = schedules.length > 0 ? setInterval(() => void check("periodic"), everyMs) : undefined;
  timer?.unref();

  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const client of clients) client.removeListener("ready", onReady);
      await inFlight;
    },
  };
}
