import type { WebhookSender } from "@portal/domain/webhooks";
import { defineJob, NoRetryError } from "../registry.ts";

/**
 * Delivers one webhook right after its event committed. A failed delivery is recorded on the row with its
 * next attempt (exponential backoff), which the sweep follows; BullMQ itself does not retry it.
 */
export function webhookDeliverJob(sender: WebhookSender) {
  return defineJob("webhook.deliver", async ({ deliveryId }, { logger }) => {
    const outcome = await sender.sendById(deliveryId);
    if (outcome.status === "skipped") logger.debug({ deliveryId, reason: outcome.reason }, "webhook.deliver skipped");
    if (outcome.status === "retry-scheduled" || outcome.status === "failed") {
      throw new NoRetryError(`Webhook delivery ${outcome.status} after ${outcome.attempts} attempts: ${outcome.error}`);
    }
    return outcome;
  });
}

/** Every 30 s: sends due PENDING deliveries (retries after backoff, and rows whose job Redis lost). */
export function webhookSweepJob(sender: WebhookSender) {
  return defineJob("webhook.sweep", async (_payload, { logger }) => {
    const result = await sender.sendDue();
    if (result.claimed > 0) logger.info(result, "webhook sweep");
    return result;
  });
}
