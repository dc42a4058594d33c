import { Button, Group } from "@mantine/core";
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { apiBlob, saveBlob } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/api-error";
import { notifyError, notifySuccess } from "../../../lib/notify";

const FORMATS = [
  { format: "xlsx", label: "XLSX", icon: IconFileSpreadsheet },
  { format: "csv", label: "CSV", icon: IconFileText },
  { format: "pdf", label: "PDF", icon: IconFileTypePdf },
] as const;
export type ExportFormat = (typeof FORMATS)[number]["format"];

/** Downloads of exactly what the screen shows (the same filters), one at a time, with the reason when one fails. */
export function ExportButtons({
  path,
  query,
  fallbackName,
  disabled,
}: {
  path: string;
  query: Record<string, string | undefined>;
  fallbackName: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await apiBlob(path, { query: { ...query, format } });
      saveBlob(blob, fileName ?? `${fallbackName}.${format}`);
      notifySuccess(`Arquivo ${format.toUpperCase()} baixado.`);
    } catch (error) {
      notifyError(errorMessage(error), "Arquivo não gerado");
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          leftSection={<Icon size={16} />}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void download(format)}
          data-testid={`report-export-${format}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
