import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPaperclip, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { addPicked, DOCUMENT_ACCEPT, formatFileSize, moveItem, pickedKind } from "./document-files";
import type { SendStage } from "./files.queries";

/**
 * Picks one document's files: a PDF, or photos (a phone offers its camera for `image/*`). Each pick adds to the list,
 * so pages can be photographed one by one; the list's order is the PDF's page order, changed with the arrows.
 */
export function DocumentPicker({
  files,
  onChange,
  disabled,
  error,
  description,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
  description: string;
}) {
  const resetRef = useRef<() => void>(null);
  const images = files.filter((f) => pickedKind(f) !== "pdf").length;
  const pages = files.length > 1 && images === files.length;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <FileButton
          multiple
          accept={DOCUMENT_ACCEPT}
          resetRef={resetRef}
          disabled={disabled}
          onChange={(picked) => {
            onChange(addPicked(files, picked));
            // The same photo can be picked again after it was removed.
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} disabled={disabled}>
              {files.length > 0 ? "Adicionar arquivos" : "Escolher arquivos"}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </Group>
      {files.length > 0 && (
        <Paper
          withBorder
          radius="sm"
          p={4}
          component="ol"
          aria-label="Arquivos escolhidos"
          m={0}
          style={{ listStyle: "none" }}
        >
          {files.map((file, index) => (
            <Group
              key={`${file.name}|${file.size}|${file.lastModified}`}
              component="li"
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              px={6}
              py={2}
              data-testid="picked-file"
            >
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                {pages && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    Página {index + 1}
                  </Text>
                )}
                <Text size="sm" truncate title={file.name} style={{ minWidth: 0 }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {formatFileSize(file.size)}
                </Text>
              </Group>
              <Group gap={2} wrap="nowrap">
                {files.length > 1 && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Mover ${file.name} para cima`}
                      disabled={disabled || index === 0}
                      onClick={() => onChange(moveItem(files, index, index - 1))}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Mover ${file.name} para baixo`}
                      disabled={disabled || index === files.length - 1}
                      onClick={() => onChange(moveItem(files, index, index + 1))}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remover ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Paper>
      )}
      {pages && (
        <Text size="xs" c="dimmed">
          As {files.length} imagens serão juntadas em um PDF, uma página por imagem, nesta ordem.
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** "Convertendo 3 imagens em PDF..." then the upload's percentage. */
export function SendProgress({ stage }: { stage: SendStage | null }) {
  if (!stage) return null;
  const converting = stage.step === "converting";
  const percent = converting ? 100 : Math.round(stage.fraction * 100);
  const label = converting
    ? `Convertendo ${stage.pages} ${stage.pages === 1 ? "imagem" : "imagens"} em PDF...`
    : `Enviando... ${percent}%`;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Progress value={percent} animated={converting} striped={converting} aria-label={label} />
    </Stack>
  );
}
