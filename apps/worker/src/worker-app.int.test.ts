import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { QUEUES } from "@portal/contracts/jobs";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { createJobProducer } from "@portal/domain/jobs";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogTransport } from "./mail/log-transport.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { EMAIL_SWEEP_EVERY_MS, SCHEDULES, type Schedule, schedule } from "./schedules.ts";
import { testJobDeps } from "./testing/job-deps.ts";
import { createOutboxRow, readOutboxRow } from "./testing/outbox-factory.ts";
import { deleteKeys, testRedis, uniquePrefix } from "./testing/redis.ts";
import { failingTransport } from "./testing/transports.ts";
import { createJobModules, startWorkerApp, type WorkerApp } from "./worker-app.ts";

const logger = pino({ level: "silent" });
const prefix = uniquePrefix();
const wait = { timeout: 10_000, interval: 50 };

let db: TestDatabase;
let redis: Redis;
let mailRoot: string;
const running: WorkerApp[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  redis = testRedis();
  mailRoot = await mkdtemp(path.join(os.tmpdir(), "portal-worker-"));
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
  await deleteKeys(redis, prefix);
});

afterAll(async () => {
  await deleteKeys(redis, prefix);
  await redis?.quit();
  await db?.drop();
  if (mailRoot) await rm(mailRoot, { recursive: true, force: true });
});

async function start(transport: MailTransport, schedules: readonly Schedule[] = []): Promise<WorkerApp> {
  const domain = testJobDeps({ prisma: db.prisma, redis, prefix, transport, logger });
  const app = await startWorkerApp({
    modules: createJobModules(domain.deps),
    connection: redis,
    logger,
    concurrency: 4,
    prefix,
    schedules,
  });
  running.push({ ...app, close: () => app.close().finally(domain.close) });
  return app;
}

async function freshMailDir(): Promise<string> {
  return mkdtemp(path.join(mailRoot, "mail-"));
}

async function finishedJob(app: WorkerApp, id: string): Promise<Job> {
  const queue = app.producer.queue(QUEUES.email);
  return vi.waitFor(async () => {
    const job = await queue.getJob(id);
    expect(job?.finishedOn).toBeDefined();
    return job!;
  }, wait);
}

describe("worker app (BullMQ + PostgreSQL)", () => {
  it("email.send writes the outbox row as an .eml file (log transport) and marks it SENT", async () => {
    const mailDir = await freshMailDir();
    const app = await start(createLogTransport(mailDir, logger));
    const row = await createOutboxRow(db.prisma);

    const jobId = await app.producer.enqueue("email.send", { outboxId: row.id });

    expect(jobId).toBe(`email-send_${row.id}`);
    const job = await finishedJob(app, jobId);
    expect(await job.getState()).toBe("completed");
    expect(job.returnvalue).toMatchObject({ status: "sent" });
    const after = await readOutboxRow(db.prisma, row.id);
    expect(after.status).toBe("SENT");
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(mailDir, files[0]!), "utf8");
    expect(eml).toContain(`To: ${row.to}\r\n`);
    expect(eml).toContain(`Subject: ${row.subject}\r\n`);
  });

  it("re-enqueueing the same email uses the same job id and sends once", async () => {
    const mailDir = await freshMailDir();
    const app = await start(createLogTransport(mailDir, logger));
    const row = await createOutboxRow(db.prisma);

    const ids = await Promise.all([1, 2, 3].map(() => app.producer.enqueue("email.send", { outboxId: row.id })));

    expect(new Set(ids).size).toBe(1);
    await finishedJob(app, ids[0]!);
    await app.producer.enqueue("email.send", { outboxId: row.id });
    expect(await readdir(mailDir)).toHaveLength(1);
  });

  it("an email already SENT is skipped by email.send", async () => {
    const mailDir = await freshMailDir();
    const app = await start(createLogTransport(mailDir, logger));
    const row = await createOutboxRow(db.prisma, { status: "SENT", sentAt: new Date() });

    const job = await finishedJob(app, await app.producer.enqueue("email.send", { outboxId: row.id }));

    expect(job.returnvalue).toEqual({ status: "skipped", reason: "already-sent" });
    expect(await readdir(mailDir)).toHaveLength(0);
  });

  it("a failing transport increments attempts and leaves the retry to the outbox schedule, not BullMQ", async () => {
    const transport = failingTransport("connect ECONNREFUSED 10.0.0.1:587");
    const app = await start(transport);
    const row = await createOutboxRow(db.prisma);

    const job = await finishedJob(app, await app.producer.enqueue("email.send", { outboxId: row.id }));

    expect(await job.getState()).toBe("failed");
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain("the outbox sweep retries it");
    const after = await readOutboxRow(db.prisma, row.id);
    expect(after).toMatchObject({ status: "PENDING", attempts: 1, lastError: "connect ECONNREFUSED 10.0.0.1:587" });
    expect(after.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(transport.calls).toBe(1);
  });

  it("the sweep sends emails whose jobs Redis lost", async () => {
    const producer = createJobProducer(redis, { prefix });
    const rows = await Promise.all([1, 2, 3].map(() => createOutboxRow(db.prisma)));
    for (const row of rows) await producer.enqueue("email.send", { outboxId: row.id });
    await producer.close();
    expect(await deleteKeys(redis, prefix)).toBeGreaterThan(0); // Redis restarted without persistence

    const mailDir = await freshMailDir();
    await start(createLogTransport(mailDir, logger), [schedule("email.sweep", {}, 200)]);

    await vi.waitFor(async () => {
      const statuses = await db.prisma.emailOutbox.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
      expect(statuses.map((r) => r.status)).toEqual(["SENT", "SENT", "SENT"]);
    }, wait);
    const files = await readdir(mailDir);
    expect(files).toHaveLength(3);
    expect(files.map((f) => f.split("_")[1]).sort()).toEqual(rows.map((r) => r.to).sort());
  });

  it("registers the email.sweep scheduler every 30 s and removes schedulers no longer declared", async () => {
    const stale = await start(failingTransport(), [schedule("email.sweep", {}, 999_000)]);
    await stale.close();
    running.splice(0);

    const app = await start(failingTransport(), SCHEDULES);

    const queue = app.producer.queue(QUEUES.email);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => ({ key: s.key, every: Number(s.every) }))).toEqual([
      { key: "email.sweep", every: EMAIL_SWEEP_EVERY_MS },
    ]);
    await start(failingTransport(), []);
    expect(await queue.getJobSchedulers()).toEqual([]);
  });

  it("a job whose payload breaks the contract fails at once without retries", async () => {
    const app = await start(failingTransport());

    const added = await app.producer.queue(QUEUES.email).add("email.send", { outboxId: "not-a-uuid" });
    const job = await finishedJob(app, added.id!);

    expect(await job.getState()).toBe("failed");
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/Invalid payload for job "email.send"/);
  });
});
