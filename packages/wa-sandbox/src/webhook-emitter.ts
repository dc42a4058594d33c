import { signPayload, type WebhookPayload } from "./payloads";

export interface WebhookDelivery {
  seq: number;
  /** What the payload carries, for the log and the dev page: "statuses:sent", "messages:text"... */
  kind: string;
  payload: WebhookPayload;
  /** The exact bytes posted (what the signature covers). */
  rawBody: string;
  signature: string;
  attempts: { at: string; status: number | null; error?: string }[];
  /** "delivered" once a 2xx came back, "failed" after the last retry, "skipped" with no webhook URL configured. */
  outcome: "pending" | "delivered" | "failed" | "skipped";
}

export interface EmitterSettings {
  webhookUrl: string | null;
  appSecret: string;
  retries: number;
  retryDelayMs: number;
}

/**
 * Posts signed webhooks one after the other, in the order they were queued, so "in order" really arrives in order
 * and "out of order" is a choice of the caller. Retries a non-2xx answer with a growing delay, as Meta does (for up
 * to 7 days there; a few times here).
 */
export class WebhookEmitter {
  readonly deliveries: WebhookDelivery[] = [];
  private chain: Promise<void> = Promise.resolve();
  private seq = 0;

  constructor(
    private readonly settings: () => EmitterSettings,
    private readonly log: (line: string) => void,
  ) {}

  /** Queues one POST of `payload` (serialized once: duplicates carry the same bytes and signature). */
  enqueue(kind: string, payload: WebhookPayload, opts: { delayMs?: number; copies?: number } = {}): WebhookDelivery[] {
    const { appSecret } = this.settings();
    const rawBody = JSON.stringify(payload);
    const signature = signPayload(rawBody, appSecret);
    const queued: WebhookDelivery[] = [];
    for (let i = 0; i < (opts.copies ?? 1); i++) {
      const delivery: WebhookDelivery = {
        seq: ++this.seq,
        kind: i === 0 ? kind : `${kind} (duplicate)`,
        payload,
        rawBody,
        signature,
        attempts: [],
        outcome: "pending",
      };
      this.deliveries.push(delivery);
      queued.push(delivery);
      this.chain = this.chain.then(async () => {
        if (opts.delayMs) await sleep(opts.delayMs);
        await this.deliver(delivery);
      });
    }
    return queued;
  }

  /** Resolves when every queued webhook has been delivered or given up on. */
  idle(): Promise<void> {
    const current = this.chain;
    return current.then(() => (current === this.chain ? undefined : this.idle()));
  }

  clear() {
    this.deliveries.length = 0;
  }

  private async deliver(delivery: WebhookDelivery) {
    const { webhookUrl, retries, retryDelayMs } = this.settings();
    if (!webhookUrl) {
      delivery.outcome = "skipped";
      return;
    }
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
      const at = new Date().toISOString();
      try {
        const res = await fetch(webhookUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "facebookexternalua",
            "x-hub-signature-256": delivery.signature,
          },
          body: delivery.rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        delivery.attempts.push({ at, status: res.status });
        if (res.ok) {
          delivery.outcome = "delivered";
          return;
        }
      } catch (err) {
        delivery.attempts.push({ at, status: null, error: err instanceof Error ? err.message : String(err) });
      }
    }
    delivery.outcome = "failed";
    this.log(`webhook #${delivery.seq} (${delivery.kind}) to ${webhookUrl} failed after ${retries + 1} attempts`);
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
