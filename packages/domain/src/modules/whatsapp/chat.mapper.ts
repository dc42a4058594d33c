import {
  CHAT_MESSAGE_STATUSES,
  type ChatContactDto,
  type ChatMessageDto,
  type ChatMessageStatus,
  chatFailureText,
} from "@portal/contracts/chat";
import type { ChatMessageRow, ContactLeadRow, ConversationFacts } from "./chat.repository";
import { chatWindow } from "./chat-window";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const knownStatus = (s: string | null): ChatMessageStatus | null =>
  s && (CHAT_MESSAGE_STATUSES as readonly string[]).includes(s) ? (s as ChatMessageStatus) : null;

/** A chat message on the wire (decision 083); shared by the routes and the realtime events. */
export function toChatMessageDto(m: ChatMessageRow): ChatMessageDto {
  const status = m.direction === "OUT" ? knownStatus(m.status) : null;
  return {
    _id: m.id,
    lead_id: m.leadId,
    direction: m.direction,
    type: m.type,
    body: m.body,
    template_name: m.templateName,
    media_id: m.mediaId,
    status,
    status_at: iso(m.statusAt),
    error_code: m.errorCode,
    failure_reason: status === "failed" ? chatFailureText(m.errorCode) : null,
    sent_by: m.sentById ? { _id: m.sentById, full_name: m.sentByName ?? "" } : null,
    read: m.direction === "OUT" || m.readAt !== null,
    sent_at: m.at.toISOString(),
    createdAt: m.createdAt.toISOString(),
  };
}

export function toChatContactDto(
  lead: ContactLeadRow,
  last: ChatMessageRow,
  facts: ConversationFacts | undefined,
  now = new Date(),
): ChatContactDto {
  const window = chatWindow(facts?.lastInboundAt ?? null, now);
  return {
    _id: lead.leadId,
    lead: {
      _id: lead.leadId,
      full_name: lead.fullName,
      phone: lead.phone,
      status: lead.status,
      owner: lead.ownerId ? { _id: lead.ownerId, full_name: lead.ownerName ?? "" } : null,
      marketing_opt_out_at: iso(lead.marketingOptOutAt),
    },
    last_message: toChatMessageDto(last),
    unread_count: facts?.unread ?? 0,
    waiting_since: iso(facts?.waitingSince ?? null),
    window_open: window.open,
    window_expires_at: iso(window.expiresAt),
  };
}
