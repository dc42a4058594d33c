import { createHmac } from "node:crypto";
import type { TestDatabase } from "@portal/db/testing/test-db";
import { Database } from "@portal/domain/database";
import type { JobProducer } from "@portal/domain/jobs";
import { webhookOutboxConsumers } from "@portal/domain/webhooks";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type InProcessWorker, startInProcessWorker } from "../testing/in-process-worker.ts";

const logger = pino({ level: "silent" });
const sent: { url: string; headers: Record<string, string>; body: string }[] = [];

/** The receiver: records each POST and answers 200. */
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  sent.push({ url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body) });
  return new Response("ok", { status: 200 });
}) as typeof fetch;

let worker: InProcessWorker;
let db: TestDatabase;
let producer: JobProducer;

beforeAll(async () => {
  worker = await startInProcessWorker({ concurrency: 2, fetch: fakeFetch });
  ({ db, producer } = worker);
});

afterAll(async () => {
  await worker?.close();
});

describe("webhook jobs in the real BullMQ worker", () => {
  it("an outbox row written with its event is delivered signed by the webhook.deliver job", async () => {
    const subscription = await db.prisma.webhookSubscription.create({
      data: { url: "https://erp.example.com/hooks", secret: "s3cr3t", events: ["sale.completed"] },
    });
    const database = new Database(db.prisma);
    for (const consumer of webhookOutboxConsumers(producer, logger)) database.events.register(consumer);
    // The sale event emitted in a transaction: its row is written before COMMIT, its job enqueued after.
    await database.transaction(async (_repos, events) =>
      events.emit({
        type: "sale.completed",
        data: {
          sale_id: "abc",
          unit_id: "u1",
          enterprise_id: "e1",
          lead_id: "l1",
          net_price_cents: 100,
          status: "COMPLETED",
          reason: null,
        },
      }),
    );
    const ids = (await db.prisma.webhookDelivery.findMany({ where: { subscriptionId: subscription.id } })).map(
      (d) => d.id,
    );
    expect(ids).toHaveLength(1);
    await producer.enqueue("webhook.deliver", { deliveryId: ids[0] as string }); // deterministic job id: enqueued once

    await vi.waitFor(
      async () => {
        const row = await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: ids[0] as string } });
        expect(row.status).toBe("DELIVERED");
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(subscription.url);
    expect(request?.headers["x-portal-signature"]).toBe(
      `sha256=${createHmac("sha256", "s3cr3t")
        .update(request?.body ?? "")
        .digest("hex")}`,
    );
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({ event: "sale.completed", data: { sale_id: "abc" } });
  });
});
