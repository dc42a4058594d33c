import { Button, Group, Progress, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { type DownloadProgress, progressView } from "../../lib/stream-download";

/** A running export: how far it is (rows of the total for a CSV, MB received otherwise) and "Cancelar". */
export function ExportProgress({
  format,
  progress,
  onCancel,
}: {
  format: string;
  progress: DownloadProgress;
  onCancel: () => void;
}) {
  const view = progressView(progress);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="leads-export-progress" style={{ minWidth: 0 }}>
      <div style={{ width: 180, maxWidth: "45vw" }}>
        <Text size="xs" c="dimmed" truncate aria-live="polite">
          Exportando {format.toUpperCase()}: {view.text}
        </Text>
        <Progress
          size="sm"
          value={view.fraction === null ? 100 : view.fraction * 100}
          animated={view.fraction === null}
          striped={view.fraction === null}
          aria-label="Progresso da exportação"
        />
      </div>
      <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onCancel}>
        Cancelar
      </Button>
    </Group>
  );
}
