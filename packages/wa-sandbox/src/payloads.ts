import { createHmac, randomBytes } from "node:crypto";
import type { SandboxPhoneNumber } from "./demo";
import { webhookError } from "./graph-errors";

/**
 * Webhook payloads in the shape of Meta's `messages` field reference
 * (developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages):
 * {object, entry[{id: WABA id, changes[{field: "messages", value{messaging_product, metadata, contacts, messages |
 * statuses}}]}]}. Receivers must walk every array: the sandbox batches on request.
 */

export type StatusName = "sent" | "delivered" | "read" | "failed";

export interface WebhookStatus {
  id: string;
  status: StatusName;
  timestamp: string;
  recipient_id: string;
  conversation?: { id: string; expiration_timestamp?: string; origin: { type: string } };
  pricing?: { billable: boolean; pricing_model: "PMP"; category: string; type: "regular" };
  errors?: ReturnType<typeof webhookError>[];
}

export interface WebhookInboundMessage {
  from: string;
  id: string;
  timestamp: string;
  type: "text" | "image" | "document";
  text?: { body: string };
  image?: { id: string; mime_type: string; sha256: string; caption?: string };
  document?: { id: string; mime_type: string; sha256: string; filename: string; caption?: string };
  context?: { from: string; id: string };
}

export interface WebhookContact {
  profile: { name: string };
  wa_id: string;
  /** Business-scoped user id (BSUID), present since 2026; users with a username may come without a phone. */
  user_id?: string;
}

/** A user's marketing choice (`user_preferences` field): stop or resume marketing messages from this business. */
export interface WebhookUserPreference {
  wa_id: string;
  detail: string;
  category: "marketing_messages";
  value: "stop" | "resume";
  timestamp: string;
}

export type WebhookField = "messages" | "user_preferences" | "message_template_status_update";

export interface WebhookValue {
  messaging_product?: "whatsapp";
  metadata?: { display_phone_number: string; phone_number_id: string };
  contacts?: WebhookContact[];
  messages?: WebhookInboundMessage[];
  statuses?: WebhookStatus[];
  user_preferences?: WebhookUserPreference[];
  // message_template_status_update
  event?: string;
  message_template_id?: string;
  message_template_name?: string;
  message_template_language?: string;
  reason?: string;
}

export interface WebhookPayload {
  object: "whatsapp_business_account";
  entry: { id: string; changes: { field: WebhookField; value: WebhookValue }[] }[];
}

/** A payload of another field than `messages`: template status updates carry no phone metadata. */
export function fieldEnvelope(wabaId: string, field: WebhookField, value: WebhookValue): WebhookPayload {
  return { object: "whatsapp_business_account", entry: [{ id: wabaId, changes: [{ field, value }] }] };
}

export function webhookEnvelope(
  phone: SandboxPhoneNumber,
  value: Pick<WebhookValue, "contacts" | "messages" | "statuses" | "user_preferences">,
  field: WebhookField = "messages",
): WebhookPayload {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: phone.waba_id,
        changes: [
          {
            field,
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: phone.display_phone_number, phone_number_id: phone.id },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** `sha256=` + hex HMAC-SHA256 of the raw body with the app secret: the X-Hub-Signature-256 header Meta sends. */
export function signPayload(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** A wamid in Meta's look (base64 of an opaque id behind "wamid."); unique per call. */
export function newWamid(waId: string): string {
  const opaque = Buffer.concat([Buffer.from(`HBgN${waId}FQIAERgS`), randomBytes(12)]);
  return `wamid.${opaque.toString("base64")}`;
}

export const unixSeconds = (ms: number) => String(Math.floor(ms / 1000));

/** Pricing category of a send: templates by their category, anything else is a service message. */
export function statusFor(
  message: { wamid: string; to: string; category: string },
  status: StatusName,
  atMs: number,
  errorCode?: number,
): WebhookStatus {
  const base: WebhookStatus = { id: message.wamid, status, timestamp: unixSeconds(atMs), recipient_id: message.to };
  if (status === "failed") return { ...base, errors: [webhookError(errorCode ?? 131000)] };
  if (status === "read") return base;
  return {
    ...base,
    conversation: { id: `conv_${message.wamid.slice(-12)}`, origin: { type: message.category } },
    pricing: {
      billable: message.category !== "service",
      pricing_model: "PMP",
      category: message.category,
      type: "regular",
    },
  };
}
