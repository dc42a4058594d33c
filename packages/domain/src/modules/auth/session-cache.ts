import type { Redis } from "ioredis";
import type { AuthUser } from "../../lib/ports";

/** What the session lookup returns: the caller, and when the session ends server-side. */
export interface LoadedSession {
  user: AuthUser;
  expiresAt: Date;
}

interface Entry {
  user: AuthUser;
  /** Epoch ms after which the entry is not used (min of the cache TTL and the session's own expiry). */
  until: number;
}

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again; 0 turns the cache off. */
  ttlMs: number;
  /** Least recently used entries are dropped beyond this many. */
  maxEntries: number;
  now?: () => number;
}

/**
 * A short-lived, in-process cache of the session lookup every authenticated request pays
 * (docs/decisions/003-auth-sessions.md, "Session lookup cache"). Only live sessions are cached; a miss
 * (revoked, expired, deactivated user) always goes to the database.
 *
 * Revocation must not wait for the TTL: whoever revokes a session or changes a user calls evictSession /
 * evictUser (locally, and on every other instance through {@link SessionInvalidation}). A lookup that was
 * already running when an eviction happened does not store its (possibly stale) answer: every eviction bumps
 * `generation`, and an answer is stored only if the generation did not move while it was loading.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly opts: SessionCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async resolve(
    userId: string,
    sessionId: string,
    load: () => Promise<LoadedSession | null>,
  ): Promise<AuthUser | null> {
    if (this.opts.ttlMs <= 0) return (await load())?.user ?? null;
    const hit = this.entries.get(sessionId);
    if (hit) {
      if (hit.until > this.now() && hit.user.id === userId) {
        // Map order is insertion order: re-inserting keeps the most recently used last.
        this.entries.delete(sessionId);
        this.entries.set(sessionId, hit);
        return hit.user;
      }
      this.entries.delete(sessionId);
    }
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (generation === this.generation) {
      const until = Math.min(this.now() + this.opts.ttlMs, loaded.expiresAt.getTime());
      this.entries.set(sessionId, { user: loaded.user, until });
      while (this.entries.size > this.opts.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return loaded.user;
  }

  evictSession(sessionId: string): void {
    this.generation++;
    this.entries.delete(sessionId);
  }

  /** Every cached session of the user (deactivation, role or data change, password change). */
  evictUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The pub/sub channel that carries evictions to every API instance of one deployment. */
export const sessionInvalidationChannel = (redisPrefix: string) => `${redisPrefix}session-invalidation`;

type InvalidationMessage = { sessionId: string } | { userId: string };

/** Called after a revocation or a user change is committed. */
export interface SessionInvalidation {
  sessionRevoked(sessionId: string): Promise<void>;
  userChanged(userId: string): Promise<void>;
}

/** Evicts locally at once, then tells the other instances. A failed publish is logged: the TTL still bounds it. */
export function createSessionInvalidation(
  cache: SessionCache,
  redis: Redis,
  redisPrefix: string,
  log: { warn(obj: object, msg: string): void },
): SessionInvalidation {
  const channel = sessionInvalidationChannel(redisPrefix);
  const publish = async (message: InvalidationMessage) => {
    try {
      await redis.publish(channel, JSON.stringify(message));
    } catch (err) {
      log.warn({ err, message }, "session invalidation not published; other instances rely on the cache TTL");
    }
  };
  return {
    async sessionRevoked(sessionId) {
      cache.evictSession(sessionId);
      await publish({ sessionId });
    },
    async userChanged(userId) {
      cache.evictUser(userId);
      await publish({ userId });
    },
  };
}

/**
 * Subscribes `subscriber` (a dedicated connection) to the channel and applies what other instances publish.
 * When the connection is (re)established the whole cache is dropped: messages sent while it was down are lost.
 * Never throws: with Redis unreachable the API still starts, and the cache TTL bounds what another instance's
 * revocation takes to be seen here; the subscription is retried on every reconnection.
 */
export async function subscribeSessionInvalidation(
  cache: SessionCache,
  subscriber: Redis,
  redisPrefix: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const channel = sessionInvalidationChannel(redisPrefix);
  subscriber.on("message", (ch: string, raw: string) => {
    if (ch !== channel) return;
    try {
      const msg = JSON.parse(raw) as Partial<{ sessionId: string; userId: string }>;
      if (typeof msg.sessionId === "string") cache.evictSession(msg.sessionId);
      else if (typeof msg.userId === "string") cache.evictUser(msg.userId);
      else cache.clear();
    } catch {
      cache.clear();
    }
  });
  subscriber.on("error", () => {}); // reported by the subscribe attempts below; ioredis reconnects by itself
  let subscribed = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (err: unknown) => log.warn({ err }, "session invalidation channel not subscribed; relying on the cache TTL"),
    );
  subscriber.on("ready", () => {
    cache.clear();
    if (!subscribed) void subscribe();
  });
  await subscribe();
}
