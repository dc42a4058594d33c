import type { chatSendBody } from "@portal/contracts/chat";
import { CHAT_ENDPOINTS } from "@portal/contracts/endpoints/chat";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../lib/api-client";

export const chatKeys = {
  all: ["chat"] as const,
  contacts: (search: string | undefined) => ["chat", "contacts", search ?? ""] as const,
  messages: (leadId: string) => ["chat", "messages", leadId] as const,
};

/** The contacts, most recent conversation first; "Carregar mais" follows the keyset cursor. */
export function chatContactsQuery(search: string | undefined) {
  return infiniteQueryOptions({
    queryKey: chatKeys.contacts(search),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(CHAT_ENDPOINTS.contacts, { query: { search, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** A conversation: the first page is the newest messages; older pages come before it. */
export function chatMessagesQuery(leadId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(leadId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(CHAT_ENDPOINTS.messages, { params: { leadId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
  });
}

export function sendChatMessage(leadId: string, body: z.input<typeof chatSendBody>) {
  return callEndpoint(CHAT_ENDPOINTS.send, { params: { leadId }, body });
}

export function markChatRead(leadId: string) {
  return callEndpoint(CHAT_ENDPOINTS.read, { params: { leadId } });
}
