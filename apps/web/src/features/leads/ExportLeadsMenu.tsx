import { Button, Menu } from "@mantine/core";
import { LEAD_EXPORTS } from "@portal/contracts/endpoints/lead-exports";
import type { ExportFormat } from "@portal/contracts/exports";
import { IconDownload } from "@tabler/icons-react";
import { Suspense, useRef, useState } from "react";
import { saveBlob } from "../../lib/api-client";
import { formatNumber } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { lazyChunk } from "../../lib/on-demand";
import type { DownloadProgress } from "../../lib/stream-download";
import type { LeadListApiQuery } from "./lead-search";

// The download and its progress load on the first export, not with the list (the /leads first-load budget).
const ExportProgress = lazyChunk(() => import("./ExportProgress").then((m) => m.ExportProgress));

// No icon per item: the /leads first load is within a few hundred bytes of its budget.
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "CSV" },
  { format: "xlsx", label: "Excel (XLSX)" },
  { format: "pdf", label: "PDF" },
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
      const { downloadExport } = await import("../../lib/stream-download");
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
    return (
      <Suspense fallback={null}>
        <ExportProgress format={running.format} progress={running.progress} onCancel={() => abort.current?.abort()} />
      </Suspense>
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
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => void start(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
