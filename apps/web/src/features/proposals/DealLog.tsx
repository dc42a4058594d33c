import { Card, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";

interface DealLogEntry {
  _id: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  createdAt: string;
}

/** "Histórico" of a proposal or a sale: each action with its new status, when, and the reason given. */
export function DealLog({
  logs,
  actionLabels,
  statusLabel,
}: {
  logs: UseQueryResult<{ payload: DealLogEntry[] }>;
  actionLabels: Record<string, string>;
  statusLabel: (status: string) => string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Histórico
      </Title>
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.payload.length === 0 ? (
        <Text size="sm">Sem registros.</Text>
      ) : (
        <Stack gap="xs">
          {logs.data.payload.map((l) => (
            <div key={l._id}>
              <Text size="sm" fw={600}>
                {actionLabels[l.action] ?? l.action}
                {l.to_status && l.to_status !== l.from_status ? ` → ${statusLabel(l.to_status)}` : ""}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(l.createdAt)}
              </Text>
              {l.reason && <Text size="sm">{l.reason}</Text>}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
