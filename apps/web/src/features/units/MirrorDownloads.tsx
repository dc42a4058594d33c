import { Button, Group, Menu } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api-error";
import { notifyError } from "../../lib/notify";
import { downloadMirrorSheet, type MirrorSheet, type MirrorSheetFormat } from "./units.queries";

const SHEETS: { sheet: MirrorSheet; label: string }[] = [
  { sheet: "availability", label: "Disponibilidade (espelho)" },
  { sheet: "values", label: "Tabela de valores" },
];

/** Two buttons, XLSX and PDF (for printing at the stand), each with the availability and values sheets. */
export function MirrorDownloads({ enterpriseId }: { enterpriseId: string }) {
  const [busy, setBusy] = useState<MirrorSheetFormat | null>(null);
  const download = async (sheet: MirrorSheet, format: MirrorSheetFormat) => {
    setBusy(format);
    try {
      await downloadMirrorSheet(enterpriseId, sheet, format);
    } catch (error) {
      notifyError(errorMessage(error), "Planilha não gerada");
    } finally {
      setBusy(null);
    }
  };
  const button = (format: MirrorSheetFormat) => (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={busy === format}
          leftSection={format === "xlsx" ? <IconFileSpreadsheet size={16} /> : <IconFileTypePdf size={16} />}
          data-testid={`mirror-download-${format}`}
        >
          {format === "xlsx" ? "Baixar XLSX" : "Baixar PDF"}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SHEETS.map(({ sheet, label }) => (
          <Menu.Item key={sheet} onClick={() => void download(sheet, format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <Group gap="xs">
      {button("xlsx")}
      {button("pdf")}
    </Group>
  );
}
