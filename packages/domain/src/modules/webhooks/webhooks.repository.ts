import type { Prisma, PrismaClient } from "@portal/db/client";

export interface SubscriptionRow {
  id: string;
  url: string;
  secret: string;
  events: string[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeliveryRow {
  id: string;
  subscriptionId: string;
  event: string;
  /** The exact body that was signed and is sent (a JSON text). */
  body: string;
  signature: string;
  status: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
}

type DeliveryRecord = Prisma.WebhookDeliveryGetPayload<object>;

/**
 * The payload column holds the body as a JSON string value, never as an object: jsonb reorders keys, and
 * the receiver must get byte for byte the text the signature was computed over.
 */
function toDelivery(d: DeliveryRecord): DeliveryRow {
  return {
    id: d.id,
    subscriptionId: d.subscriptionId,
    event: d.event,
    body: typeof d.payload === "string" ? d.payload : JSON.stringify(d.payload),
    signature: d.signature,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    lastError: d.lastError,
    nextAttemptAt: d.nextAttemptAt,
    deliveredAt: d.deliveredAt,
    createdAt: d.createdAt,
  };
}

/** Webhook subscriptions and their outbox of deliveries. */
export class WebhooksRepository {
  constructor(private readonly db: PrismaClient) {}

  createSubscription(s: { url: string; secret: string; events: string[]; active: boolean; createdById: string }) {
    return this.db.webhookSubscription.create({ data: s });
  }

  findSubscription(id: string): Promise<SubscriptionRow | null> {
    return this.db.webhookSubscription.findUnique({ where: { id } });
  }

  listSubscriptions(): Promise<SubscriptionRow[]> {
    return this.db.webhookSubscription.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  }

  updateSubscription(id: string, patch: { url?: string; events?: string[]; active?: boolean; secret?: string }) {
    return this.db.webhookSubscription.update({ where: { id }, data: patch });
  }

  async deleteSubscription(id: string): Promise<void> {
    await this.db.webhookSubscription.delete({ where: { id } });
  }

  activeSubscriptionsFor(event: string): Promise<SubscriptionRow[]> {
    return this.db.webhookSubscription.findMany({ where: { active: true, events: { has: event } } });
  }

  async createDelivery(d: { subscriptionId: string; event: string; body: string; signature: string }): Promise<string> {
    const row = await this.db.webhookDelivery.create({
      data: { subscriptionId: d.subscriptionId, event: d.event, payload: d.body, signature: d.signature },
      select: { id: true },
    });
    return row.id;
  }

  async findDelivery(id: string): Promise<(DeliveryRow & { subscription: SubscriptionRow }) | null> {
    const d = await this.db.webhookDelivery.findUnique({ where: { id }, include: { subscription: true } });
    return d ? { ...toDelivery(d), subscription: d.subscription } : null;
  }

  async deliveries(subscriptionId: string, limit = 50): Promise<DeliveryRow[]> {
    const rows = await this.db.webhookDelivery.findMany({
      where: { subscriptionId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
    return rows.map(toDelivery);
  }

  /**
   * Claims a PENDING delivery that is due by pushing its next attempt a lease ahead, so two workers (a job and
   * the sweep) never send it at the same time. False when it is not due or not pending.
   */
  async claim(id: string, now: Date, leaseMs: number): Promise<boolean> {
    const { count } = await this.db.webhookDelivery.updateMany({
      where: { id, status: "PENDING", nextAttemptAt: { lte: now } },
      data: { nextAttemptAt: new Date(now.getTime() + leaseMs) },
    });
    return count === 1;
  }

  async markDelivered(id: string, responseStatus: number): Promise<void> {
    await this.db.webhookDelivery.update({
      where: { id },
      data: {
        status: "DELIVERED",
        attempts: { increment: 1 },
        responseStatus,
        deliveredAt: new Date(),
        lastError: null,
      },
    });
  }

  async markAttemptFailed(
    id: string,
    r: { responseStatus: number | null; error: string; nextAttemptAt: Date | null },
  ): Promise<void> {
    await this.db.webhookDelivery.update({
      where: { id },
      data: {
        attempts: { increment: 1 },
        responseStatus: r.responseStatus,
        lastError: r.error.slice(0, 500),
        ...(r.nextAttemptAt ? { nextAttemptAt: r.nextAttemptAt } : { status: "FAILED" }),
      },
    });
  }

  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.webhookDelivery.findMany({
      where: { status: "PENDING", nextAttemptAt: { lte: now } },
      orderBy: { nextAttemptAt: "asc" },
      take: limit,
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }
}
