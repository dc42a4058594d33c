import type { PrismaClient } from "@portal/db/client";
import { AvailabilityService } from "@portal/domain/availability";
import { Database } from "@portal/domain/database";
import { buildDistributionServices } from "@portal/domain/distribution";
import { createJobProducer, type JobProducer } from "@portal/domain/jobs";
import { NotificationsService } from "@portal/domain/notifications";
import type { JobQueue, RealtimePublisher } from "@portal/domain/ports";
import { noopRealtimePublisher } from "@portal/domain/realtime";
import { buildReservationServices } from "@portal/domain/reservation-expiry";
import { buildSchedulesServices } from "@portal/domain/schedules";
import { SettingsService } from "@portal/domain/settings";
import { buildStandServices } from "@portal/domain/stand";
import { WebhookSender } from "@portal/domain/webhooks";
import type { ConnectionOptions, Worker } from "bullmq";
import { rouletteDrainJob } from "./jobs/distribution.job.ts";
import { emailSendJob } from "./jobs/email-send.job.ts";
import { emailSweepJob } from "./jobs/email-sweep.job.ts";
import { offerExpireJob, offerSweepJob } from "./jobs/offer.job.ts";
import { reservationExpireJob, reservationSweepJob } from "./jobs/reservation.job.ts";
import { scheduleReminderSweepJob, scheduleRemindJob } from "./jobs/schedule.job.ts";
import { staleSweepJob } from "./jobs/stale.job.ts";
import { standDayEndSweepJob, standSweepJob } from "./jobs/stand.job.ts";
import { webhookDeliverJob, webhookSweepJob } from "./jobs/webhook.job.ts";
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { OutboxSender } from "./mail/outbox-sender.ts";
import { createQueueWorker } from "./queue-worker.ts";
import { type AnyJobModule, JobRegistry } from "./registry.ts";
import { OutboxRepository } from "./repositories/outbox.repository.ts";
import { keepSchedules, SCHEDULE_CHECK_EVERY_MS, type ScheduleKeeper } from "./schedule-keeper.ts";
import { SCHEDULES, type Schedule, syncSchedules } from "./schedules.ts";

export interface JobDeps {
  prisma: PrismaClient;
  transport: MailTransport;
  mailFrom: string;
  logger: Logger;
  /** Where distribution enqueues offer expiries; without it they are left to the offer sweep. */
  jobs?: JobQueue;
  realtime?: RealtimePublisher;
  /** HTTP client of the outbound webhooks (tests pass their own). */
  fetch?: typeof fetch;
}

/** Every job the worker runs. A job added to contracts JOBS must get its module here. */
export function createJobModules(deps: JobDeps): AnyJobModule[] {
  const sender = new OutboxSender({
    outbox: new OutboxRepository(deps.prisma),
    transport: deps.transport,
    from: deps.mailFrom,
    logger: deps.logger,
  });
  // The same services as the API, built from the API's own pieces (Database, repositories, settings).
  const db = new Database(deps.prisma);
  const distribution = buildDistributionServices({
    db,
    settings: new SettingsService(db),
    jobs: deps.jobs ?? { enqueue: async () => undefined },
    realtime: deps.realtime,
    log: deps.logger,
  });
  const webhooks = new WebhookSender(db, deps.fetch ?? fetch, { log: deps.logger });
  const inventory = buildReservationServices({
    db,
    jobs: deps.jobs ?? { enqueue: async () => undefined },
    realtime: deps.realtime ?? noopRealtimePublisher,
    log: deps.logger,
  });
  // The stand, composed as the API composes it (decision 048): its notifications bump the feed, a specialist back to
  // AVAILABLE re-enters their roulettes, and the availability module's stand hooks point back at it.
  const notifications = new NotificationsService(db, deps.realtime ?? noopRealtimePublisher, deps.logger);
  const availability = new AvailabilityService(db, distribution.offerExpiry, deps.realtime, deps.logger, {
    flush: (outbox) => stand.availabilityHooks.flush(outbox),
    userChanged: (userId, status) => stand.availabilityHooks.userChanged(userId, status),
  });
  const stand = buildStandServices({
    db,
    ...(deps.realtime && { realtime: deps.realtime }),
    publishNotifications: (events) => notifications.publish(events),
    availabilityBack: (ended) => availability.attendanceEnded(ended),
    rearmOffers: (offers) => distribution.offerExpiry.rearm(offers),
    log: deps.logger,
  });
  const realtime = deps.realtime;
  const schedules = buildSchedulesServices({
    db,
    jobs: deps.jobs,
    // The reminder reaches the specialist's websocket through the API's hub (Redis pub/sub).
    publishNotifications: realtime
      ? async (events) => {
          for (const e of events) await realtime.publish(e.userId, e.event);
        }
      : undefined,
    log: deps.logger,
  });
  return [
    standSweepJob(stand),
    standDayEndSweepJob(stand),
    webhookDeliverJob(webhooks),
    webhookSweepJob(webhooks),
    emailSendJob(sender),
    emailSweepJob(sender),
    offerExpireJob(distribution),
    offerSweepJob(distribution),
    rouletteDrainJob(distribution),
    staleSweepJob(distribution),
    reservationExpireJob(inventory),
    reservationSweepJob(inventory),
    scheduleRemindJob(schedules),
    scheduleReminderSweepJob(schedules),
  ];
}

export interface StartOptions {
  modules: readonly AnyJobModule[];
  /** Redis connection; an ioredis instance must use `maxRetriesPerRequest: null`. */
  connection: ConnectionOptions;
  logger: Logger;
  concurrency: number;
  /** BullMQ key prefix (tests use a unique one). */
  prefix?: string;
  schedules?: readonly Schedule[];
  /** How often the schedulers are checked and re-created if Redis lost them (default 30 s). */
  scheduleCheckEveryMs?: number;
}

export interface WorkerApp {
  registry: JobRegistry;
  producer: JobProducer;
  workers: Worker[];
  /** Re-creates the schedulers when Redis loses them (on reconnect and periodically). */
  scheduleKeeper: ScheduleKeeper;
  /** Stops taking jobs, waits for the running ones, then closes the queues. */
  close(): Promise<void>;
}

/** Throws MissingJobHandlersError before touching Redis if any job in JOBS has no handler. */
export async function startWorkerApp(options: StartOptions): Promise<WorkerApp> {
  const registry = new JobRegistry(options.modules);
  registry.assertComplete();

  const { connection, prefix, logger } = options;
  const producer = createJobProducer(connection, { prefix });
  const workers = registry
    .queues()
    .map((queue) =>
      createQueueWorker(queue, registry, { connection, prefix, concurrency: options.concurrency, logger }),
    );
  const schedules = options.schedules ?? SCHEDULES;
  let scheduleKeeper: ScheduleKeeper;
  try {
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    await syncSchedules(producer, logger, schedules);
    scheduleKeeper = await keepSchedules(
      producer,
      logger,
      schedules,
      options.scheduleCheckEveryMs ?? SCHEDULE_CHECK_EVERY_MS,
    );
  } catch (error) {
    await Promise.allSettled(workers.map((worker) => worker.close(true)));
    await producer.close();
    throw error;
  }

  return {
    registry,
    producer,
    workers,
    scheduleKeeper,
    async close() {
      await scheduleKeeper.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await producer.close();
    },
  };
}
