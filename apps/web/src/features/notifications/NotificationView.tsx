import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { isChatNotice } from "@portal/contracts/chat";
import { notificationTypeLabel } from "@portal/contracts/notifications";
import { isSolicitationNotice } from "@portal/contracts/solicitations";
import { IconBrandWhatsapp, IconMessageQuestion, IconUser } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notificationDetailQuery, refreshNotifications } from "./notifications.queries";

/** /notifications/see/{id}: opening it marks it read (PUT answers the notification). */
export function NotificationView({ notificationId }: { notificationId: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...notificationDetailQuery(notificationId), retry: false });

  useEffect(() => {
    if (detail.isSuccess) {
      void refreshNotifications(queryClient);
    }
  }, [detail.isSuccess, queryClient]);

  if (detail.isPending) return <LoadingState label="Carregando notificação..." />;
  if (detail.isError)
    return (
      <Stack>
        <PageHeader title="Notificação" />
        <ErrorState
          error={detail.error}
          title="Não foi possível abrir a notificação"
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  const n = detail.data;
  return (
    <Stack gap="md">
      <PageHeader title={n.title} description={formatDateTime(n.createdAt)} />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{notificationTypeLabel(n.type)}</Badge>
            {n.deadline && (
              <Text size="sm" c="dimmed">
                Prazo: {formatDateTime(n.deadline)}
              </Text>
            )}
          </Group>
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="notification-message">
            {n.message}
          </Text>
          {n.linked_content && isChatNotice(n.title) ? (
            <Group>
              <Button
                leftSection={<IconBrandWhatsapp size={16} />}
                renderRoot={(props) => <Link {...props} to="/chat" search={{ lead: n.linked_content ?? undefined }} />}
              >
                Abrir conversa
              </Button>
            </Group>
          ) : n.linked_content && isSolicitationNotice(n.title) ? (
            <Group>
              <Button
                leftSection={<IconMessageQuestion size={16} />}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/solicitations/$solicitationId"
                    params={{ solicitationId: n.linked_content ?? "" }}
                  />
                )}
              >
                Ver solicitação
              </Button>
            </Group>
          ) : (
            n.linked_content && (
              <Group>
                <Button
                  leftSection={<IconUser size={16} />}
                  renderRoot={(props) => (
                    <Link {...props} to="/leads/$leadId" params={{ leadId: n.linked_content ?? "" }} />
                  )}
                >
                  Ver lead
                </Button>
              </Group>
            )
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
