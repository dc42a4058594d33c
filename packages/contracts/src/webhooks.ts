import { z } from "zod";
import { WEBHOOK_EVENTS } from "./inventory-enums";
import { closedObject } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";

/** Domain events integrations may subscribe to (same list as inventory-enums WEBHOOK_EVENTS). */
export const DOMAIN_EVENTS = WEBHOOK_EVENTS;

const urlField = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .max(500, { error: FIELD_MSG.tooLong(500) })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "deve ser uma URL http(s) válida");
const eventsField = z
  .array(z.enum(DOMAIN_EVENTS, { error: FIELD_MSG.invalidOption }), { error: "deve ser uma lista de eventos" })
  .min(1, { error: "deve ter ao menos um evento" });

export const webhookCreateBody = closedObject({ url: urlField, events: eventsField, active: z.boolean().optional() });
export const webhookUpdateBody = closedObject({
  url: urlField.optional(),
  events: eventsField.optional(),
  active: z.boolean({ error: "deve ser verdadeiro ou falso" }).optional(),
  rotate_secret: z.boolean({ error: "deve ser verdadeiro ou falso" }).optional(),
});

export const webhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** The secret is shown only when created or rotated. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export const webhookListResponse = z.object({ payload: z.array(webhookSchema) });
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  event: z.string(),
  status: z.enum(["PENDING", "DELIVERED", "FAILED"]),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  delivered_at: z.string().nullable(),
  createdAt: z.string(),
});
export const webhookDeliveryListResponse = z.object({ payload: z.array(webhookDeliverySchema) });
