import { Loader, Text, Timeline } from "@mantine/core";
import { UNIT_STATUS_LABELS, unitLogActionLabel } from "@portal/contracts/inventory-enums";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { unitLogsQuery } from "./units.queries";

/** The unit's history (status changes and other movements), newest first. */
export function UnitLog({ unitId }: { unitId: string }) {
  const logs = useQuery(unitLogsQuery(unitId));
  if (logs.isPending) return <Loader size="sm" />;
  if (logs.isError) return <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />;
  if (logs.data.payload.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma movimentação registrada.
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {logs.data.payload.map((l) => (
        <Timeline.Item key={l._id} title={unitLogActionLabel(l.action)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(l.createdAt)}
            {l.from_status && l.to_status && l.from_status !== l.to_status
              ? ` · ${UNIT_STATUS_LABELS[l.from_status]} → ${UNIT_STATUS_LABELS[l.to_status]}`
              : ""}
          </Text>
          {l.reason && <Text size="sm">{l.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
