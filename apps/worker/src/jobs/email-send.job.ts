import type { OutboxSender } from "../mail/outbox-sender.ts";
import { defineJob, NoRetryError } from "../registry.ts";

/**
 * Delivers one outbox row right after the API wrote it. Infrastructure errors (database down) throw
 * and BullMQ retries; a delivery failure is recorded on the row, whose own backoff the sweep follows.
 */
export function emailSendJob(sender: OutboxSender) {
  return defineJob("email.send", async ({ outboxId }, { logger }) => {
    const outcome = await sender.sendById(outboxId);
    if (outcome.status === "skipped") {
      logger.debug({ outboxId, reason: outcome.reason }, "email.send skipped");
    } else if (outcome.status === "retry-scheduled") {
      throw new NoRetryError(
        `Delivery failed (attempt ${outcome.attempts}); the outbox sweep retries it: ${outcome.error}`,
      );
    } else if (outcome.status === "failed") {
      throw new NoRetryError(`Delivery failed for good after ${outcome.attempts} attempts: ${outcome.error}`);
    }
    return outcome;
  });
}
