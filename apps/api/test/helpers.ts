import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { JobName, JobPayload } from "@portal/contracts/jobs";
import type { PrismaClient } from "@portal/db/client";
import { createTestDatabase } from "@portal/db/testing/test-db";
import type { JobQueue } from "@portal/domain/ports";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { buildApp } from "../src/app";
import { type AppConfig, loadConfig } from "../src/config";

export interface TestContext {
  app: FastifyInstance;
  prisma: PrismaClient;
  redis: Redis;
  config: AppConfig;
  jobs: RecordingJobQueue;
  close(): Promise<void>;
}

/** Records enqueued jobs so tests can assert on them without a worker. */
export class RecordingJobQueue implements JobQueue {
  readonly jobs: { name: JobName; payload: unknown }[] = [];
  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>) {
    this.jobs.push({ name, payload });
  }
}

/**
 * One isolated database (cloned from the migrated template) and one Redis key prefix per test
 * file, so files run in parallel without seeing each other's data.
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  const config = loadConfig(
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false" },
    {
      databaseUrl: testDb.url,
      logger: false,
      redisPrefix: `test:${randomUUID()}:`,
      bcryptCost: 4,
      uploadDir: mkdtempSync(path.join(tmpdir(), "portal-uploads-")),
      ...overrides,
    },
  );
  const jobs = new RecordingJobQueue();
  const app = await buildApp(config, { prisma: testDb.prisma, redis, jobs });
  await app.ready();
  return {
    app,
    prisma: testDb.prisma,
    redis,
    config,
    jobs,
    async close() {
      await app.close();
      const keys = await redis.keys(`${config.redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await testDb.drop();
    },
  };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: "POST",
    url: "/users/login",
    payload: { email, password, working_systems: ["SALES"] },
  });
  return { res, body: res.json(), token: res.json().authorization as string | undefined };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
