import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from "./webhooks.service";

export const WEBHOOK_MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const TIMEOUT_MS = 10_000;
/** A claimed delivery is not picked again for this long (covers the request timeout). */
const LEASE_MS = 60_000;

/** Delay before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min ... capped at 1 h. */
export function webhookBackoffMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

export type WebhookOutcome =
  | { status: "skipped"; reason: string }
  | { status: "delivered"; responseStatus: number }
  | { status: "retry-scheduled"; attempts: number; nextAttemptAt: Date; error: string }
  | { status: "failed"; attempts: number; error: string };

/**
 * Sends one delivery: POST of the stored body with the stored signature; any 2xx delivers it, anything else
 * (or a network error, or the timeout) schedules the next attempt with exponential backoff, until the last.
 * The row in PostgreSQL is the source of truth, re-read on every attempt.
 */
export class WebhookSender {
  constructor(
    private readonly db: Database,
    private readonly fetchFn: typeof fetch = fetch,
    private readonly options: {
      backoffMs?: (failedAttempts: number) => number;
      maxAttempts?: number;
      log?: WarnLog;
    } = {},
  ) {}

  async sendById(id: string, now = new Date()): Promise<WebhookOutcome> {
    const repos = this.db.repos;
    if (!(await repos.webhooks.claim(id, now, LEASE_MS)))
      return { status: "skipped", reason: "not due or not pending" };
    const d = await repos.webhooks.findDelivery(id);
    if (!d) return { status: "skipped", reason: "missing" };
    if (!d.subscription.active) {
      await repos.webhooks.markAttemptFailed(id, {
        responseStatus: null,
        error: "assinatura inativa",
        nextAttemptAt: null,
      });
      return { status: "failed", attempts: d.attempts + 1, error: "inactive subscription" };
    }
    let responseStatus: number | null = null;
    let error: string;
    try {
      const res = await this.fetchFn(d.subscription.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [WEBHOOK_SIGNATURE_HEADER]: d.signature,
          [WEBHOOK_EVENT_HEADER]: d.event,
          [WEBHOOK_DELIVERY_HEADER]: d.id,
        },
        body: d.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "manual",
      });
      responseStatus = res.status;
      await res.body
        ?.cancel()
        .catch(logBestEffort(this.options.log, "discard a webhook response body", { deliveryId: d.id }));
      if (res.ok) {
        await repos.webhooks.markDelivered(id, res.status);
        return { status: "delivered", responseStatus: res.status };
      }
      error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const attempts = d.attempts + 1;
    const max = this.options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
    if (attempts >= max) {
      await repos.webhooks.markAttemptFailed(id, { responseStatus, error, nextAttemptAt: null });
      return { status: "failed", attempts, error };
    }
    const nextAttemptAt = new Date(Date.now() + (this.options.backoffMs ?? webhookBackoffMs)(attempts));
    await repos.webhooks.markAttemptFailed(id, { responseStatus, error, nextAttemptAt });
    return { status: "retry-scheduled", attempts, nextAttemptAt, error };
  }

  /** Every due PENDING delivery (the sweep). */
  async sendDue(limit = 100): Promise<{ claimed: number; delivered: number }> {
    const ids = await this.db.repos.webhooks.dueIds(new Date(), limit);
    let delivered = 0;
    for (const id of ids) {
      if ((await this.sendById(id)).status === "delivered") delivered += 1;
    }
    return { claimed: ids.length, delivered };
  }
}
