import { z } from "zod";
import { chatMessageSchema } from "./chat-message";

/**
 * Events pushed to a user's websocket (GET /ws). They travel through Redis pub/sub so any API
 * instance can deliver them. The payloads are small; clients refetch what they need.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("notification.created"),
    notification: z.object({
      _id: z.string(),
      title: z.string(),
      message: z.string(),
      type: z.string(),
      linked_content: z.string().nullable(),
      deadline: z.string().nullable(),
      createdAt: z.string(),
    }),
  }),
  /** The user's notifications were marked read (one, or all when notification_id is null): other tabs refresh. */
  z.object({ type: z.literal("notification.read"), notification_id: z.string().nullable() }),
  z.object({ type: z.literal("lead.offered"), lead_id: z.string(), offer_id: z.string(), deadline: z.string() }),
  /** The offer's clock stopped with `remaining_ms` left (its specialist serves a visitor at the stand, decision 063);
   * `lead.offered` brings the moved deadline when the attendance ends. */
  z.object({
    type: z.literal("lead.offer_paused"),
    lead_id: z.string(),
    offer_id: z.string(),
    remaining_ms: z.number().int(),
  }),
  z.object({ type: z.literal("lead.offer_expired"), lead_id: z.string(), offer_id: z.string() }),
  z.object({ type: z.literal("lead.updated"), lead_id: z.string() }),
  /** A WhatsApp message of a lead the user owns arrived (decision 084): the chat refetches the conversation. */
  z.object({
    type: z.literal("chat.message"),
    lead_id: z.string(),
    message_id: z.string(),
    /** The message as GET /chat/contacts/:leadId/messages shows it (new, or its status moved). */
    message: chatMessageSchema,
  }),
  z.object({ type: z.literal("availability.changed"), status: z.string() }),
  z.object({ type: z.literal("roulette.changed"), roulette_id: z.string() }),
  /** Broadcast to every connected user: a unit changed; mirrors of the enterprise refetch it (no status here:
   * partner brokers must not learn a real status hidden behind a fake one). */
  z.object({ type: z.literal("unit.changed"), enterprise_id: z.string(), unit_id: z.string() }),
  /** Broadcast: something on this stand's board changed (presence, queue, visits); open boards refetch it. No names
   * here, like unit.changed: whoever may see the board reads it through GET /stands/{id}/board. */
  z.object({ type: z.literal("stand.changed"), enterprise_id: z.string() }),
  /** Broadcast: shifts of this stand's availability schedule changed in these months ("YYYY-MM"): a grid edit, copy,
   * clear, import or an approved SHIFT_SWAP. Open schedule screens refetch those months (decision 057). */
  z.object({
    type: z.literal("availability_schedule.changed"),
    enterprise_id: z.string(),
    months: z.array(z.string()),
  }),
  /** To the specialist a visit was just routed to (besides the VISIT_STAND notification): the phone-sized alert. */
  z.object({
    type: z.literal("stand.visit_assigned"),
    visit_id: z.string(),
    enterprise_id: z.string(),
    visitor_name: z.string(),
  }),
  /** To the specialist a visit was routed to, when the reception cancelled it: their alert for it closes. */
  z.object({ type: z.literal("stand.visit_canceled"), visit_id: z.string(), enterprise_id: z.string() }),
  /** An appointment was booked, moved, cancelled or closed: to whoever's agenda shows it (the specialist, their
   * coordinators, the agenda-wide roles, the stand's receptionists for a stand visit). No names: screens refetch. */
  z.object({ type: z.literal("schedule.changed"), schedule_id: z.string(), specialist_id: z.string() }),
  /** A request was made, answered or decided: to its requester and whoever may decide it. Screens refetch it. */
  z.object({ type: z.literal("solicitation.changed"), solicitation_id: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** userId of a message for every connected user (unit.changed). */
export const BROADCAST_USER_ID = "*";

/** Redis channel every API instance subscribes to. Messages: { userId, event }. */
export const REALTIME_CHANNEL = "portal:realtime";

/**
 * POST /ws/ticket: a single-use ticket for `GET /ws?ticket=` (decision 059), so a browser never puts its session
 * token in a URL. `expires_in`: seconds left to redeem it.
 */
export const wsTicketResponse = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type WsTicketResponse = z.infer<typeof wsTicketResponse>;

/**
 * Close code of a socket whose session ended (logout, expiry, deactivated user, role change): like HTTP 401, the
 * client must sign in again rather than reconnect with the same credentials.
 */
export const WS_CLOSE_SESSION_ENDED = 4401;
