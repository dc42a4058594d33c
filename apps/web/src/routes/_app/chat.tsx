import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult } from "../../components/states";
import { ChatContacts } from "../../features/chat/ChatContacts";
import { ChatConversation } from "../../features/chat/ChatConversation";
import { chatContactsQuery } from "../../features/chat/chat.queries";
import { useChatLive } from "../../features/chat/useChatLive";
import { requireSection } from "../../features/session/guards";
import { patchSearch, searchText } from "../../lib/search-params";

const chatSearchSchema = z.object({
  /** The open conversation (a lead id). */
  lead: z.string().uuid().optional().catch(undefined),
  search: searchText,
});

/**
 * WhatsApp chat with leads (decision 083): the conversations beside the open one on a desktop, one or the other on a
 * phone. The open conversation and the search live in the URL, so a notification or a lead's profile can link here.
 * No loader: the chat's queries (and their endpoint definitions) stay in the screen's own chunk, out of every first
 * load (decision 055).
 */
export const Route = createFileRoute("/_app/chat")({
  validateSearch: chatSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "chat"),
  component: ChatPage,
});

function ChatPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  useChatLive();
  const contacts = useInfiniteQuery(chatContactsQuery(search.search));
  const contact = contacts.data?.pages.flatMap((p) => p.payload).find((c) => c.lead._id === search.lead);
  const go = (patch: Record<string, unknown>) =>
    void navigate({ search: (prev) => patchSearch(prev, patch, { keepPage: true }) });
  return (
    <>
      <PageHeader title="Chat" description="Conversas pelo WhatsApp com os seus leads." />
      <div className="chat-layout" data-open={search.lead ? "" : undefined}>
        <div className="chat-pane-contacts">
          <ChatContacts
            search={search.search}
            selected={search.lead}
            onSearch={(value) => go({ search: value })}
            onSelect={(lead) => go({ lead })}
          />
        </div>
        <div className="chat-pane-conversation">
          {search.lead ? (
            <ChatConversation
              key={search.lead}
              leadId={search.lead}
              contact={contact}
              onBack={() => go({ lead: undefined })}
            />
          ) : (
            <NoConversation />
          )}
        </div>
      </div>
    </>
  );
}

function NoConversation() {
  return (
    <EmptyResult
      title="Escolha uma conversa"
      description="Selecione um lead à esquerda para ler e responder as mensagens."
    />
  );
}
