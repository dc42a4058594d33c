import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** A version key lives this long after its last change; a missing key only costs one cache miss. */
const VERSION_TTL_SECONDS = 7 * 24 * 3600;

export function feedVersionKey(redisPrefix: string, userId: string): string {
  return `${redisPrefix}nfv:${userId}`;
}

/**
 * The version of a user's notification feed, kept in Redis so every API instance (and the worker) agrees
 * on it (docs/decisions/016-notification-poll-cache.md). Whoever changes a user's notifications calls
 * {@link bumpFeedVersion} AFTER the change has committed; readers take the version BEFORE they read the
 * database. A cached answer is valid while the version it was read under is still the current one.
 *
 * Versions are random tokens, not counters: after a Redis flush or restart a new token can never equal a
 * token an instance still holds in its cache, so nothing stale is ever served as current.
 */
export class FeedVersions {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {}

  /** The current version; creates one when the key is missing (first read, expiry, Redis flush). */
  async current(userId: string): Promise<string> {
    const key = feedVersionKey(this.redisPrefix, userId);
    const existing = await this.redis.get(key);
    if (existing) return existing;
    // SET NX: two instances creating it at once agree on the one that won.
    await this.redis.set(key, randomUUID(), "EX", VERSION_TTL_SECONDS, "NX");
    return (await this.redis.get(key)) ?? "";
  }
}

/** Marks the user's feed as changed (queued on `multi` when given, so it travels with a PUBLISH). */
export function bumpFeedVersion(
  redis: { set(key: string, value: string, ex: "EX", seconds: number): unknown },
  redisPrefix: string,
  userId: string,
) {
  return redis.set(feedVersionKey(redisPrefix, userId), randomUUID(), "EX", VERSION_TTL_SECONDS);
}
