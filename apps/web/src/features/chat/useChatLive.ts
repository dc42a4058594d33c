import { useLiveQueries } from "../realtime/useLiveQueries";
import { chatKeys } from "./chat.queries";

/**
 * The chat's live updates (the one live hook, useLiveQueries): a lead's WhatsApp message reaches its owner as
 * `chat.message`; the contacts and that conversation refetch, so a reply shows without a reload.
 */
export function useChatLive(): void {
  useLiveQueries({
    match: (event) =>
      event.type === "chat.message"
        ? [{ queryKey: ["chat", "contacts"] }, { queryKey: chatKeys.messages(event.lead_id) }]
        : null,
    onReconnect: [chatKeys.all],
  });
}
