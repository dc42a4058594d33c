import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../../lib/database";
import type { AuthUser, JobQueue } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { subscriptionNotFound } from "./webhooks.errors";

export const WEBHOOK_SIGNATURE_HEADER = "x-portal-signature";
export const WEBHOOK_EVENT_HEADER = "x-portal-event";
export const WEBHOOK_DELIVERY_HEADER = "x-portal-delivery";

/** `sha256=<hex HMAC-SHA256 of the raw body with the subscription's secret>`. */
export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Domain events published to integrations (ERP, public site). */
export type DomainEventName = "unit.status_changed" | "sale.completed" | "sale.canceled" | "sale.distracted";

/**
 * The outbox side of webhooks: `record` writes one delivery row per subscribed endpoint inside the caller's
 * transaction (so an event exists if and only if its change committed); `dispatch` enqueues them after commit.
 * If Redis loses the job, the sweep delivers the row anyway.
 */
export class WebhookOutbox {
  constructor(
    private readonly jobs: JobQueue,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  async record(repos: Repositories, event: DomainEventName, data: Record<string, unknown>): Promise<string[]> {
    const subscriptions = await repos.webhooks.activeSubscriptionsFor(event);
    if (subscriptions.length === 0) return [];
    const body = JSON.stringify({ id: randomUUID(), event, occurred_at: new Date().toISOString(), data });
    const ids: string[] = [];
    for (const s of subscriptions) {
      ids.push(
        await repos.webhooks.createDelivery({
          subscriptionId: s.id,
          event,
          body,
          signature: signWebhook(s.secret, body),
        }),
      );
    }
    return ids;
  }

  async dispatch(deliveryIds: readonly string[]): Promise<void> {
    for (const deliveryId of deliveryIds) {
      await this.jobs.enqueue("webhook.deliver", { deliveryId }).catch((err: unknown) => {
        this.log.warn({ err, deliveryId }, "webhook enqueue failed; the sweep will deliver it");
      });
    }
  }
}

/** Admin CRUD of subscriptions. The secret is generated here and shown on creation (and on rotation) only. */
export class WebhooksService {
  constructor(private readonly db: Database) {}

  create(actor: AuthUser, input: { url: string; events: string[]; active?: boolean }) {
    return this.db.repos.webhooks.createSubscription({
      url: input.url,
      events: [...new Set(input.events)],
      active: input.active ?? true,
      secret: randomBytes(24).toString("hex"),
      createdById: actor.id,
    });
  }

  list() {
    return this.db.repos.webhooks.listSubscriptions();
  }

  async get(id: string) {
    const s = await this.db.repos.webhooks.findSubscription(id);
    if (!s) throw subscriptionNotFound();
    return s;
  }

  async update(id: string, patch: { url?: string; events?: string[]; active?: boolean; rotate_secret?: boolean }) {
    await this.get(id);
    return this.db.repos.webhooks.updateSubscription(id, {
      url: patch.url,
      events: patch.events ? [...new Set(patch.events)] : undefined,
      active: patch.active,
      ...(patch.rotate_secret ? { secret: randomBytes(24).toString("hex") } : {}),
    });
  }

  async remove(id: string) {
    await this.get(id);
    await this.db.repos.webhooks.deleteSubscription(id);
  }

  async deliveries(id: string) {
    await this.get(id);
    return this.db.repos.webhooks.deliveries(id);
  }
}
