import type { OutboxSender } from "../mail/outbox-sender.ts";
import { defineJob } from "../registry.ts";

/** Every 30 s: delivers due PENDING rows, including those whose email.send never reached Redis. */
export function emailSweepJob(sender: OutboxSender) {
  return defineJob("email.sweep", async (_payload, { logger }) => {
    const result = await sender.sendDue();
    if (result.claimed > 0) logger.info(result, "email sweep delivered due rows");
    return result;
  });
}
