import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
import type { RealtimePublisher } from "../../lib/ports";

/**
 * After COMMIT, publishes a transaction's `realtime.message` events (notifications' `notification.created` too) in
 * one round trip, in the order emitted; a message said twice in one transaction (a stand's `stand.changed` after each
 * of its steps) is published once. Best effort: the rows are the truth, the events only nudge open screens.
 */
export function realtimeMessagesConsumer(realtime: RealtimePublisher, log?: WarnLog): DomainEventConsumer {
  return defineConsumer({
    name: "realtime.messages",
    types: ["realtime.message"],
    log,
    afterCommit: async (events) => {
      const seen = new Set<string>();
      const messages = events.flatMap(({ userId, event }) => {
        const key = `${userId}\u0000${JSON.stringify(event)}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ userId, event }];
      });
      if (realtime.publishMany) {
        await realtime.publishMany(messages).catch(logBestEffort(log, "publish realtime messages"));
        return;
      }
      for (const m of messages) {
        await realtime.publish(m.userId, m.event).catch(logBestEffort(log, "publish realtime message"));
      }
    },
  });
}
