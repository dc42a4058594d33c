// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { WebhookSender } from "./webhook-sender";
export type { DeliveryRow, SubscriptionRow } from "./webhooks.repository";
export { WebhooksService, webhookOutboxConsumers } from "./webhooks.service";
