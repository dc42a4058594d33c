import { randomUUID } from "node:crypto";
import { once } from "node:events";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalFirstRateLimit } from "../src/plugins/rate-limit-store";
import { until } from "./wait";

/**
 * The store alone against the real Redis (no database): window, Redis failures, close. Time is the test's: the
 * store reads a manual clock (`now`) and its flush timer is a fake `setInterval`, so nothing sleeps; only Redis'
 * own key expiry is real (waited for, not slept on).
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const nameSpace = `test:${randomUUID()}:rl:`;
let redis: Redis;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
});
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
  vi.useRealTimers();
});
afterAll(async () => {
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A clock the test moves by hand. */
function manualClock() {
  let t = Date.now();
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** The limiter on a manual clock, its flush timer a fake `setInterval` that only `tick` fires. */
function limiterOn(client: Redis, syncMs: number, log = { warn: vi.fn() }) {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const clock = manualClock();
  const limiter = new LocalFirstRateLimit({ redis: client, nameSpace, syncMs, log, now: clock.now });
  cleanup.push(() => limiter.close());
  /** One interval passes: the timer fires; resolves when the flush it started is done. */
  const tick = async () => {
    clock.advance(syncMs);
    vi.advanceTimersByTime(syncMs);
    await limiter.flush(); // joins the flush the timer started (one flush at a time)
  };
  return { limiter, log, clock, tick };
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
    const { limiter, clock, tick } = limiterOn(redis, 20);
    const app = await appOn(limiter, 3, 300);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await hit(app, "10.1.0.1"));
    expect(codes).toEqual([200, 200, 200, 429]);

    await tick(); // Redis holds the window now
    await until(async () => (await redis.exists(`${nameSpace}10.1.0.1`)) === 0, 5_000, "Redis to expire the window");
    clock.advance(350);
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
    const { limiter, log, tick } = limiterOn(client, 20);
    const app = await appOn(limiter, 3, 60_000);
    const ended = once(client, "end");
    client.disconnect(); // commands now fail at once ("Connection is closed")

    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await hit(app, "10.1.0.2"));
    // Fail open: answered without Redis, and the local count still enforces the limit on this instance.
    expect(codes).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 10; i++) await tick(); // 10 failed flushes
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await redis.exists(`${nameSpace}10.1.0.2`)).toBe(0);

    await ended; // connect() refuses while the old connection is still closing
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
    const { limiter, tick } = limiterOn(redis, 20);
    const key = `${nameSpace}10.1.0.4`;
    limiter.incr("10.1.0.4", 60_000);
    await tick();
    expect(await redis.get(key)).toBe("1"); // the timer runs

    limiter.incr("10.1.0.4", 60_000);
    limiter.incr("10.1.0.4", 60_000);
    await limiter.close();
    expect(await redis.get(key)).toBe("3");

    const flush = vi.spyOn(limiter, "flush");
    limiter.incr("10.1.0.4", 60_000);
    vi.advanceTimersByTime(100); // five intervals: a timer still running would call flush()
    expect(flush).not.toHaveBeenCalled();
    expect(await redis.get(key)).toBe("3");
  });

  it("keeps at most maxKeys keys in memory, and forgets keys whose window ended", async () => {
    const clock = manualClock();
    const limiter = new LocalFirstRateLimit({ redis, nameSpace, syncMs: 5_000, maxKeys: 3, now: clock.now });
    cleanup.push(() => limiter.close());
    for (let i = 0; i < 5; i++) limiter.incr(`10.1.1.${i}`, 100);
    expect(limiter.size).toBe(3);
    await limiter.flush(); // evicted keys still reach Redis
    expect(await redis.get(`${nameSpace}10.1.1.0`)).toBe("1");

    clock.advance(1_100); // windows over, and the sweep runs at most once a second
    await limiter.flush();
    expect(limiter.size).toBe(0);
  });
});
