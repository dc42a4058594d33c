import { ActionIcon, Button, Card, FileInput, Group, Progress, Select, Stack, Text, Title } from "@mantine/core";
import {
  SALE_FILE_MAX_BYTES,
  type SaleDocumentType,
  saleFileListResponse,
  saleFileSchema,
} from "@portal/contracts/sale-files";
import { IconDownload, IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiBlob, apiRequest, apiUpload, saveBlob } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { saleDocumentLabel, uploadAccept, uploadableDocumentTypes } from "./sale-documents";
import { salesKeys } from "./sales.queries";

const filesKey = (saleId: string) => [...salesKeys.all, "files", saleId] as const;

/** The sale's documents (assign-documents): list, download, upload with the formats the role allows, delete. */
export function SaleDocuments({
  saleId,
  roles,
  canWrite,
}: {
  saleId: string;
  roles: readonly string[];
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: filesKey(saleId),
    queryFn: () => apiRequest(`/sales/${saleId}/files`, { schema: saleFileListResponse }),
  });
  const types = uploadableDocumentTypes(roles);
  const [type, setType] = useState<SaleDocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const accept = type ? uploadAccept(roles, type) : null;
  const tooBig = file !== null && file.size > SALE_FILE_MAX_BYTES;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: filesKey(saleId) });
  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append("file_type", type as string);
      form.append("file", file as File);
      return apiUpload(`/sales/${saleId}/assign-documents`, form, { schema: saleFileSchema, onProgress: setProgress });
    },
    onSuccess: () => {
      refresh();
      setFile(null);
      notifySuccess("Documento enviado.");
    },
  });
  const remove = useMutation({
    mutationFn: (fileId: string) => apiRequest(`/sales/${saleId}/assign-documents/${fileId}`, { method: "DELETE" }),
    onSuccess: () => {
      refresh();
      notifySuccess("Documento removido.");
    },
  });
  const download = useMutation({
    mutationFn: async (f: { _id: string; file_name: string }) => {
      const { blob, fileName } = await apiBlob(`/sales/${saleId}/files/${f._id}`);
      saveBlob(blob, fileName ?? f.file_name);
    },
  });

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Documentos
      </Title>
      <Stack gap="xs">
        {files.isPending ? (
          <Text size="sm" c="dimmed">
            Carregando...
          </Text>
        ) : files.isError ? (
          <Text size="sm" c="red">
            Não foi possível carregar os documentos.
          </Text>
        ) : files.data.payload.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum documento enviado.
          </Text>
        ) : (
          files.data.payload.map((f) => (
            <Group key={f._id} justify="space-between" wrap="nowrap" data-testid="sale-file">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {saleDocumentLabel(f.file_type)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {f.file_name} · {formatDateTime(f.createdAt)}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Baixar ${f.file_name}`} onClick={() => download.mutate(f)}>
                  <IconDownload size={16} />
                </ActionIcon>
                {canWrite && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover ${f.file_name}`}
                    loading={remove.isPending && remove.variables === f._id}
                    onClick={() => remove.mutate(f._id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          ))
        )}
        {canWrite && types.length > 0 && (
          <Stack gap="xs" mt="xs">
            <Group align="flex-end" wrap="wrap" gap="xs">
              <Select
                label="Tipo do documento"
                data={types}
                value={type}
                onChange={(v) => {
                  setType(v as SaleDocumentType | null);
                  setFile(null);
                }}
                style={{ flex: "1 1 200px" }}
              />
              <FileInput
                label="Arquivo"
                placeholder="Escolha o arquivo"
                accept={accept?.accept}
                disabled={!type}
                value={file}
                onChange={setFile}
                clearable
                leftSection={<IconUpload size={16} />}
                description={accept ? `Formatos: ${accept.hint}; até 15 MB.` : undefined}
                error={tooBig ? "O arquivo deve ter no máximo 15 MB." : undefined}
                style={{ flex: "1 1 200px" }}
              />
              <Button loading={upload.isPending} disabled={!type || !file || tooBig} onClick={() => upload.mutate()}>
                Enviar
              </Button>
            </Group>
            {upload.isPending && <Progress value={progress * 100} animated />}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
