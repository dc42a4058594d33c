import { DEFAULT_JOB_OPTIONS } from "@portal/domain/jobs";
import type { ChatSendService } from "@portal/domain/whatsapp";
import { defineJob } from "../registry.ts";

/**
 * Sends one queued chat message (decision 083). A rate limit (130429, 131056) or an outage throws, and BullMQ retries
 * with its exponential backoff; the last attempt records the failure on the message instead. Other errors are
 * recorded by the service at once.
 */
export function whatsappSendJob(chat: ChatSendService, attempts: number = DEFAULT_JOB_OPTIONS.attempts) {
  return defineJob("whatsapp.send", async ({ messageId }, { attemptsMade, logger }) => {
    const outcome = await chat.deliver(messageId, { finalAttempt: attemptsMade + 1 >= attempts });
    if (outcome.status === "skipped") logger.debug({ messageId, reason: outcome.reason }, "whatsapp.send skipped");
    return outcome;
  });
}

/** Every minute: re-enqueues chat messages still queued after a minute (their job lost with Redis). */
export function whatsappSendSweepJob(chat: ChatSendService) {
  return defineJob("whatsapp.send-sweep", async (_payload, { logger }) => {
    const result = await chat.sweep();
    if (result.enqueued > 0) logger.info(result, "whatsapp send sweep");
    return result;
  });
}
