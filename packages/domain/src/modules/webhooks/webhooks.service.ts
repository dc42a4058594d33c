import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { WebhookEventName } from "@portal/contracts/domain-events";
import { WEBHOOK_EVENTS } from "@portal/contracts/inventory-enums";
import type { WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { type DomainEventConsumer, defineConsumer } from "../../lib/domain-events";
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

/**
 * The webhook outbox as two consumers of domain events (decision 068). Before COMMIT, every webhook event writes one
 * delivery row per subscribed endpoint in the same transaction (so a delivery exists if and only if its change
 * committed); after COMMIT, each row's job is enqueued. If Redis loses the job, the sweep delivers the row anyway.
 * buildDomain registers them.
 */
export function webhookOutboxConsumers(jobs: JobQueue, log: WarnLog): DomainEventConsumer[] {
  const outbox = defineConsumer<WebhookEventName>({
    name: "webhooks.outbox",
    types: WEBHOOK_EVENTS,
    async beforeCommit(events, { repos, events: sink }) {
      for (const e of events) {
        for (const deliveryId of await recordDeliveries(repos, e.type, e.data)) {
          sink.emit({ type: "webhook.delivery_recorded", deliveryId });
        }
      }
    },
  });
  const dispatch = defineConsumer({
    name: "webhooks.dispatch",
    types: ["webhook.delivery_recorded"],
    async afterCommit(recorded) {
      for (const { deliveryId } of recorded) {
        await jobs.enqueue("webhook.deliver", { deliveryId }).catch((err: unknown) => {
          log.warn({ err, deliveryId }, "webhook enqueue failed; the sweep will deliver it");
        });
      }
    },
  });
  return [outbox, dispatch];
}

async function recordDeliveries(repos: Repositories, event: WebhookEventName, data: object): Promise<string[]> {
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
