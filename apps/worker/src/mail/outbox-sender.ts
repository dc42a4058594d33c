import type { Logger } from "../logger.ts";
import type { OutboxEmail, OutboxRepository } from "../repositories/outbox.repository.ts";
import type { MailTransport } from "./mail-transport.ts";

/** After this many failed deliveries a row becomes FAILED and is not retried. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** Longer than any SMTP timeout: a claimed row is nobody else's until delivered or the lease ends. */
export const OUTBOX_CLAIM_LEASE_MS = 5 * 60_000;

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at 1 h, after the n-th failed attempt (n >= 1). */
export function outboxRetryDelayMs(failedAttempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_MS);
}

export type DeliveryOutcome =
  | { status: "sent"; file?: string }
  | { status: "retry-scheduled"; attempts: number; retryInMs: number; error: string }
  | { status: "failed"; attempts: number; error: string }
  | { status: "skipped"; reason: "not-found" | "already-sent" | "already-failed" | "not-due-or-claimed" };

export interface SweepResult {
  claimed: number;
  sent: number;
  failed: number;
}

export interface OutboxSenderDeps {
  outbox: OutboxRepository;
  transport: MailTransport;
  from: string;
  logger: Logger;
}

/** Delivers email_outbox rows. Idempotent: only a successful claim of a PENDING row sends anything. */
export class OutboxSender {
  constructor(private readonly deps: OutboxSenderDeps) {}

  async sendById(outboxId: string): Promise<DeliveryOutcome> {
    const email = await this.deps.outbox.claimById(outboxId, OUTBOX_CLAIM_LEASE_MS);
    if (!email) return { status: "skipped", reason: await this.skipReason(outboxId) };
    return this.deliver(email);
  }

  /** Delivers due rows in small claimed batches until none are left or the time budget is spent. */
  async sendDue(options: { batchSize?: number; budgetMs?: number } = {}): Promise<SweepResult> {
    const batchSize = options.batchSize ?? 10;
    const deadline = Date.now() + (options.budgetMs ?? 25_000);
    const result: SweepResult = { claimed: 0, sent: 0, failed: 0 };
    while (Date.now() < deadline) {
      const batch = await this.deps.outbox.claimDue(batchSize, OUTBOX_CLAIM_LEASE_MS);
      result.claimed += batch.length;
      const outcomes = await Promise.all(batch.map((email) => this.deliver(email)));
      for (const outcome of outcomes) {
        if (outcome.status === "sent") result.sent += 1;
        else result.failed += 1;
      }
      if (batch.length < batchSize) break;
    }
    return result;
  }

  private async deliver(email: OutboxEmail): Promise<DeliveryOutcome> {
    const { transport, outbox, from, logger } = this.deps;
    const log = logger.child({ outboxId: email.id, template: email.template });
    let file: string | undefined;
    try {
      const receipt = await transport.send({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { "X-Outbox-Id": email.id, "X-Template": email.template },
      });
      file = receipt.file;
    } catch (error) {
      return this.fail(email, error, log);
    }
    // Sent but not marked (database down): the lease expires and the row is sent again. At least once.
    await outbox.markSent(email.id);
    log.info({ transport: transport.kind, attempt: email.attempts + 1 }, "email sent");
    return { status: "sent", file };
  }

  private async fail(email: OutboxEmail, error: unknown, log: Logger): Promise<DeliveryOutcome> {
    const attempts = email.attempts + 1;
    const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
    const retryInMs = outboxRetryDelayMs(attempts);
    const message = error instanceof Error ? error.message : String(error);
    await this.deps.outbox.recordFailure(email.id, { error: message, retryInMs, giveUp });
    if (giveUp) {
      log.error({ attempts, err: error }, "email delivery failed for good");
      return { status: "failed", attempts, error: message };
    }
    log.warn({ attempts, retryInMs, err: error }, "email delivery failed; retry scheduled");
    return { status: "retry-scheduled", attempts, retryInMs, error: message };
  }

  private async skipReason(outboxId: string): Promise<Extract<DeliveryOutcome, { status: "skipped" }>["reason"]> {
    switch (await this.deps.outbox.findStatus(outboxId)) {
      case null:
        return "not-found";
      case "SENT":
        return "already-sent";
      case "FAILED":
        return "already-failed";
      default:
        return "not-due-or-claimed";
    }
  }
}
