import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { QUEUES } from "@portal/contracts/jobs";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { createRedisPublisher } from "@portal/domain/realtime";
import { Queue } from "bullmq";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { login } from "./helpers";

/**
 * An operator who sets REDIS_PREFIX (several deployments on one Redis) gives the same environment to the API and the
 * worker. Both read it through the one shared schema, so the API's realtime subscription, its BullMQ producer and
 * the worker's queues and publisher all move to the new prefix together. Built from the environment itself, not from
 * a test override, and with the API's real job producer.
 */
const WORKER_MAIN = path.resolve(import.meta.dirname, "../../worker/src/main.ts");
const prefix = `op-${randomBytes(6).toString("hex")}:`;

let testDb: TestDatabase;
let redis: Redis;
let app: FastifyInstance;
let env: NodeJS.ProcessEnv;
let worker: ChildProcess | undefined;
let workerOutput = "";

beforeAll(async () => {
  testDb = await createTestDatabase();
  redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  env = {
    ...process.env,
    APP_ENV: "development",
    MAINTENANCE: "false",
    DATABASE_URL: testDb.url,
    REDIS_PREFIX: prefix,
    QUEUE_PREFIX: "",
  };
  const config = loadConfig(env, {
    logger: false,
    bcryptCost: 4,
    uploadDir: mkdtempSync(path.join(tmpdir(), "portal-uploads-")),
  });
  app = await buildApp(config, { prisma: testDb.prisma, redis });
  await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((r) => worker?.once("exit", r));
    worker.kill("SIGTERM");
    await exited;
  }
  await app?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await testDb.drop();
});

function startWorker(): Promise<void> {
  worker = spawn(process.execPath, ["--import", "tsx", WORKER_MAIN], {
    cwd: path.dirname(path.dirname(WORKER_MAIN)),
    env: { ...env, LOG_LEVEL: "info", MAIL_DIR: mkdtempSync(path.join(tmpdir(), "portal-mail-")), SMTP_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      workerOutput += chunk.toString();
      if (workerOutput.includes('"msg":"worker started"')) resolve();
    };
    worker?.stdout?.on("data", onData);
    worker?.stderr?.on("data", onData);
    worker?.once("exit", (code) => reject(new Error(`worker exited ${code}:\n${workerOutput}`)));
  });
}

describe("REDIS_PREFIX set by the operator, honoured by the API and the worker", () => {
  it("the API reads the prefix from the environment and puts its queues under it", () => {
    expect(app.config.redisPrefix).toBe(prefix);
    expect(app.config.queuePrefix).toBe(`${prefix}bull`);
  });

  it("an event published through the domain on the deployment's prefix reaches the user's socket", async () => {
    const { user, password } = await createUser(testDb.prisma, { roles: ["ADMIN"] });
    const { token } = await login(app, user.email, password);
    const port = (app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { authorization: `Bearer ${token}` } });
    const events: RealtimeEvent[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    try {
      const unitId = randomBytes(8).toString("hex");
      // What the worker does with the same environment (apps/worker/src/main.ts: createRedisPublisher(redis, redisPrefix)).
      await createRedisPublisher(redis, prefix).publish(user.id, {
        type: "unit.changed",
        enterprise_id: "enterprise-1",
        unit_id: unitId,
      });
      await vi.waitFor(
        () => expect(events).toContainEqual({ type: "unit.changed", enterprise_id: "enterprise-1", unit_id: unitId }),
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      socket.close();
    }
  });

  it("a job the API enqueues is picked up by a worker given the same environment", async () => {
    const { user } = await createUser(testDb.prisma, {});
    await startWorker();
    const res = await app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const outbox = await testDb.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } });
    // The API's own job, completed by the worker (not the worker's periodic outbox sweep, which would send it too).
    const queue = new Queue(QUEUES.email, { connection: redis, prefix: `${prefix}bull` });
    try {
      await vi.waitFor(
        async () => {
          const done = await queue.getJobs(["completed"]);
          expect(
            done.map((job) => ({ name: job.name, data: job.data })),
            workerOutput,
          ).toContainEqual({ name: "email.send", data: { outboxId: outbox.id } });
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await queue.close();
    }
    // The job may find the row claimed by the worker's start-up sweep (then it skips it): either way it ends sent.
    await vi.waitFor(
      async () => {
        const sent = await testDb.prisma.emailOutbox.findUniqueOrThrow({ where: { id: outbox.id } });
        expect(sent.status, workerOutput).toBe("SENT");
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 60_000);
});
