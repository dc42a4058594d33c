import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { CHAT_MSG, CHAT_TEXT_MAX, type ChatContactDto, type ChatMessageDto } from "@portal/contracts/chat";
import { formatDate, formatDateTime, formatTimeOfDay, saoPauloDay } from "@portal/contracts/dates";
import { formatPhone } from "@portal/contracts/phone";
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconChecks,
  IconClock,
  IconLock,
  IconSend,
} from "@tabler/icons-react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { ErrorState, LoadingState } from "../../components/states";
import { notifyError } from "../../lib/notify";
import { leadQuery } from "../leads/lead-profile.queries";
import { chatKeys, chatMessagesQuery, markChatRead, sendChatMessage } from "./chat.queries";

const STATUS_LABELS: Record<NonNullable<ChatMessageDto["status"]>, string> = {
  queued: "Na fila de envio",
  accepted: "Enviada ao WhatsApp",
  sent: "Enviada",
  delivered: "Entregue",
  read: "Lida",
  failed: "Não enviada",
};

/** WhatsApp's ticks: a clock while queued, one check when sent, two when delivered, two blue ones when read. */
function StatusTick({ message }: { message: ChatMessageDto }) {
  const status = message.status;
  if (!status) return null;
  const label = STATUS_LABELS[status];
  const icon =
    status === "queued" ? (
      <IconClock size={14} />
    ) : status === "accepted" || status === "sent" ? (
      <IconCheck size={14} />
    ) : status === "delivered" ? (
      <IconChecks size={14} />
    ) : status === "read" ? (
      <IconChecks size={14} color="var(--mantine-color-blue-6)" />
    ) : (
      <IconAlertCircle size={14} color="var(--mantine-color-red-7)" />
    );
  return (
    <span role="img" aria-label={label} title={label} data-testid="chat-tick" data-status={status}>
      {icon}
    </span>
  );
}

function MessageBubble({ message }: { message: ChatMessageDto }) {
  const failed = message.status === "failed";
  return (
    <li
      className="chat-bubble"
      data-direction={message.direction}
      data-failed={failed || undefined}
      data-testid="chat-message"
    >
      {message.body ? (
        <Text size="sm">{message.body}</Text>
      ) : (
        <Text size="sm" fs="italic" c="dimmed">
          {message.template_name ? `Modelo enviado: ${message.template_name}` : `Mídia (${message.type})`}
        </Text>
      )}
      {failed && message.failure_reason && (
        <Text size="xs" c="red.8" mt={4}>
          {message.failure_reason}
        </Text>
      )}
      <span className="chat-meta">
        {message.direction === "OUT" && message.sent_by && <span>{message.sent_by.full_name} ·</span>}
        <time dateTime={message.sent_at} title={formatDateTime(message.sent_at)}>
          {formatTimeOfDay(message.sent_at)}
        </time>
        <StatusTick message={message} />
      </span>
    </li>
  );
}

/**
 * One lead's WhatsApp conversation: the messages with their ticks (asked again while one may still move), older
 * pages on demand, the 24-hour window, and the composer. Opening it marks the lead's messages read.
 */
export function ChatConversation({
  leadId,
  contact,
  onBack,
}: {
  leadId: string;
  /** The lead's line in the contacts list, when loaded (a conversation opened from a lead's profile may not be). */
  contact: ChatContactDto | undefined;
  onBack: () => void;
}) {
  const unread = contact?.unread_count ?? 0;
  const queryClient = useQueryClient();
  // Live: `chat.message` (useChatLive) reaches the owner for the lead's messages and the sender for each status.
  const messages = useInfiniteQuery(chatMessagesQuery(leadId));
  const first = messages.data?.pages[0];
  // Oldest first: older pages come before the first page's messages.
  const rows = [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.payload);
  const windowOpen = first?.window_open ?? false;

  const read = useMutation({
    mutationFn: () => markChatRead(leadId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["chat", "contacts"] }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation opened with unread messages.
  useEffect(() => {
    if (unread > 0) read.mutate();
  }, [leadId, unread > 0]);

  const endRef = useRef<HTMLDivElement>(null);
  const lastId = rows.at(-1)?._id;
  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  return (
    <Card withBorder radius="md" padding="sm" h="100%">
      <Stack gap="sm" h="100%">
        <ConversationHeader leadId={leadId} contact={contact} onBack={onBack} />
        {messages.isPending ? (
          <LoadingState label="Carregando a conversa..." />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <>
            <WindowLine open={windowOpen} expiresAt={first?.window_expires_at ?? null} />
            <div style={{ flex: 1, overflowY: "auto", maxHeight: "calc(100dvh - 380px)", minHeight: 200 }}>
              {messages.hasNextPage && (
                <Group justify="center" mb="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={messages.isFetchingNextPage}
                    onClick={() => void messages.fetchNextPage()}
                  >
                    Carregar mensagens anteriores
                  </Button>
                </Group>
              )}
              <ol className="chat-messages" aria-label="Mensagens">
                {rows.map((m, i) => (
                  <DayAndMessage key={m._id} message={m} previous={rows[i - 1]} />
                ))}
              </ol>
              <div ref={endRef} />
            </div>
            <Composer leadId={leadId} windowOpen={windowOpen} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function DayAndMessage({ message, previous }: { message: ChatMessageDto; previous: ChatMessageDto | undefined }) {
  const day = saoPauloDay(new Date(message.sent_at));
  const newDay = !previous || saoPauloDay(new Date(previous.sent_at)) !== day;
  return (
    <>
      {newDay && (
        <li className="chat-day" aria-hidden>
          {formatDate(message.sent_at)}
        </li>
      )}
      <MessageBubble message={message} />
    </>
  );
}

function ConversationHeader({
  leadId,
  contact,
  onBack,
}: {
  leadId: string;
  contact: ChatContactDto | undefined;
  onBack: () => void;
}) {
  // Not in the loaded contacts (opened from the lead's profile, or filtered out): the lead itself says who it is.
  const fallback = useQuery({ ...leadQuery(leadId), enabled: !contact });
  const lead = contact?.lead ?? (fallback.data ? { ...fallback.data, marketing_opt_out_at: null } : undefined);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon variant="subtle" aria-label="Voltar às conversas" onClick={onBack} hiddenFrom="sm">
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="chat-lead-name">
            {lead?.full_name ?? "Conversa"}
          </Text>
          {lead?.phone && (
            <Text size="xs" c="dimmed">
              {formatPhone(lead.phone)}
            </Text>
          )}
        </Stack>
        {lead?.marketing_opt_out_at && (
          <Tooltip label={CHAT_MSG.optedOut} multiline w={260}>
            <Badge color="gray" variant="light" size="sm">
              Sem marketing
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Anchor
        size="sm"
        style={{ flexShrink: 0 }}
        renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId }} />}
      >
        Ver lead
      </Anchor>
    </Group>
  );
}

function WindowLine({ open, expiresAt }: { open: boolean; expiresAt: string | null }) {
  if (open) {
    return (
      <Text size="xs" c="dimmed" data-testid="chat-window">
        Janela de atendimento aberta até {formatDateTime(expiresAt)}.
      </Text>
    );
  }
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} p="xs" data-testid="chat-window">
      <Text size="sm">{CHAT_MSG.windowClosed}</Text>
    </Alert>
  );
}

function Composer({ leadId, windowOpen }: { leadId: string; windowOpen: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const send = useMutation({
    meta: { inlineError: true },
    mutationFn: (body: string) => sendChatMessage(leadId, { type: "text", text: body }),
    onSuccess: () => {
      setText("");
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(leadId) });
      void queryClient.invalidateQueries({ queryKey: ["chat", "contacts"] });
    },
    onError: (err) => notifyError(err, "Não foi possível enviar a mensagem"),
  });
  const submit = () => {
    if (text.trim() && !send.isPending) send.mutate(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line (as in WhatsApp Web).
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        aria-label="Mensagem"
        placeholder={windowOpen ? "Escreva uma mensagem" : "Janela fechada: só modelos aprovados"}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        disabled={!windowOpen}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        leftSection={<IconSend size={16} />}
        onClick={submit}
        loading={send.isPending}
        disabled={!windowOpen || !text.trim()}
      >
        Enviar
      </Button>
    </Group>
  );
}
