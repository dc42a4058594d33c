import { Avatar, Badge, Button, Group, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { ChatContactDto } from "@portal/contracts/chat";
import { formatShortWhen } from "@portal/contracts/dates";
import { IconBrandWhatsapp, IconClockHour4, IconLock, IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatRelativeTime } from "../../lib/relative-time";
import "./chat.css";
import { chatContactsQuery } from "./chat.queries";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/** What the list shows of the last message: its text, the template's name, or the kind of media. */
export function messagePreview(m: ChatContactDto["last_message"]): string {
  if (m.body) return m.body;
  if (m.template_name) return `Modelo: ${m.template_name}`;
  const kinds: Record<string, string> = { image: "Imagem", document: "Documento", audio: "Áudio", video: "Vídeo" };
  return kinds[m.type] ?? "Mensagem";
}

/**
 * The conversations the user may see, most recent first: who, the last message, unread count, how long the lead has
 * been waiting for an answer, and whether the 24-hour window is closed. Search by name or phone digits.
 */
export function ChatContacts({
  search,
  selected,
  onSearch,
  onSelect,
}: {
  search: string | undefined;
  selected: string | undefined;
  onSearch: (search: string | undefined) => void;
  onSelect: (leadId: string) => void;
}) {
  const [text, setText] = useState(search ?? "");
  const debounced = useDebouncedCallback((value: string) => onSearch(value.trim() || undefined), 300);
  const contacts = useInfiniteQuery(chatContactsQuery(search));
  const rows = contacts.data?.pages.flatMap((p) => p.payload) ?? [];
  return (
    <Stack gap="xs" h="100%" className="chat-contacts">
      <TextInput
        aria-label="Buscar conversa"
        placeholder="Buscar por nome ou telefone"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          debounced(e.currentTarget.value);
        }}
      />
      {contacts.isPending ? (
        <LoadingState label="Carregando conversas..." />
      ) : contacts.isError ? (
        <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyResult
          icon={<IconBrandWhatsapp size={28} />}
          title={search ? "Nenhuma conversa encontrada" : "Nenhuma conversa ainda"}
          description={
            search
              ? "Nenhum lead com esse nome ou telefone conversou pelo WhatsApp."
              : "As mensagens que seus leads enviarem pelo WhatsApp aparecem aqui."
          }
        />
      ) : (
        <div className="chat-scroll">
          <Stack gap={2} component="ul" className="chat-list" aria-label="Conversas">
            {rows.map((c) => (
              <ContactRow key={c._id} contact={c} active={c.lead._id === selected} onSelect={onSelect} />
            ))}
          </Stack>
          {contacts.hasNextPage && (
            <Button
              variant="subtle"
              fullWidth
              mt="xs"
              loading={contacts.isFetchingNextPage}
              onClick={() => void contacts.fetchNextPage()}
            >
              Carregar mais conversas
            </Button>
          )}
        </div>
      )}
    </Stack>
  );
}

function ContactRow({
  contact,
  active,
  onSelect,
}: {
  contact: ChatContactDto;
  active: boolean;
  onSelect: (leadId: string) => void;
}) {
  const { lead, last_message: last } = contact;
  const unread = contact.unread_count;
  return (
    <li>
      <UnstyledButton
        className="chat-contact"
        data-active={active || undefined}
        aria-current={active ? "true" : undefined}
        data-unread={unread}
        onClick={() => onSelect(lead._id)}
        data-testid={`chat-contact-${lead._id}`}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="brand" radius="xl">
            {initials(lead.full_name)}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fw={unread ? 700 : 600} size="sm" truncate>
                {lead.full_name}
              </Text>
              <Text size="xs" c={unread ? "brand" : "dimmed"} style={{ flexShrink: 0 }}>
                {formatShortWhen(last.sent_at)}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" c="dimmed" truncate>
                {last.direction === "OUT" ? "Você: " : ""}
                {messagePreview(last)}
              </Text>
              {unread > 0 && (
                <Badge size="sm" circle={unread < 10} color="green">
                  {unread}
                  <VisuallyHidden> {unread > 1 ? "não lidas" : "não lida"}</VisuallyHidden>
                </Badge>
              )}
            </Group>
            {(contact.waiting_since || !contact.window_open) && (
              <Group gap="xs">
                {contact.waiting_since && (
                  <Text size="xs" c="orange.8" className="chat-inline">
                    <IconClockHour4 size={12} aria-hidden /> Aguardando resposta (
                    {formatRelativeTime(contact.waiting_since)})
                  </Text>
                )}
                {!contact.window_open && (
                  <Text size="xs" c="dimmed" className="chat-inline">
                    <IconLock size={12} aria-hidden /> Janela fechada
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
