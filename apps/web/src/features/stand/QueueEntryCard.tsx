import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import type { BoardVisitDto, StandQueueAction, StandQueueEntryDto } from "@portal/contracts/stand";
import { STAND_QUEUE_ACTION_LABELS } from "@portal/contracts/stand";
import { IconArrowBarToUp, IconDots, IconPlayerPause, IconPlayerPlay, IconUserMinus } from "@tabler/icons-react";
import { entryStatusText, queueActionsFor } from "./board";
import { formatElapsed, formatSince, ordinal } from "./elapsed";

export type EntryAction = { kind: "to-first" } | { kind: "action"; action: StandQueueAction };

/** One specialist on the board: place or status, the visit being served (with its clock), visits waiting to start. */
export function QueueEntryCard({
  entry,
  now,
  canManage,
  canReceive,
  busy,
  onAction,
  onReassign,
  onCancel,
}: {
  entry: StandQueueEntryDto;
  now: number;
  /** Coordinator actions: to first, pause, resume, remove. */
  canManage: boolean;
  /** Reception actions on the visits routed to them: reassign, cancel. */
  canReceive: boolean;
  busy: boolean;
  onAction: (entry: StandQueueEntryDto, action: EntryAction) => void;
  onReassign: (visit: BoardVisitDto) => void;
  onCancel: (visit: BoardVisitDto) => void;
}) {
  const actions = queueActionsFor(entry);
  const anyAction = canManage && (actions.toFirst || actions.pause || actions.resume || actions.remove);
  const name = entry.user.full_name;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="queue-entry" data-column={entry.column}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {entry.column === "AVAILABLE" && entry.position !== null && (
              <Badge size="lg" radius="sm" variant="filled" color="brand" style={{ flexShrink: 0 }}>
                {ordinal(entry.position)}
              </Badge>
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.visits_count === 1 ? "1 visita neste turno" : `${entry.visits_count} visitas neste turno`}
              </Text>
            </Stack>
          </Group>
          {entry.column === "UNAVAILABLE" && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {entryStatusText(entry)}
            </Badge>
          )}
          {anyAction && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" disabled={busy} aria-label={`Ações para ${name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {actions.toFirst && (
                  <Menu.Item
                    leftSection={<IconArrowBarToUp size={16} />}
                    onClick={() => onAction(entry, { kind: "to-first" })}
                  >
                    Mover para o primeiro
                  </Menu.Item>
                )}
                {actions.pause && (
                  <Menu.Item
                    leftSection={<IconPlayerPause size={16} />}
                    onClick={() => onAction(entry, { kind: "action", action: "PAUSE" })}
                  >
                    {STAND_QUEUE_ACTION_LABELS.PAUSE}
                  </Menu.Item>
                )}
                {actions.resume && (
                  <Menu.Item
                    leftSection={<IconPlayerPlay size={16} />}
                    onClick={() => onAction(entry, { kind: "action", action: "RESUME" })}
                  >
                    {STAND_QUEUE_ACTION_LABELS.RESUME}
                  </Menu.Item>
                )}
                {actions.remove && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconUserMinus size={16} />}
                    onClick={() => onAction(entry, { kind: "action", action: "REMOVE" })}
                  >
                    {STAND_QUEUE_ACTION_LABELS.REMOVE}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>

        {entry.current_visit && (
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              Atendendo <strong>{entry.current_visit.visitor_name}</strong>
            </Text>
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }} data-testid="attendance-elapsed">
              {formatElapsed(entry.current_visit.started_at, now)}
            </Badge>
          </Group>
        )}

        {entry.assigned_visits.map((visit) => (
          <Paper key={visit._id} radius="sm" p={6} bg="var(--mantine-color-yellow-light)">
            <Group justify="space-between" gap={4}>
              <Text size="sm" style={{ flex: "1 1 140px", minWidth: 0 }}>
                A caminho: <strong>{visit.visitor_name}</strong> · {formatSince(visit.assigned_at, now)}
              </Text>
              {canReceive && (
                <Group gap={4}>
                  <Button size="compact-xs" variant="subtle" onClick={() => onReassign(visit)}>
                    Reatribuir
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(visit)}>
                    Cancelar
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
