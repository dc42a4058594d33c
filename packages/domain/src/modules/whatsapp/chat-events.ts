import type { DomainEvent } from "@portal/contracts/domain-events";
import type { Repositories } from "../../repositories/repositories";
import { toChatMessageDto } from "./chat.mapper";
import type { ChatMessageRow } from "./chat.repository";

/**
 * The realtime `chat.message` events of a message that is new or whose status moved (decision 083): to the lead's
 * current owner and to whoever sent it, on /ws and on the messaging socket (GET /messaging/ws), across instances
 * through Redis like every realtime event.
 */
export async function chatMessageEvents(
  repos: Repositories,
  ref: { id: string } | { wamid: string },
): Promise<DomainEvent[]> {
  const row: ChatMessageRow | null =
    "id" in ref ? await repos.whatsappChat.findById(ref.id) : await repos.whatsappChat.findByWamid(ref.wamid);
  if (!row?.leadId || row.type === "unknown") return [];
  const lead = await repos.leads.findById(row.leadId);
  const receivers = new Set([lead?.ownerId, row.sentById].filter((id): id is string => !!id));
  const message = toChatMessageDto(row);
  return [...receivers].map((userId) => ({
    type: "realtime.message" as const,
    userId,
    event: { type: "chat.message" as const, lead_id: row.leadId!, message_id: row.id, message },
  }));
}
