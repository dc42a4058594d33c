import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { BoardVisitDto } from "@portal/contracts/stand";
import { IconClockHour4 } from "@tabler/icons-react";
import { formatSince } from "./elapsed";

/** Visits nobody could take yet (everyone busy or paused), oldest first; reception assigns or cancels them. */
export function WaitingVisitsCard({
  visits,
  now,
  canReceive,
  onAssign,
  onCancel,
}: {
  visits: readonly BoardVisitDto[];
  now: number;
  canReceive: boolean;
  onAssign: (visit: BoardVisitDto) => void;
  onCancel: (visit: BoardVisitDto) => void;
}) {
  if (visits.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconClockHour4 size={20} />}
      title={
        visits.length === 1 ? "1 visita aguardando especialista" : `${visits.length} visitas aguardando especialista`
      }
      data-testid="waiting-visits"
    >
      <Stack gap="xs">
        {visits.map((visit) => (
          <Paper key={visit._id} radius="sm" p="xs" withBorder>
            <Group justify="space-between" gap="xs">
              <Text size="sm" style={{ flex: "1 1 180px", minWidth: 0 }}>
                <strong>{visit.visitor_name}</strong> · chegou {formatSince(visit.arrived_at, now)}
              </Text>
              {canReceive && (
                <Group gap={6}>
                  <Button size="xs" onClick={() => onAssign(visit)}>
                    Atribuir
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(visit)}>
                    Cancelar
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
