import { JOB_NAMES } from "@portal/contracts/jobs";
import type { PrismaClient } from "@portal/db/client";
import { createRedisPublisher } from "@portal/domain/realtime";
import { Redis } from "ioredis";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "./config.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { defineJob, InvalidJobPayloadError, JobRegistry, MissingJobHandlersError } from "./registry.ts";
import { createJobModules, startWorkerApp } from "./worker-app.ts";

const logger = pino({ level: "silent" });
const ctx = { jobId: "test", attemptsMade: 0, logger };
const noop = async () => undefined;

describe("JobRegistry", () => {
  it("lists the jobs of contracts JOBS that have no handler", () => {
    const registry = new JobRegistry([defineJob("email.send", noop)]);

    expect(registry.missing()).toEqual(JOB_NAMES.filter((name) => name !== "email.send"));
    expect(() => registry.assertComplete()).toThrow(MissingJobHandlersError);
    expect(() => registry.assertComplete()).toThrow(/email\.sweep/);
  });

  it("refuses a second handler for the same job", () => {
    const registry = new JobRegistry([defineJob("email.send", noop)]);

    expect(() => registry.register(defineJob("email.send", noop))).toThrow(/already has a handler/);
  });

  it("validates the payload with the contract schema before the handler runs", async () => {
    const handler = vi.fn(noop);
    const registry = new JobRegistry([defineJob("email.send", handler)]);

    await expect(registry.run("email.send", { outboxId: "not-a-uuid" }, ctx)).rejects.toThrow(InvalidJobPayloadError);
    expect(handler).not.toHaveBeenCalled();

    const outboxId = "6f1c2a43-6a55-4b7e-9d55-1a0b8c0f3e21";
    await registry.run("email.send", { outboxId, extra: "stripped" }, ctx);
    expect(handler).toHaveBeenCalledWith({ outboxId }, ctx);
  });

  it("groups registered jobs by queue, one worker per queue", () => {
    const registry = new JobRegistry([defineJob("email.send", noop), defineJob("email.sweep", noop)]);

    expect(registry.queues()).toEqual(["email"]);
  });
});

describe("worker boot", () => {
  const transport: MailTransport = { kind: "log", send: vi.fn(), close: noop };

  it("has a handler for every job in contracts JOBS", () => {
    // Nothing connects: the domain's services only hold their connections until a job runs.
    const redis = new Redis("redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: null });
    const modules = createJobModules({
      config: readConfig({}),
      prisma: {} as PrismaClient,
      redis,
      transport,
      mailFrom: "x@portal.local",
      logger,
      jobs: { enqueue: noop },
      realtime: createRedisPublisher(redis, "test:"),
    });
    const registry = new JobRegistry(modules);
    redis.disconnect();

    expect(registry.missing()).toEqual([]);
    expect(modules.map((m) => m.name).sort()).toEqual([...JOB_NAMES].sort());
  });

  it("refuses to start, before connecting to Redis, when a job has no handler", async () => {
    const redis = new Redis("redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: null });

    const start = startWorkerApp({
      modules: [defineJob("email.sweep", noop)],
      connection: redis,
      logger,
      concurrency: 1,
    });

    await expect(start).rejects.toThrow(MissingJobHandlersError);
    await expect(start).rejects.toMatchObject({ missing: JOB_NAMES.filter((name) => name !== "email.sweep") });
    expect(redis.status).toBe("wait");
    redis.disconnect();
  });
});
