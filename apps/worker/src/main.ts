import { createPrismaClient } from "@portal/db/client";
import { createJobProducer } from "@portal/domain/jobs";
import { createRedisPublisher } from "@portal/domain/realtime";
import { Redis } from "ioredis";
import { readConfig } from "./config.ts";
import { startHeartbeat } from "./heartbeat.ts";
import { createLogger } from "./logger.ts";
import { createMailTransport } from "./mail/transport.ts";
import { MissingJobHandlersError } from "./registry.ts";
import { createJobModules, startWorkerApp, type WorkerApp } from "./worker-app.ts";

/** In-flight jobs get this long to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

const config = readConfig();
const logger = createLogger(config.logLevel);

// Lazy: nothing connects before the registry check in startWorkerApp has passed.
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
redis.on("error", (err) => logger.error({ err }, "redis connection error"));
const prisma = createPrismaClient(config.databaseUrl);
const transport = createMailTransport(config, logger);
// The domain enqueues (offer expiries, reminders, webhooks) through its own producer; the worker app's is created later.
const domainProducer = createJobProducer(redis, { prefix: config.queuePrefix });

async function releaseResources(): Promise<void> {
  await Promise.allSettled([domainProducer.close(), transport.close(), redis.quit(), prisma.$disconnect()]);
}

let app: WorkerApp;
try {
  app = await startWorkerApp({
    modules: createJobModules({
      config,
      prisma,
      redis,
      transport,
      mailFrom: config.mailFrom,
      logger,
      jobs: domainProducer,
      realtime: createRedisPublisher(redis, config.redisPrefix),
    }),
    connection: redis,
    prefix: config.queuePrefix,
    logger,
    concurrency: config.concurrency,
  });
} catch (err) {
  if (err instanceof MissingJobHandlersError) {
    logger.fatal({ missing: err.missing }, `refusing to start: ${err.message}`);
  } else {
    logger.fatal({ err }, "worker failed to start");
  }
  redis.disconnect();
  await releaseResources();
  process.exit(1);
}

logger.info(
  {
    queues: app.registry.queues(),
    concurrency: config.concurrency,
    mail: config.smtpUrl ? "smtp" : { transport: "log", dir: config.mailDir },
  },
  "worker started",
);

const heartbeat = config.heartbeatFile
  ? startHeartbeat(
      config.heartbeatFile,
      () => redis.status === "ready" && app.workers.every((worker) => worker.isRunning()),
      logger,
    )
  : undefined;

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, "second signal: exiting without waiting for jobs");
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight jobs");
  const timer = setTimeout(() => {
    logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, "shutdown timed out");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await heartbeat?.stop();
    await app.close();
    await releaseResources();
    logger.info("worker stopped");
    process.exit(0);
  } catch (err) {
    logger.error({ err }, "error during shutdown");
    process.exit(1);
  }
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
