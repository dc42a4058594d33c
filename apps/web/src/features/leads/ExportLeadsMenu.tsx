import { Button, Group, Menu, Progress, Text } from "@mantine/core";
import { LEAD_EXPORTS } from "@portal/contracts/endpoints/lead-exports";
import type { ExportFormat } from "@portal/contracts/exports";
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconX } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { saveBlob } from "../../lib/api-client";
import { formatNumber } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { type DownloadProgress, downloadExport, progressView } from "../../lib/stream-download";
import type { LeadListApiQuery } from "./lead-search";

const FORMATS: { format: ExportFormat; label: string; icon: typeof IconFileText }[] = [
  { format: "csv", label: "CSV", icon: IconFileText },
  { format: "xlsx", label: "Excel (XLSX)", icon: IconFileSpreadsheet },
  { format: "pdf", label: "PDF", icon: IconFileTypePdf },
];

/**
 * "Exportar": every lead of the current filters and sort, from the server's streamed export (decision 073), with
 * its progress while it downloads and a pt-BR message when it fails (the Excel limit offers the CSV).
 */
export function ExportLeadsMenu({ query }: { query: LeadListApiQuery }) {
  const [running, setRunning] = useState<{ format: ExportFormat; progress: DownloadProgress } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const { skip: _skip, limit: _limit, cursor: _cursor, ...filters } = query;
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format, progress: { bytes: 0, rows: null, total: null } });
    try {
      const file = await downloadExport(
        LEAD_EXPORTS.export,
        { query: { ...filters, format } },
        {
          countLines: format === "csv",
          signal: controller.signal,
          onProgress: (progress) => setRunning({ format, progress }),
        },
      );
      saveBlob(file.blob, file.fileName ?? `leads.${format}`);
      const rows = file.rows ?? 0;
      notifySuccess(`${formatNumber(rows)} ${rows === 1 ? "lead exportado" : "leads exportados"}.`);
    } catch (error) {
      if (!controller.signal.aborted) notifyError(error, "Não foi possível exportar");
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  if (running) {
    const view = progressView(running.progress);
    return (
      <Group gap="xs" wrap="nowrap" data-testid="leads-export-progress" style={{ minWidth: 0 }}>
        <div style={{ width: 180, maxWidth: "45vw" }}>
          <Text size="xs" c="dimmed" truncate aria-live="polite">
            Exportando {running.format.toUpperCase()}: {view.text}
          </Text>
          <Progress
            size="sm"
            value={view.fraction === null ? 100 : view.fraction * 100}
            animated={view.fraction === null}
            striped={view.fraction === null}
            aria-label="Progresso da exportação"
          />
        </div>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} />}
          onClick={() => abort.current?.abort()}
        >
          Cancelar
        </Button>
      </Group>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} data-testid="leads-export">
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Todos os leads do filtro</Menu.Label>
        {FORMATS.map(({ format, label, icon: Icon }) => (
          <Menu.Item key={format} leftSection={<Icon size={14} />} onClick={() => void start(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
