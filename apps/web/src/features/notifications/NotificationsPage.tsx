import { Badge, Button, Card, Group, Pagination, Select, Stack, Tabs, Text } from "@mantine/core";
import {
  NOTIFICATION_TAB_LABELS,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationDto,
  notificationTypeLabel,
} from "@portal/contracts/notifications";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { type NotificationSearch, toNotificationListQuery, totalPages } from "./notification-search";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsListQuery,
  refreshNotifications,
} from "./notifications.queries";

const TYPE_OPTIONS = [
  { value: "ALL", label: "Todos os tipos" },
  ...NOTIFICATION_TYPES.map((t) => ({ value: t, label: NOTIFICATION_TYPE_LABELS[t] })),
];

export function NotificationsPage({
  search,
  setSearch,
}: {
  search: NotificationSearch;
  setSearch: (next: NotificationSearch) => void;
}) {
  const queryClient = useQueryClient();
  const query = toNotificationListQuery(search);
  const list = useQuery({ ...notificationsListQuery(query), placeholderData: keepPreviousData });
  const invalidate = () => refreshNotifications(queryClient);

  const markOne = useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    meta: { inlineError: true },
    onSuccess: () => void invalidate(),
    onError: (error) => notifyError(error),
  });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { inlineError: true },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void invalidate();
    },
    onError: (error) => notifyError(error),
  });

  const total = list.data?.pagination.total ?? 0;
  const unread = list.data?.unread ?? 0;
  const page = search.page ?? 1;

  return (
    <Stack gap="md">
      <PageHeader
        title="Notificações"
        description={list.data ? `${unread} não lida(s)` : undefined}
        actions={
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            loading={markAll.isPending}
            disabled={unread === 0}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        }
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Tabs
          value={search.tab ?? "ALL"}
          onChange={(value) =>
            setSearch({
              ...search,
              tab: value && value !== "ALL" ? (value as NotificationSearch["tab"]) : undefined,
              page: undefined,
            })
          }
        >
          <Tabs.List>
            {NOTIFICATION_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {NOTIFICATION_TAB_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Select
          aria-label="Tipo de notificação"
          data={TYPE_OPTIONS}
          value={search.type ?? "ALL"}
          allowDeselect={false}
          w={260}
          onChange={(value) =>
            setSearch({
              ...search,
              type: value && value !== "ALL" ? (value as NotificationSearch["type"]) : undefined,
              page: undefined,
            })
          }
        />
      </Group>

      {list.isPending && <LoadingState label="Carregando notificações..." />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.payload.length === 0 && (
        <EmptyResult
          title="Nenhuma notificação"
          description="Não há notificações com esses filtros."
          icon={<IconBellOff size={24} />}
        />
      )}
      {list.data && list.data.payload.length > 0 && (
        <Stack gap="xs" data-testid="notifications-list">
          {list.data.payload.map((n) => (
            <NotificationRow
              key={n._id}
              notification={n}
              marking={markOne.isPending && markOne.variables === n._id}
              onMarkRead={() => markOne.mutate(n._id)}
            />
          ))}
        </Stack>
      )}
      {total > query.limit && (
        <Group justify="center">
          <Pagination
            total={totalPages(total)}
            value={page}
            onChange={(next) => setSearch({ ...search, page: next === 1 ? undefined : next })}
          />
        </Group>
      )}
    </Stack>
  );
}

function NotificationRow({
  notification: n,
  marking,
  onMarkRead,
}: {
  notification: NotificationDto;
  marking: boolean;
  onMarkRead: () => void;
}) {
  return (
    <Card withBorder padding="sm" bg={n.readed ? undefined : "blue.0"}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text
              fw={n.readed ? 500 : 700}
              renderRoot={(props) => (
                <Link {...props} to="/notifications/see/$notificationId" params={{ notificationId: n._id }} />
              )}
              c="inherit"
              style={{ textDecoration: "none" }}
            >
              {n.title}
            </Text>
            <Badge size="xs" variant="light">
              {notificationTypeLabel(n.type)}
            </Badge>
            {!n.readed && (
              <Badge size="xs" color="red">
                Não lida
              </Badge>
            )}
          </Group>
          <Text size="sm" lineClamp={2}>
            {n.message}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(n.createdAt)}
          </Text>
        </Stack>
        {!n.readed && (
          <Button size="xs" variant="subtle" loading={marking} onClick={onMarkRead}>
            Marcar como lida
          </Button>
        )}
      </Group>
    </Card>
  );
}
