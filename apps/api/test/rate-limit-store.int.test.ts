import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalFirstRateLimit } from "../src/plugins/rate-limit-store";

/** The store alone against the real Redis (no database): window, Redis failures, close. */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const nameSpace = `test:${randomUUID()}:rl:`;
let redis: Redis;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
});
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});
afterAll(async () => {
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

function limiterOn(client: Redis, syncMs: number, log = { warn: vi.fn() }) {
  const limiter = new LocalFirstRateLimit({ redis: client, nameSpace, syncMs, log });
  cleanup.push(() => limiter.close());
  return { limiter, log };
}

/** A bare app with the plugin on this store; one route, clients told apart by X-Forwarded-For. */
async function appOn(limiter: LocalFirstRateLimit, max: number, timeWindow: number): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  await app.register(rateLimit, { max, timeWindow, store: limiter.storeClass() });
  app.get("/", async () => ({ ok: true }));
  await app.ready();
  cleanup.push(() => app.close());
  return app;
}

const hit = async (app: FastifyInstance, ip: string) =>
  (await app.inject({ url: "/", headers: { "x-forwarded-for": ip } })).statusCode;

describe("LocalFirstRateLimit", () => {
  it("starts a new window once the old one expired", async () => {
    const { limiter } = limiterOn(redis, 20);
    const app = await appOn(limiter, 3, 300);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await hit(app, "10.1.0.1"));
    expect(codes).toEqual([200, 200, 200, 429]);

    await sleep(350);
    expect(await hit(app, "10.1.0.1")).toBe(200);
    await limiter.flush();
    // Redis started a fresh window too: only the request after the reset is counted there.
    expect(await redis.get(`${nameSpace}10.1.0.1`)).toBe("1");
    const ttl = await redis.pttl(`${nameSpace}10.1.0.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it("keeps serving and counting while Redis is down, warns once, and pushes the counts when it is back", async () => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
    cleanup.push(() => client.quit().catch(() => undefined));
    await client.connect();
    const { limiter, log } = limiterOn(client, 20);
    const app = await appOn(limiter, 3, 60_000);
    client.disconnect(); // commands now fail at once ("Connection is closed")

    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await hit(app, "10.1.0.2"));
    // Fail open: answered without Redis, and the local count still enforces the limit on this instance.
    expect(codes).toEqual([200, 200, 200, 429]);
    await sleep(200); // ~10 failed flushes
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await redis.exists(`${nameSpace}10.1.0.2`)).toBe(0);

    await client.connect();
    await limiter.flush();
    expect(await redis.get(`${nameSpace}10.1.0.2`)).toBe("4");
    expect(await redis.pttl(`${nameSpace}10.1.0.2`)).toBeGreaterThan(59_000);
  });

  it("follows Redis when its counter was flushed: counting resumes from Redis' count", async () => {
    const { limiter } = limiterOn(redis, 20);
    const app = await appOn(limiter, 3, 60_000);
    for (let i = 0; i < 3; i++) expect(await hit(app, "10.1.0.3")).toBe(200);
    await limiter.flush();
    expect(await redis.get(`${nameSpace}10.1.0.3`)).toBe("3");

    await redis.del(`${nameSpace}10.1.0.3`);
    expect(await hit(app, "10.1.0.3")).toBe(429); // local view (3 + 1) until the next flush
    await limiter.flush();
    expect(await redis.get(`${nameSpace}10.1.0.3`)).toBe("1");
    expect(await hit(app, "10.1.0.3")).toBe(200);
    expect(await hit(app, "10.1.0.3")).toBe(200);
    expect(await hit(app, "10.1.0.3")).toBe(429);
  });

  it("close() sends what is pending and stops the background flush", async () => {
    const { limiter } = limiterOn(redis, 20);
    const key = `${nameSpace}10.1.0.4`;
    limiter.incr("10.1.0.4", 60_000);
    await sleep(100);
    expect(await redis.get(key)).toBe("1"); // the timer runs

    limiter.incr("10.1.0.4", 60_000);
    limiter.incr("10.1.0.4", 60_000);
    await limiter.close();
    expect(await redis.get(key)).toBe("3");

    const flush = vi.spyOn(limiter, "flush");
    limiter.incr("10.1.0.4", 60_000);
    await sleep(100);
    expect(flush).not.toHaveBeenCalled();
    expect(await redis.get(key)).toBe("3");
  });

  it("keeps at most maxKeys keys in memory, and forgets keys whose window ended", async () => {
    const limiter = new LocalFirstRateLimit({ redis, nameSpace, syncMs: 5_000, maxKeys: 3 });
    cleanup.push(() => limiter.close());
    for (let i = 0; i < 5; i++) limiter.incr(`10.1.1.${i}`, 100);
    expect(limiter.size).toBe(3);
    await limiter.flush(); // evicted keys still reach Redis
    expect(await redis.get(`${nameSpace}10.1.1.0`)).toBe("1");

    await sleep(1_100); // windows over, and the sweep runs at most once a second
    await limiter.flush();
    expect(limiter.size).toBe(0);
  });
});
