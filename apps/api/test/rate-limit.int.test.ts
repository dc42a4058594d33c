import { MSG } from "@portal/contracts/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { AppConfig } from "../src/config";
import { createTestContext, type TestContext } from "./helpers";
import { withTimeout } from "./wait";

/** The general per-client limit as the API registers it (local-first store, decision 020). */
const MAX = 5;
const SYNC_MS = 50;
let ctx: TestContext;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ rateLimitPerMinute: MAX, rateLimitSyncMs: SYNC_MS });
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

/** Another API instance on the same database, Redis and key prefix. */
async function anotherInstance(overrides: Partial<AppConfig> = {}, closeAfterAll = true) {
  const app = await buildApp({ ...ctx.config, ...overrides }, { prisma: ctx.prisma, redis: ctx.redis, jobs: ctx.jobs });
  await app.ready();
  if (closeAfterAll) extraApps.push(app);
  return app;
}

const get = (app: FastifyInstance, ip: string) => app.inject({ method: "GET", url: "/app-config", remoteAddress: ip });
const codes = async (app: FastifyInstance, ip: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(app, ip)).statusCode);
  return out;
};
const redisKey = (ip: string) => `${ctx.config.redisPrefix}rl:${ip}`;
/** Waits for each instance's next background flush (its timer's, every SYNC_MS) to finish. */
const afterFlush = (...apps: FastifyInstance[]) =>
  withTimeout(
    Promise.all((apps.length ? apps : [ctx.app]).map((app) => app.rateLimitStore!.nextFlush())),
    5_000,
    "the background flush",
  );

describe("general rate limit", () => {
  it("answers 429 with the pt-BR message after max requests in the window", async () => {
    expect(await codes(ctx.app, "10.2.0.1", MAX)).toEqual(Array(MAX).fill(200));
    const res = await get(ctx.app, "10.2.0.1");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, message: MSG.tooManyRequests });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(ctx.app, "10.2.0.2")).statusCode).toBe(200); // other clients are not affected
  });

  it("counts in memory and writes the count to Redis in the background", async () => {
    expect((await get(ctx.app, "10.2.0.3")).statusCode).toBe(200);
    expect(await ctx.redis.exists(redisKey("10.2.0.3"))).toBe(0); // no Redis command in the request's path
    await afterFlush();
    expect(await ctx.redis.get(redisKey("10.2.0.3"))).toBe("1");
    const ttl = await ctx.redis.pttl(redisKey("10.2.0.3"));
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("is shared by two API instances once they flushed (overshoot of at most one interval)", async () => {
    const a = ctx.app;
    const b = await anotherInstance();
    const ip = "10.2.0.4";
    expect(await codes(a, ip, 3)).toEqual([200, 200, 200]);
    await afterFlush(a, b);
    // B has not heard of this client: it answers its first requests from its own (lagging) view.
    expect(await codes(b, ip, 2)).toEqual([200, 200]);
    await afterFlush(a, b);
    // B now knows the combined count (3 + 2 = MAX) and refuses, although it served only 2 itself.
    expect(await codes(b, ip, 1)).toEqual([429]);
    // A last heard "3" from Redis: one more request within an interval is the documented overshoot...
    expect(await codes(a, ip, 1)).toEqual([200]);
    await afterFlush(a, b);
    // ...and after its next flush A refuses too.
    expect(await codes(a, ip, 1)).toEqual([429]);
    await afterFlush(a, b);
    expect(Number(await ctx.redis.get(redisKey(ip)))).toBe(8); // every request counted, refused ones too
  });

  it("app.close() flushes what is pending", async () => {
    const app = await anotherInstance({ rateLimitSyncMs: 5_000 }, false);
    expect(await codes(app, "10.2.0.5", 2)).toEqual([200, 200]);
    expect(await ctx.redis.exists(redisKey("10.2.0.5"))).toBe(0);
    await app.close();
    expect(await ctx.redis.get(redisKey("10.2.0.5"))).toBe("2");
  });

  it("RATE_LIMIT_SYNC_MS=0 keeps the plugin's RedisStore (one Redis command per request)", async () => {
    const app = await anotherInstance({ rateLimitSyncMs: 0, rateLimitPerMinute: 2 });
    expect(await codes(app, "10.2.0.6", 1)).toEqual([200]);
    expect(await ctx.redis.get(redisKey("10.2.0.6"))).toBe("1");
    const res = await get(app, "10.2.0.6");
    expect(res.statusCode).toBe(200);
    expect((await get(app, "10.2.0.6")).json().message).toBe(MSG.tooManyRequests);
  });
});
