import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { createEnterprise, createLead } from "./factories/leads";
import { addAgents } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

/**
 * The worker publishes what it creates (offers, 'Novo Lead na sua carteira') on the deployment's realtime
 * channel, so a specialist's open websocket on the API gets it at once. The real worker (apps/worker
 * src/main.ts) runs in a child process with the API's Redis prefix and its own BullMQ prefix.
 */
const WORKER_MAIN = path.resolve(import.meta.dirname, "../../worker/src/main.ts");
const queuePrefix = `test-${randomBytes(6).toString("hex")}`;

let ctx: TestContext;
let worker: ChildProcess | undefined;
let workerOutput = "";

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((r) => worker?.once("exit", r));
    worker.kill("SIGTERM");
    await exited;
  }
  const keys = await ctx.redis.keys(`${queuePrefix}:*`);
  if (keys.length) await ctx.redis.del(...keys);
  await ctx?.close();
});

function startWorker(): Promise<void> {
  worker = spawn(process.execPath, ["--import", "tsx", WORKER_MAIN], {
    cwd: path.dirname(path.dirname(WORKER_MAIN)),
    env: {
      ...process.env,
      DATABASE_URL: ctx.config.databaseUrl,
      REDIS_URL: ctx.config.redisUrl,
      REDIS_PREFIX: ctx.config.redisPrefix,
      QUEUE_PREFIX: queuePrefix,
      LOG_LEVEL: "info",
      WORKER_CONCURRENCY: "2",
    },
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

describe("worker -> Redis pub/sub -> API websocket", () => {
  it("an offer made by the worker reaches the specialist's socket as lead.offered and notification.created", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await ctx.prisma.roulette.create({
      data: { name: "Online", type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const [agent] = await addAgents(ctx, roulette, 1);
    if (!agent) throw new Error("no agent");
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, source: "SITE" });
    await ctx.prisma.rouletteQueueItem.create({
      data: { leadId: lead.id, rouletteId: roulette.id, cycle: 1, reason: "teste" },
    });

    const port = (ctx.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { authorization: `Bearer ${agent.token}` } });
    const events: RealtimeEvent[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });

    await startWorker();
    const queue = new Queue("distribution", { connection: ctx.redis, prefix: queuePrefix });
    try {
      await queue.add("roulette.drain", { rouletteId: roulette.id });
      await vi.waitFor(
        () => {
          const notification = events.find((e) => e.type === "notification.created");
          expect(notification, workerOutput).toMatchObject({
            type: "notification.created",
            notification: { title: "Novo Lead na sua carteira", linked_content: lead.id },
          });
          expect(events.find((e) => e.type === "lead.offered")).toMatchObject({ lead_id: lead.id });
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await queue.close();
      socket.close();
    }
    const stored = await ctx.prisma.notification.findFirstOrThrow({ where: { receiverId: agent.user.id } });
    const delivered = events.find((e) => e.type === "notification.created");
    expect(delivered && "notification" in delivered ? delivered.notification._id : null).toBe(stored.id);
  }, 60_000);
});
