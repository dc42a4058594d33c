import { Button, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatNumber } from "../../lib/format";

/** The sticky bar shown while rows are selected: the count, the list's bulk actions and "Limpar seleção". */
export function SelectionBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  /** Singular and plural of the selected rows' count ("1 lead selecionado", "3 leads selecionados"). */
  noun: readonly [string, string];
  onClear: () => void;
  children: ReactNode;
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
          {count === 1 ? `1 ${noun[0]}` : `${formatNumber(count)} ${noun[1]}`}
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
            Limpar seleção
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
