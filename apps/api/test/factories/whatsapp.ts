import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@portal/db/client";
import { WHATSAPP_DEV_PHONE_NUMBER_ID } from "@portal/domain/integrations/whatsapp/config";
import { signWhatsAppWebhook } from "@portal/domain/integrations/whatsapp/signature";
import type { buildApp } from "../../src/app";

/** A stored WhatsApp message of a lead, as the webhook intake or a send leaves it (an outbound one delivered). */
export function createWhatsAppMessage(
  prisma: PrismaClient,
  m: {
    leadId: string;
    waId: string;
    direction: "IN" | "OUT";
    body: string;
    sentAt: Date;
    status?: string;
    readAt?: Date;
  },
) {
  return prisma.whatsAppMessage.create({
    data: {
      wamid: `wamid.${randomBytes(12).toString("hex")}`,
      direction: m.direction,
      // The chat's number outside production (the sandbox's demo one).
      phoneNumberId: WHATSAPP_DEV_PHONE_NUMBER_ID,
      waId: m.waId,
      leadId: m.leadId,
      type: "text",
      body: m.body,
      sentAt: m.sentAt,
      status: m.direction === "OUT" ? (m.status ?? "delivered") : null,
      readAt: m.readAt ?? null,
      raw: {},
    },
  });
}

/** POSTs a webhook body to /webhooks/whatsapp signed with the app secret, as Meta does. */
export function postWhatsAppWebhook(app: Awaited<ReturnType<typeof buildApp>>, appSecret: string, raw: string) {
  return app.inject({
    method: "POST",
    url: "/webhooks/whatsapp",
    headers: { "content-type": "application/json", "x-hub-signature-256": signWhatsAppWebhook(raw, appSecret) },
    payload: raw,
  });
}
