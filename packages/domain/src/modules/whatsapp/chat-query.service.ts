import type { ChatContactDto, ChatMessageDto } from "@portal/contracts/chat";
import { CHAT_MSG } from "@portal/contracts/chat";
import { FIELD_MSG } from "@portal/contracts/messages";
import { leadListScope } from "@portal/contracts/policy";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { findVisibleLead } from "../leads";
import { toChatContactDto, toChatMessageDto } from "./chat.mapper";
import type { ChatKeyset } from "./chat.repository";
import { chatWindow } from "./chat-window";

const cursorSchema = z.object({ at: z.iso.datetime(), id: z.uuid() });

/** Opaque keyset cursor: where a newest-first list continues (its last row's time and id). */
export function encodeChatCursor(k: ChatKeyset): string {
  return Buffer.from(JSON.stringify({ at: k.at.toISOString(), id: k.id })).toString("base64url");
}

function decodeChatCursor(cursor: string | undefined): ChatKeyset | null {
  if (!cursor) return null;
  try {
    const c = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { at: new Date(c.at), id: c.id };
  } catch {
    throw fieldError("cursor", FIELD_MSG.cursorInvalid);
  }
}

export interface ChatPage<T> {
  rows: T[];
  nextCursor: string | null;
}

/**
 * The chat's reads (decision 083): the contacts list and a conversation, in the leads module's scope (the owner
 * sees their leads' conversations, roles that see every lead see all); a lead handed to someone else takes its
 * conversation along, since the scope is the lead's current owner.
 */
export class ChatQueryService {
  constructor(private readonly db: Database) {}

  async contacts(
    actor: AuthUser,
    q: { search?: string | undefined; cursor?: string | undefined; limit: number },
    now = new Date(),
  ): Promise<ChatPage<ChatContactDto>> {
    const chat = this.db.repos.whatsappChat;
    const leads = await chat.contactPage({
      ownerId: leadListScope(actor.roles) === "all" ? null : actor.id,
      search: q.search?.trim() || null,
      after: decodeChatCursor(q.cursor),
      limit: q.limit + 1,
    });
    const page = leads.slice(0, q.limit);
    const [messages, facts] = await Promise.all([
      chat.messagesByIds(page.map((l) => l.lastMessageId)),
      chat.conversationFacts(page.map((l) => l.leadId)),
    ]);
    const messageById = new Map(messages.map((m) => [m.id, m]));
    const factsByLead = new Map(facts.map((f) => [f.leadId, f]));
    const rows = page.flatMap((l) => {
      const last = messageById.get(l.lastMessageId);
      return last ? [toChatContactDto(l, last, factsByLead.get(l.leadId), now)] : [];
    });
    const tail = page.at(-1);
    return {
      rows,
      nextCursor: leads.length > q.limit && tail ? encodeChatCursor({ at: tail.lastAt, id: tail.leadId }) : null,
    };
  }

  async messages(
    actor: AuthUser,
    leadId: string,
    q: { cursor?: string | undefined; limit: number },
    now = new Date(),
  ): Promise<ChatPage<ChatMessageDto> & { windowOpen: boolean; windowExpiresAt: Date | null }> {
    const lead = await findVisibleLead(this.db.repos, actor, leadId);
    const chat = this.db.repos.whatsappChat;
    const rows = await chat.messagePage(lead.id, decodeChatCursor(q.cursor), q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = await chat.lastInbound(lead.id);
    const window = chatWindow(last?.at ?? null, now);
    const oldest = page.at(-1);
    return {
      rows: page.reverse().map(toChatMessageDto),
      nextCursor: rows.length > q.limit && oldest ? encodeChatCursor({ at: oldest.at, id: oldest.id }) : null,
      windowOpen: window.open,
      windowExpiresAt: window.expiresAt,
    };
  }

  async markRead(actor: AuthUser, leadId: string): Promise<{ message: string; read: number }> {
    const lead = await findVisibleLead(this.db.repos, actor, leadId);
    return { message: CHAT_MSG.read, read: await this.db.repos.whatsappChat.markRead(lead.id) };
  }
}
