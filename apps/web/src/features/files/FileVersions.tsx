import { ActionIcon, Button, Collapse, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useId, useState } from "react";
import { formatDateTime } from "../../lib/format";
import { formatFileSize } from "./document-files";
import type { FileVersionView } from "./file-versions";

/** "Versões anteriores (N)": closed at first; each version with who replaced it and when, and a download. */
export function FileVersions({
  fileName,
  versions,
  downloading,
  onDownload,
}: {
  fileName: string;
  versions: readonly FileVersionView[];
  downloading: string | null;
  onDownload: (version: FileVersionView) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (versions.length === 0) return null;
  return (
    <Stack gap={2} mt={2}>
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        w="fit-content"
        aria-expanded={open}
        aria-controls={panelId}
        leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        onClick={() => setOpen((v) => !v)}
      >
        Versões anteriores ({versions.length})
      </Button>
      <Collapse expanded={open}>
        <Stack gap={4} id={panelId} component="ul" aria-label={`Versões anteriores de ${fileName}`} m={0} p={0}>
          {versions.map((v) => (
            <Group
              key={v.id}
              component="li"
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              pl="xs"
              style={{ listStyle: "none", borderLeft: "2px solid var(--mantine-color-gray-3)" }}
              data-testid="file-version"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="xs" fw={600} truncate title={v.file_name}>
                  {v.file_name}{" "}
                  <Text span size="xs" c="dimmed" fw={400}>
                    ({formatFileSize(v.size)})
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  Enviado em {formatDateTime(v.createdAt)}
                  {v.uploadedBy ? ` por ${v.uploadedBy}` : ""}
                </Text>
                <Text size="xs" c="dimmed">
                  Substituído em {formatDateTime(v.replacedAt)}
                  {v.replacedBy ? ` por ${v.replacedBy}` : ""}
                </Text>
              </div>
              <Tooltip label="Baixar esta versão" withArrow>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Baixar versão anterior ${v.file_name}`}
                  loading={downloading === v.id}
                  onClick={() => onDownload(v)}
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
