import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { Redis } from "ioredis";
import type { TestContext } from "./helpers";
import { withTimeout } from "./wait";

export interface Heard {
  userId: string;
  event: RealtimeEvent;
}

/**
 * Listens to the test context's realtime channel (the one every API instance delivers from). `settled()` publishes a
 * marker on the same channel and waits for it: the API awaited its own publishes before answering, and Redis
 * delivers one channel's messages in order, so everything the request published has arrived when the marker has.
 */
export async function listenRealtime(ctx: TestContext) {
  const channel = `${ctx.config.redisPrefix}realtime`;
  const sub: Redis = ctx.redis.duplicate();
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  sub.on("message", (_c: string, m: string) => {
    heard.push(JSON.parse(m));
    for (const w of [...waiters]) w();
  });
  await sub.subscribe(channel);
  let markers = 0;
  return {
    heard,
    /** Everything published so far has arrived; returns it and starts afresh. */
    async settled(): Promise<Heard[]> {
      const marker = `marker-${++markers}`;
      const arrived = new Promise<void>((resolve) => {
        const check = () => {
          if (heard.some((h) => h.userId === marker)) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
      });
      await ctx.redis.publish(channel, JSON.stringify({ userId: marker, event: { type: "marker" } }));
      await withTimeout(arrived, 5_000, "the realtime marker");
      const got = heard.splice(0).filter((h) => !h.userId.startsWith("marker-"));
      return got;
    },
    stop: () => sub.quit(),
  };
}

/** The users who heard events of a type (sorted, once each), optionally narrowed by a predicate. */
export function hearers<T extends RealtimeEvent["type"]>(
  heard: Heard[],
  type: T,
  where: (e: Extract<RealtimeEvent, { type: T }>) => boolean = () => true,
): string[] {
  const ids = heard
    .filter((h) => h.event.type === type && where(h.event as Extract<RealtimeEvent, { type: T }>))
    .map((h) => h.userId);
  return [...new Set(ids)].sort();
}
