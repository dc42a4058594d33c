import type { DeliveryRow, SubscriptionRow } from "@portal/domain/webhooks";

export const toWebhookDto = (s: SubscriptionRow) => ({
  _id: s.id,
  url: s.url,
  events: s.events,
  active: s.active,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

export const toWebhookDeliveryDto = (d: DeliveryRow) => ({
  _id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  response_status: d.responseStatus,
  last_error: d.lastError,
  next_attempt_at: d.nextAttemptAt.toISOString(),
  delivered_at: d.deliveredAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});
