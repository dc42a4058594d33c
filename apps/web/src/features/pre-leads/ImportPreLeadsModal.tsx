import { Alert, Anchor, Button, FileInput, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { PRE_LEAD_CSV_COLUMNS, PRE_LEAD_IMPORT_MAX_BYTES, PRE_LEAD_IMPORT_MAX_ROWS } from "@portal/contracts/pre-leads";
import { IconDownload, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../lib/api-client";
import { errorMessage } from "../../lib/api-error";
import { formatNumber } from "../../lib/format";
import { ImportReport } from "./ImportReport";
import { sampleCsv } from "./pre-lead-sample";
import { importPreLeads, preLeadsKeys } from "./pre-leads.queries";

export function downloadSampleCsv(): void {
  saveBlob(new Blob([sampleCsv()], { type: "text/csv;charset=utf-8" }), "modelo-pre-leads.csv");
}

/** CSV import: choose a file, watch the upload progress, then read the report (accepted/rejected rows). */
export function ImportPreLeadsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (chosen: File) => importPreLeads(chosen, setProgress),
    meta: { inlineError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: preLeadsKeys.all }),
  });
  const close = () => {
    if (mutation.isPending) return;
    setFile(null);
    setFileError(null);
    setProgress(0);
    mutation.reset();
    onClose();
  };
  const submit = () => {
    if (!file) return setFileError("Escolha o arquivo CSV.");
    if (!/\.csv$/i.test(file.name)) return setFileError("O arquivo deve ser um CSV (.csv).");
    if (file.size > PRE_LEAD_IMPORT_MAX_BYTES) return setFileError("O arquivo deve ter no máximo 10 MB.");
    setProgress(0);
    mutation.mutate(file);
  };
  const uploaded = progress >= 1;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Importar pré-leads"
      size="lg"
      closeOnClickOutside={!mutation.isPending}
    >
      {mutation.data ? (
        <Stack gap="md">
          <ImportReport result={mutation.data} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setFile(null);
                setProgress(0);
                mutation.reset();
              }}
            >
              Importar outro arquivo
            </Button>
            <Button onClick={close}>Concluir</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Envie um arquivo CSV separado por ponto e vírgula, com o cabeçalho{" "}
            <Text span ff="monospace" size="sm">
              {PRE_LEAD_CSV_COLUMNS.join(";")}
            </Text>
            . Nome, telefone e empreendimento (nome ou código) são obrigatórios; até{" "}
            {formatNumber(PRE_LEAD_IMPORT_MAX_ROWS)} linhas e 10 MB.
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={downloadSampleCsv}
            style={{ alignSelf: "flex-start" }}
          >
            <Group gap={4} component="span">
              <IconDownload size={14} /> Baixar modelo de CSV
            </Group>
          </Anchor>
          <FileInput
            label="Arquivo CSV"
            placeholder="Escolha o arquivo"
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
              mutation.reset();
            }}
            error={fileError}
            disabled={mutation.isPending}
            clearable
            clearButtonProps={{ "aria-label": "Remover arquivo escolhido" }}
          />
          {mutation.isPending && (
            <Stack gap={4} role="status" aria-live="polite">
              <Progress
                value={Math.round(progress * 100)}
                animated={uploaded}
                striped={uploaded}
                size="lg"
                aria-label="Progresso do envio"
              />
              <Text size="xs" c="dimmed">
                {uploaded ? "Arquivo enviado. Validando as linhas..." : `Enviando... ${Math.round(progress * 100)}%`}
              </Text>
            </Stack>
          )}
          {mutation.isError && (
            <Alert color="red" variant="light" title="Nada foi importado">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button leftSection={<IconUpload size={16} />} loading={mutation.isPending} onClick={submit}>
              Importar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
