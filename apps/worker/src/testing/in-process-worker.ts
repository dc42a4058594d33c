import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { createJobProducer, type JobProducer } from "@portal/domain/jobs";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { createJobModules, startWorkerApp, type WorkerApp } from "../worker-app.ts";
import { testJobDeps } from "./job-deps.ts";
import { deleteKeys, testRedis, uniquePrefix } from "./redis.ts";
import { failingTransport } from "./transports.ts";

/** The real BullMQ worker in this process, on its own database and Redis prefix, with a producer for its jobs. */
export interface InProcessWorker {
  db: TestDatabase;
  redis: Redis;
  producer: JobProducer;
  app: WorkerApp;
  close(): Promise<void>;
}

export async function startInProcessWorker(
  opts: { concurrency?: number; fetch?: typeof fetch; env?: Record<string, string> } = {},
): Promise<InProcessWorker> {
  const logger = pino({ level: "silent" });
  const prefix = uniquePrefix();
  const db = await createTestDatabase();
  const redis = testRedis();
  const producer = createJobProducer(redis, { prefix });
  const domain = testJobDeps({
    prisma: db.prisma,
    redis,
    prefix,
    transport: failingTransport(),
    logger,
    ...(opts.fetch && { fetch: opts.fetch }),
    ...(opts.env && { env: opts.env }),
  });
  const app = await startWorkerApp({
    modules: createJobModules(domain.deps),
    connection: redis,
    logger,
    concurrency: opts.concurrency ?? 4,
    prefix,
    schedules: [],
  });
  return {
    db,
    redis,
    producer,
    app,
    async close() {
      await app.close();
      await domain.close();
      await producer.close();
      await deleteKeys(redis, prefix);
      await redis.quit();
      await db.drop();
    },
  };
}
