import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../src/app";
import { createLead, type Staff, staff } from "./factories/leads";
import { createWhatsAppMessage, postWhatsAppWebhook } from "./factories/whatsapp";
import { createTestContext, RecordingJobQueue, type TestContext } from "./helpers";

/**
 * The spec's messaging websocket (GET /messaging/ws?userId=, decision 083): authenticated like /ws, userId must be
 * the caller, `connection-success` with the caller's contacts, then `message` for each new message of the caller's
 * leads, delivered from another API instance through Redis; closed on logout.
 */
let ctx: TestContext;
let appB: FastifyInstance;
let redisB: Redis;
let owner: Staff;

type Received = { type: string; [k: string]: unknown };
type Opened = { socket: WebSocket; received: Received[] };

function connect(userId: string, token: string) {
  const base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  return new Promise<Opened | { status: number }>((resolve, reject) => {
    const socket = new WebSocket(`${base}/messaging/ws?userId=${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const received: Received[] = [];
    socket.on("message", (data) => received.push(JSON.parse(String(data))));
    socket.once("open", () => resolve({ socket, received }));
    socket.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once("error", reject);
  });
}

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ rateLimitPerMinute: 1_000_000, loginLimitPerIp: 10_000 });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  // Instance B: same database and Redis prefix (same deployment); the webhook lands there.
  redisB = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  appB = await buildApp(ctx.config, { prisma: ctx.prisma, redis: redisB, jobs: new RecordingJobQueue() });
  await appB.ready();
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
});
afterAll(async () => {
  await appB?.close();
  await redisB?.quit();
  await ctx?.close();
});

describe("GET /messaging/ws", () => {
  it("opens with connection-success carrying the contacts, then pushes a message that arrived on another instance", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await createWhatsAppMessage(ctx.prisma, {
      leadId: lead.id,
      waId: lead.phone,
      direction: "IN",
      body: "Primeira",
      sentAt: new Date(Date.now() - 60_000),
    });
    const s = await connect(owner.user.id, owner.token);
    if (!("socket" in s)) throw new Error(`refused ${s.status}`);
    const hello = await waitFor(() => s.received.find((r) => r.type === "connection-success"));
    expect(hello.contacts).toEqual([
      expect.objectContaining({ _id: lead.id, last_message: expect.objectContaining({ body: "Primeira" }) }),
    ]);

    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: "106540352242922" },
                messages: [
                  {
                    from: lead.phone,
                    id: `wamid.${randomBytes(12).toString("hex")}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: "text",
                    text: { body: "Segunda" },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const res = await postWhatsAppWebhook(appB, ctx.config.whatsappWebhook.appSecret, raw);
    expect(res.statusCode).toBe(200);
    const pushed = await waitFor(() => s.received.find((r) => r.type === "message"));
    expect(pushed.message).toMatchObject({ lead_id: lead.id, direction: "IN", body: "Segunda", read: false });
    // Only the chat's own events travel on this socket (the notification went to /ws).
    expect(s.received.map((r) => r.type)).toEqual(["connection-success", "message"]);

    const closed = new Promise<number>((resolve) => s.socket.once("close", (code) => resolve(code)));
    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: owner.headers });
    expect(await closed).toBe(4401);
  });

  it("refuses another user's userId with 403 and a role outside the chat section with 403, before the upgrade", async () => {
    const other = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const marketing = await staff(ctx, ["MARKETING"]);
    expect(await connect(owner.user.id, other.token)).toEqual({ status: 403 });
    expect(await connect(marketing.user.id, marketing.token)).toEqual({ status: 403 });
    expect(ctx.app.realtimeHub.count(other.user.id)).toBe(0);
  });
});
