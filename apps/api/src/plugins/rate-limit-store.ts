import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The local-first store, when RATE_LIMIT_SYNC_MS > 0 (tests wait for its background flush). */
    rateLimitStore?: LocalFirstRateLimit;
  }
}

/**
 * Local-first store for @fastify/rate-limit (docs/decisions/020-local-first-rate-limit.md).
 *
 * `incr` answers from process memory at once: the count Redis last reported for the key (every instance's
 * flushed requests) plus this instance's requests not yet flushed. A timer flushes the increments of all dirty
 * keys to Redis every `syncMs` in one script (INCRBY, and a PEXPIRE of the window when the key has none: the
 * same fixed window as the plugin's RedisStore), and each reply refreshes the key's global count and TTL. So
 * instances share one limit, overshooting by at most what arrives during one flush interval.
 */

/** For every key: INCRBY its pending count; start the window if the key has none; reply {count, pttl}. */
const FLUSH_LUA = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCRBY', key, ARGV[2 * i - 1])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    ttl = tonumber(ARGV[2 * i])
    redis.call('PEXPIRE', key, ttl)
  end
  out[i] = {count, ttl}
end
return out
`;
/** Keys per script call, so one flush never holds Redis for long. */
const FLUSH_CHUNK = 500;
/** Least recently created keys are dropped beyond this many (a dropped key restarts from Redis' count). */
const DEFAULT_MAX_KEYS = 10_000;
/** While Redis keeps failing, one warning per this many ms at most. */
const WARN_EVERY_MS = 10_000;

interface Entry {
  key: string;
  /** Count Redis reported for the key at the last flush (all instances). */
  known: number;
  /** Increments sent by the running flush. */
  inFlight: number;
  /** Increments not sent yet. */
  pending: number;
  /** Window length (PEXPIRE on the first flush) and its end, epoch ms (from Redis' PTTL once flushed). */
  windowMs: number;
  resetAt: number;
}

type FlushCommand = (numKeys: number, ...args: (string | number)[]) => Promise<[number, number][]>;

export interface LocalFirstRateLimitOptions {
  redis: Redis;
  /** Redis key prefix, e.g. `${redisPrefix}rl:` (the same keys the RedisStore used). */
  nameSpace: string;
  /** Flush interval in ms (> 0). */
  syncMs: number;
  maxKeys?: number;
  log?: Pick<FastifyBaseLogger, "warn">;
  now?: () => number;
}

export class LocalFirstRateLimit {
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<Entry>();
  private readonly flushCommand: FlushCommand;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Resolvers of `nextFlush()` calls, handed to the next flush that starts. */
  private flushWaiters: (() => void)[] = [];
  private lastWarnAt = Number.NEGATIVE_INFINITY;
  private lastSweepAt = 0;

  constructor(private readonly opts: LocalFirstRateLimitOptions) {
    this.now = opts.now ?? Date.now;
    const redis = opts.redis as Redis & { rateLimitFlush?: FlushCommand };
    if (!redis.rateLimitFlush) redis.defineCommand("rateLimitFlush", { lua: FLUSH_LUA });
    this.flushCommand = (redis.rateLimitFlush as FlushCommand).bind(redis);
    this.timer = setInterval(() => void this.flush(), opts.syncMs);
    this.timer.unref();
  }

  /** Keys held in memory (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = this.now();
    const e = this.entry(key, timeWindow, now);
    e.pending++;
    this.dirty.add(e);
    return { current: e.known + e.inFlight + e.pending, ttl: e.resetAt - now };
  }

  read(key: string): { current: number; ttl: number } {
    const now = this.now();
    const e = this.entries.get(key);
    if (!e || e.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: e.known + e.inFlight + e.pending, ttl: e.resetAt - now };
  }

  /** Sends the pending increments; one flush at a time (a call during a flush waits for it). */
  flush(): Promise<void> {
    if (!this.running) {
      const waiters = this.flushWaiters.splice(0);
      this.running = this.flushOnce().finally(() => {
        this.running = undefined;
        for (const resolve of waiters) resolve();
      });
    }
    return this.running;
  }

  /**
   * Resolves when a flush that starts after this call has finished (normally the timer's): lets tests wait for
   * the background sync instead of sleeping. Never resolves once the limiter is closed and nothing flushes.
   */
  nextFlush(): Promise<void> {
    return new Promise((resolve) => this.flushWaiters.push(resolve));
  }

  /** Stops the timer and sends what is pending. Counting goes on in memory afterwards, unsent. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.flush();
  }

  /** A class for the plugin's `store` option; every instance (and route child) counts in this object. */
  storeClass(): FastifyRateLimitStoreCtor {
    const limiter = this;
    // The plugin calls `new Store(globalParams)` and `child(mergedParams + routeInfo)`; its typings say otherwise.
    class Store {
      constructor(
        params: RateLimitPluginOptions,
        private readonly prefix = "",
      ) {
        if (params.continueExceeding || params.exponentialBackoff) {
          throw new Error("LocalFirstRateLimit: continueExceeding/exponentialBackoff are not supported");
        }
      }
      incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
        cb(null, limiter.incr(this.prefix + key, timeWindow));
      }
      read(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void) {
        cb(null, limiter.read(this.prefix + key));
      }
      child(routeOptions: RateLimitPluginOptions & { routeInfo?: { method?: string; url?: string } }) {
        // Same key layout as the plugin's RedisStore.child.
        const route = routeOptions.routeInfo ?? {};
        return new Store(routeOptions, `${this.prefix}${route.method ?? ""}${route.url ?? ""}-`);
      }
    }
    return Store as unknown as FastifyRateLimitStoreCtor;
  }

  private entry(key: string, windowMs: number, now: number): Entry {
    const found = this.entries.get(key);
    if (found && found.resetAt > now) return found;
    if (found) this.entries.delete(key);
    else if (this.entries.size >= (this.opts.maxKeys ?? DEFAULT_MAX_KEYS)) {
      // Map order is insertion order: drop the oldest key. Its pending increments still flush (dirty set).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const e: Entry = { key, known: 0, inFlight: 0, pending: 0, windowMs, resetAt: now + windowMs };
    this.entries.set(key, e);
    return e;
  }

  private async flushOnce(): Promise<void> {
    const now = this.now();
    this.sweep(now);
    // A window that ended locally is over: its unsent increments no longer matter.
    const batch = [...this.dirty].filter((e) => e.resetAt > now);
    this.dirty.clear();
    for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
      const chunk = batch.slice(i, i + FLUSH_CHUNK);
      const args: (string | number)[] = chunk.map((e) => this.opts.nameSpace + e.key);
      for (const e of chunk) {
        e.inFlight = e.pending;
        e.pending = 0;
        args.push(e.inFlight, e.windowMs);
      }
      try {
        const replies = await this.flushCommand(chunk.length, ...args);
        const at = this.now();
        chunk.forEach((e, j) => {
          const [count, ttl] = replies[j]!;
          e.known = Number(count);
          e.inFlight = 0;
          e.resetAt = at + Number(ttl);
        });
      } catch (err) {
        // Fail open: keep counting locally and retry these increments on the next flush.
        for (const e of chunk) {
          e.pending += e.inFlight;
          e.inFlight = 0;
          this.dirty.add(e);
        }
        this.warn(err);
      }
    }
  }

  /** Drops keys whose window ended (at most once a second; the map is also capped by maxKeys). */
  private sweep(now: number): void {
    if (now - this.lastSweepAt < 1000) return;
    this.lastSweepAt = now;
    for (const [key, e] of this.entries) {
      if (e.resetAt <= now) this.entries.delete(key);
    }
  }

  private warn(err: unknown): void {
    const now = this.now();
    if (now - this.lastWarnAt < Math.max(WARN_EVERY_MS, this.opts.syncMs)) return;
    this.lastWarnAt = now;
    this.opts.log?.warn({ err }, "rate limit: Redis sync failed; counting locally until it answers again");
  }
}

/**
 * The store part of the @fastify/rate-limit options: the local-first store when `syncMs` > 0 (flushed once more
 * in preClose: the shared Redis client may be quit by an onClose hook before ours would run), else the plugin's
 * own RedisStore, one Redis round trip per request.
 */
export function rateLimitStoreOptions(
  app: FastifyInstance,
  opts: Omit<LocalFirstRateLimitOptions, "log">,
): Pick<RateLimitPluginOptions, "store" | "redis" | "nameSpace"> {
  if (opts.syncMs <= 0) return { redis: opts.redis, nameSpace: opts.nameSpace };
  const limiter = new LocalFirstRateLimit({ ...opts, log: app.log });
  app.decorate("rateLimitStore", limiter);
  app.addHook("preClose", () => limiter.close());
  return { store: limiter.storeClass() };
}
