import { feedVersionKey } from "@portal/domain/notifications";
import { createRedisPublisher } from "@portal/domain/realtime";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { type Staff, staff } from "./factories/leads";
import { createNotification } from "./factories/notifications";
import { createTestContext, RecordingJobQueue, type TestContext } from "./helpers";

/**
 * The GET /notifications answer cache (docs/decisions/016-notification-poll-cache.md): two API instances on
 * one database and one Redis. A cached answer is served only while the caller's feed version is unchanged,
 * and every change (created through any publisher, marked read on any instance) is seen by the next poll.
 */
let ctx: TestContext;
let other: FastifyInstance;
let me: Staff;
let colleague: Staff;
const POLL = "/notifications?working_systems=SALES&count=true";

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, notificationsCacheTtlMs: 60_000 });
  other = await buildApp(ctx.config, { prisma: ctx.prisma, redis: ctx.redis, jobs: new RecordingJobQueue() });
  await other.ready();
  me = await staff(ctx, ["ONLINE_SPECIALIST"]);
  colleague = await staff(ctx, ["BOOTH_SPECIALIST"]);
  await createNotification(ctx.prisma, me.user.id, { title: "Primeiro" });
  await createNotification(ctx.prisma, colleague.user.id, { title: "Do colega" });
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const poll = (app: FastifyInstance, who: Staff, url = POLL) => app.inject({ method: "GET", url, headers: who.headers });
const titles = (res: { json(): { payload: { title: string }[] } }) => res.json().payload.map((p) => p.title);

describe("GET /notifications answer cache", () => {
  it("answers a repeated poll from the cache with the same body", async () => {
    const first = await poll(ctx.app, me);
    const second = await poll(ctx.app, me);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(titles(second)).toEqual(["Primeiro"]);
  });

  it("a paused or re-armed offer clock invalidates the cached answer too (its NEW_LEAD lists the new state)", async () => {
    const publisher = createRedisPublisher(ctx.redis, ctx.config.redisPrefix);
    const events = [
      { type: "lead.offer_paused", lead_id: me.user.id, offer_id: me.user.id, remaining_ms: 1000 },
      { type: "lead.offered", lead_id: me.user.id, offer_id: me.user.id, deadline: new Date().toISOString() },
    ] as const;
    for (const event of events) {
      await poll(ctx.app, me);
      expect((await poll(ctx.app, me)).headers["x-cache"]).toBe("hit");
      await publisher.publish(me.user.id, event);
      expect((await poll(ctx.app, me)).headers["x-cache"], event.type).toBe("miss");
    }
    // Other realtime events leave the feed alone.
    await poll(ctx.app, me);
    await publisher.publish(me.user.id, { type: "lead.updated", lead_id: me.user.id });
    expect((await poll(ctx.app, me)).headers["x-cache"]).toBe("hit");
  });

  it("keeps users apart: one user's cached answer is never another's", async () => {
    await poll(ctx.app, me);
    const theirs = await poll(ctx.app, colleague);
    expect(titles(theirs)).toEqual(["Do colega"]);
    expect((await poll(ctx.app, me, `${POLL}&receiver_id=${colleague.user.id}`)).statusCode).toBe(403);
  });

  it("is bypassed for a change made behind the API's back only until the next feed change (the version)", async () => {
    await poll(ctx.app, me);
    // Inserted directly, with no publish: the cached answer still stands (this is what the version guards).
    await createNotification(ctx.prisma, me.user.id, { title: "Silencioso" });
    expect(titles(await poll(ctx.app, me))).not.toContain("Silencioso");
    // The worker's path: the row committed, then notification.created published (which bumps the version).
    const row = await createNotification(ctx.prisma, me.user.id, { title: "Do worker" });
    await createRedisPublisher(ctx.redis, ctx.config.redisPrefix).publish(me.user.id, {
      type: "notification.created",
      notification: {
        _id: row.id,
        title: row.title,
        message: row.message,
        type: row.type,
        linked_content: null,
        deadline: null,
        createdAt: row.createdAt.toISOString(),
      },
    });
    for (const app of [ctx.app, other]) {
      const res = await poll(app, me);
      expect(res.headers["x-cache"]).toBe("miss");
      expect(titles(res)).toEqual(expect.arrayContaining(["Do worker", "Silencioso", "Primeiro"]));
    }
  });

  it("a batch published at once (the distribution's publishMany) moves the version of each receiver", async () => {
    await poll(ctx.app, me);
    await poll(ctx.app, colleague);
    const rows = [
      await createNotification(ctx.prisma, me.user.id, { title: "Lote 1" }),
      await createNotification(ctx.prisma, colleague.user.id, { title: "Lote 2" }),
    ];
    const publisher = createRedisPublisher(ctx.redis, ctx.config.redisPrefix);
    await publisher.publishMany?.(
      rows.map((row) => ({
        userId: row.receiverId,
        event: {
          type: "notification.created" as const,
          notification: {
            _id: row.id,
            title: row.title,
            message: row.message,
            type: row.type,
            linked_content: null,
            deadline: null,
            createdAt: row.createdAt.toISOString(),
          },
        },
      })),
    );
    expect(titles(await poll(ctx.app, me))).toContain("Lote 1");
    expect(titles(await poll(ctx.app, colleague))).toContain("Lote 2");
  });

  it("a notification created through the service is in the next poll on every instance", async () => {
    await poll(ctx.app, me);
    await poll(other, me);
    await other.services.notifications.create({
      receiverId: me.user.id,
      title: "Novo Lead na sua carteira",
      message: "Lead novo",
      type: "NEW_LEAD",
    });
    for (const app of [ctx.app, other]) expect(titles(await poll(app, me))[0]).toBe("Novo Lead na sua carteira");
  });

  it("marking one read on instance B is seen by the next poll on instance A (read-your-writes)", async () => {
    const before = (await poll(ctx.app, me)).json();
    await poll(ctx.app, me); // cached on A
    const target = before.payload[0];
    expect(target.readed).toBe(false);
    const put = await other.inject({ method: "PUT", url: `/notifications/${target._id}`, headers: me.headers });
    expect(put.statusCode).toBe(200);
    const after = await poll(ctx.app, me);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json().payload.find((p: { _id: string }) => p._id === target._id).readed).toBe(true);
    expect(after.json().unread).toBe(before.unread - 1);
  });

  it("marking all read on one instance empties the unread count on the other at once", async () => {
    await poll(other, me);
    const put = await ctx.app.inject({ method: "PUT", url: "/notifications/read-all", headers: me.headers });
    expect(put.statusCode).toBe(200);
    const res = await poll(other, me);
    expect(res.json().unread).toBe(0);
    expect(res.json().payload.every((p: { readed: boolean }) => p.readed)).toBe(true);
  });

  it("never serves a stale answer after Redis loses the versions (flush or restart)", async () => {
    await poll(ctx.app, me);
    await ctx.redis.del(feedVersionKey(ctx.config.redisPrefix, me.user.id));
    await createNotification(ctx.prisma, me.user.id, { title: "Depois do flush" });
    const res = await poll(ctx.app, me);
    expect(res.headers["x-cache"]).toBe("miss");
    expect(titles(res)).toContain("Depois do flush");
  });
});

describe("GET /notifications with the cache turned off", () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ loginLimitPerIp: 10_000, notificationsCacheTtlMs: 0 });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it("always reads the database", async () => {
    const u = await staff(plain, ["ONLINE_SPECIALIST"]);
    await poll(plain.app, u);
    await createNotification(plain.prisma, u.user.id, { title: "Direto no banco" });
    const res = await poll(plain.app, u);
    expect(res.headers["x-cache"]).toBeUndefined();
    expect(titles(res)).toEqual(["Direto no banco"]);
  });
});
