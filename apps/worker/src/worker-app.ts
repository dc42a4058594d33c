import type { PrismaClient } from "@portal/db/client";
import { SessionCache } from "@portal/domain/auth";
import { buildDomain, type Domain } from "@portal/domain/build-domain";
import { Database } from "@portal/domain/database";
import { createJobProducer, type JobProducer } from "@portal/domain/jobs";
import type { JobQueue, RealtimePublisher, TokenSigner } from "@portal/domain/ports";
import type { SharedConfig } from "@portal/domain/runtime-config";
import { LocalFileStorage } from "@portal/domain/storage";
import type { ConnectionOptions, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { rouletteDrainJob } from "./jobs/distribution.job.ts";
import { emailSendJob } from "./jobs/email-send.job.ts";
import { emailSweepJob } from "./jobs/email-sweep.job.ts";
import { offerExpireJob, offerSweepJob } from "./jobs/offer.job.ts";
import { reportsRepairSweepJob } from "./jobs/reports.job.ts";
import { reservationExpireJob, reservationSweepJob } from "./jobs/reservation.job.ts";
import { scheduleReminderSweepJob, scheduleRemindJob } from "./jobs/schedule.job.ts";
import { staleSweepJob } from "./jobs/stale.job.ts";
import { standDayEndSweepJob, standSweepJob } from "./jobs/stand.job.ts";
import { webhookDeliverJob, webhookSweepJob } from "./jobs/webhook.job.ts";
import { whatsappSendJob, whatsappSendSweepJob } from "./jobs/whatsapp.job.ts";
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { OutboxSender } from "./mail/outbox-sender.ts";
import { createQueueWorker } from "./queue-worker.ts";
import { type AnyJobModule, JobRegistry } from "./registry.ts";
import { OutboxRepository } from "./repositories/outbox.repository.ts";
import { keepSchedules, SCHEDULE_CHECK_EVERY_MS, type ScheduleKeeper } from "./schedule-keeper.ts";
import { SCHEDULES, type Schedule, syncSchedules } from "./schedules.ts";

export interface JobDeps {
  /** The values the domain reads (the worker's config carries them: runtime-config's shared schema). */
  config: SharedConfig;
  prisma: PrismaClient;
  /** The domain's Redis (login throttle, session invalidation); an ioredis instance with `maxRetriesPerRequest: null`. */
  redis: Redis;
  transport: MailTransport;
  mailFrom: string;
  logger: Logger;
  /** Where the domain enqueues (offer expiries, reminders, webhooks, emails). */
  jobs: JobQueue;
  /** Offers and notifications created here reach the users' websockets through the API's hub (Redis pub/sub). */
  realtime: RealtimePublisher;
  /** HTTP client of the outbound webhooks (tests pass their own). */
  fetch?: typeof fetch;
}

/** The worker signs in no one: a job that tried to issue a session token fails loudly instead. */
const signsNoSessions: TokenSigner = {
  sign() {
    throw new Error("the worker issues no session tokens");
  },
};

/** The domain as the worker builds it: the API's domain (buildDomain), on the worker's connections. */
export function buildWorkerDomain(deps: JobDeps): Domain {
  return buildDomain({
    config: deps.config,
    db: new Database(deps.prisma),
    redis: deps.redis,
    jobs: deps.jobs,
    tokens: signsNoSessions,
    storage: new LocalFileStorage(deps.config.uploadDir),
    // No request is authenticated here, so nothing to cache; an eviction still reaches the API through Redis.
    sessionCache: new SessionCache({ ttlMs: 0, maxEntries: 1 }),
    realtime: deps.realtime,
    fetch: deps.fetch ?? fetch,
    log: deps.logger,
  });
}

/** Every job the worker runs, on the domain's services. A job added to contracts JOBS must get its module here. */
export function createJobModules(deps: JobDeps): AnyJobModule[] {
  const domain = buildWorkerDomain(deps);
  const sender = new OutboxSender({
    outbox: new OutboxRepository(deps.prisma),
    transport: deps.transport,
    from: deps.mailFrom,
    logger: deps.logger,
  });
  return [
    standSweepJob(domain.stand),
    standDayEndSweepJob(domain.stand),
    webhookDeliverJob(domain.webhookSender),
    webhookSweepJob(domain.webhookSender),
    emailSendJob(sender),
    emailSweepJob(sender),
    offerExpireJob(domain.distribution),
    offerSweepJob(domain.distribution),
    rouletteDrainJob(domain.distribution),
    staleSweepJob(domain.distribution),
    reportsRepairSweepJob(domain.reports),
    reservationExpireJob(domain),
    reservationSweepJob(domain),
    scheduleRemindJob(domain.schedules),
    scheduleReminderSweepJob(domain.schedules),
    whatsappSendJob(domain.chatSend),
    whatsappSendSweepJob(domain.chatSend),
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
