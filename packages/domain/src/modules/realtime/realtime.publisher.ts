import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { Redis } from "ioredis";
import type { RealtimePublisher } from "../../lib/ports";
import { bumpFeedVersion } from "../notifications/feed-version";

/**
 * The pub/sub channel of one deployment: `${redisPrefix}realtime` ("portal:realtime" with the default
 * prefix, i.e. REALTIME_CHANNEL of @portal/contracts/realtime). Prefixed so test files and several
 * deployments sharing one Redis never see each other's events.
 */
export function realtimeChannel(redisPrefix: string): string {
  return `${redisPrefix}realtime`;
}

/** What travels on the channel. */
export interface RealtimeMessage {
  userId: string;
  event: RealtimeEvent;
}

/**
 * Publishes only (no subscription, no Fastify): usable by the API and by the worker. Every API
 * instance subscribed to the channel delivers the event to the user's sockets it holds.
 *
 * A `notification.*` event means the user's notifications changed (and the change has committed: events
 * are published after commit), so it also bumps the user's feed version in the same MULTI, which is what
 * invalidates the cached GET /notifications answers on every instance (decision 016). So do the offer clock's
 * events: a paused or re-armed offer changes what its NEW_LEAD notification lists (deadline, time left).
 */
const OFFER_CLOCK_EVENTS: ReadonlySet<string> = new Set(["lead.offered", "lead.offer_paused"]);
/** True when the event changes what the user's GET /notifications answers. */
export const changesNotificationFeed = (type: string): boolean =>
  type.startsWith("notification.") || OFFER_CLOCK_EVENTS.has(type);

export function createRedisPublisher(redis: Redis, redisPrefix: string): RealtimePublisher {
  const channel = realtimeChannel(redisPrefix);
  return {
    async publish(userId, event) {
      const message = JSON.stringify({ userId, event } satisfies RealtimeMessage);
      if (!changesNotificationFeed(event.type)) {
        await redis.publish(channel, message);
        return;
      }
      const multi = redis.multi();
      bumpFeedVersion(multi, redisPrefix, userId);
      multi.publish(channel, message);
      const results = await multi.exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error("realtime publish: MULTI aborted");
    },
    async publishMany(messages) {
      if (messages.length === 0) return;
      // One MULTI: the same PUBLISH commands (the hub sees no difference), one write to Redis; each
      // notification.* message bumps its user's feed version first, as publish() does.
      const multi = redis.multi();
      for (const m of messages) {
        if (changesNotificationFeed(m.event.type)) bumpFeedVersion(multi, redisPrefix, m.userId);
        multi.publish(channel, JSON.stringify(m satisfies RealtimeMessage));
      }
      const results = await multi.exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error("realtime publishMany: MULTI aborted");
    },
  };
}

/** Keeps what was published, for assertions. */
export class RecordingRealtimePublisher implements RealtimePublisher {
  readonly published: RealtimeMessage[] = [];
  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    this.published.push({ userId, event });
  }
  async publishMany(messages: RealtimeMessage[]): Promise<void> {
    this.published.push(...messages);
  }
}
