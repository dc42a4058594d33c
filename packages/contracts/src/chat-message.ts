/**
 * One WhatsApp chat message on the wire (decision 083), apart from the rest of the chat's contracts: the realtime
 * events carry it, and every screen's first load parses realtime events, so this file stays small (decision 055).
 */
import { z } from "zod";
import { userSummarySchema } from "./leads-dto";

export const CHAT_DIRECTIONS = ["IN", "OUT"] as const;
/**
 * An outbound message's life: queued (recorded, not yet handed to the provider), accepted (the provider answered
 * with its wamid), then the provider's statuses sent < delivered < read, or failed. Inbound messages have none.
 */
export const CHAT_MESSAGE_STATUSES = ["queued", "accepted", "sent", "delivered", "read", "failed"] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const chatMessageSchema = z.object({
  _id: z.string(),
  lead_id: z.string().nullable(),
  direction: z.enum(CHAT_DIRECTIONS),
  /** text, template, image, document, audio, ... as WhatsApp names them. */
  type: z.string(),
  body: z.string().nullable(),
  template_name: z.string().nullable(),
  media_id: z.string().nullable(),
  /** Outbound only; null for inbound messages. */
  status: z.enum(CHAT_MESSAGE_STATUSES).nullable(),
  status_at: z.string().nullable(),
  error_code: z.number().int().nullable(),
  /** pt-BR, when status is failed. */
  failure_reason: z.string().nullable(),
  /** Who wrote it in the portal (outbound). */
  sent_by: userSummarySchema.nullable(),
  /** Inbound: read in the portal. */
  read: z.boolean(),
  /** When it was written (WhatsApp's timestamp for inbound, the portal's for outbound). */
  sent_at: z.string(),
  createdAt: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;
