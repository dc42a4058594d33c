import { Button, Group, Paper, Text } from "@mantine/core";
import { IconArrowsShuffle, IconArrowsSplit, IconTrash, IconUserShare, IconX } from "@tabler/icons-react";
import { formatNumber } from "../../lib/format";

export type BulkLeadAction = "delete" | "reassign" | "distribute" | "roulette";

/** The sticky bar shown while leads are selected: transfer, distribute, play in roulette, delete, clear. */
export function LeadsBulkBar({
  count,
  allowed,
  onAction,
  onClearSelection,
}: {
  count: number;
  allowed: Record<BulkLeadAction, boolean>;
  onAction: (action: BulkLeadAction) => void;
  onClearSelection: () => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      bg="brand.0"
      pos="sticky"
      top={68}
      style={{ zIndex: 5 }}
      role="region"
      aria-label="Ações em lote"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count === 1 ? "1 lead selecionado" : `${formatNumber(count)} leads selecionados`}
        </Text>
        <Group gap="xs">
          {allowed.reassign && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUserShare size={14} />}
              onClick={() => onAction("reassign")}
            >
              Transferir
            </Button>
          )}
          {allowed.distribute && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsSplit size={14} />}
              onClick={() => onAction("distribute")}
            >
              Distribuir
            </Button>
          )}
          {allowed.roulette && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsShuffle size={14} />}
              onClick={() => onAction("roulette")}
            >
              Jogar na roleta
            </Button>
          )}
          {allowed.delete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              onClick={() => onAction("delete")}
            >
              Excluir
            </Button>
          )}
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClearSelection}>
            Limpar seleção
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
