import { z } from "zod";
import {
  chatContactsQuery,
  chatContactsResponse,
  chatMessagesQuery,
  chatMessagesResponse,
  chatReadResponse,
  chatSendBody,
  chatSendResponse,
} from "../chat";
import { defineEndpoint } from "../endpoint";
import { uuidField } from "../lead-schema-helpers";
import { SECTION_ACCESS } from "../policy";
import { roles } from "../route-rules";

/**
 * WhatsApp chat with leads (decision 083). The chat section's roles (spec 6) may call; the conversations are the
 * leads the caller may see (the leads module's scope: owners their own, those who see every lead all of them).
 */
const tags = ["chat"];
const SCOPE =
  "leads the caller may see: their own, or every lead for the roles that see every lead (LEADS_SEE_ALL_ROLES)";
const CHAT = roles(SECTION_ACCESS.chat, { scope: SCOPE });
const byLead = z.object({ leadId: uuidField });

export const CHAT_ENDPOINTS = {
  contacts: defineEndpoint({
    method: "GET",
    path: "/chat/contacts",
    operationId: "listChatContacts",
    summary: "List WhatsApp conversations with leads",
    description:
      "One contact per lead with WhatsApp messages, the most recent conversation first: the lead, its last_message, " +
      "unread_count (inbound messages not marked read), waiting_since (the first inbound message not answered yet) " +
      "and the 24-hour window. `search` matches part of the lead's name or digits of its phone. Keyset pagination: " +
      "pass pagination.next_cursor back as `cursor`.",
    tags,
    access: CHAT,
    query: chatContactsQuery,
    status: 200,
    response: chatContactsResponse,
  }),
  messages: defineEndpoint({
    method: "GET",
    path: "/chat/contacts/:leadId/messages",
    operationId: "listChatMessages",
    summary: "Read a lead's WhatsApp conversation",
    description:
      "The lead's messages, oldest first; the first page holds the newest ones and pagination.next_cursor pages to " +
      "older ones. Carries whether the 24-hour window is open (outside it only templates can be sent).",
    tags,
    access: CHAT,
    params: byLead,
    query: chatMessagesQuery,
    status: 200,
    response: chatMessagesResponse,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/chat/contacts/:leadId/messages",
    operationId: "sendChatMessage",
    summary: "Send a WhatsApp message to a lead",
    conflict: true,
    description:
      "Records the message (status queued) and hands it to the worker, which sends it through the WhatsApp Cloud " +
      "API; the provider's statuses then move it forward (accepted, sent, delivered, read, or failed with a pt-BR " +
      "failure_reason). `type: text` needs the 24-hour window open (the lead wrote in the last 24 hours), else 409; " +
      "`type: template` (an approved template, with its body parameters) may be sent any time.",
    tags,
    access: CHAT,
    params: byLead,
    body: chatSendBody,
    status: 202,
    response: chatSendResponse,
  }),
  read: defineEndpoint({
    method: "PUT",
    path: "/chat/contacts/:leadId/read",
    operationId: "markChatRead",
    summary: "Mark a lead's WhatsApp conversation as read",
    description: "Marks every inbound message of the lead as read; answers how many were unread.",
    tags,
    access: CHAT,
    params: byLead,
    status: 200,
    response: chatReadResponse,
  }),
} as const;
