import { ActionIcon, Button, Card, FileInput, Group, Select, Stack, Table, Text } from "@mantine/core";
import {
  type EnterpriseFileType,
  enterpriseFileListResponse,
  enterpriseFileSchema,
  enterpriseUploadFormats,
} from "@portal/contracts/enterprise-files";
import { ENTERPRISE_FILE_TYPE_LABELS, ENTERPRISE_FILE_TYPES } from "@portal/contracts/inventory-enums";
import { canManageEnterprises } from "@portal/contracts/policy";
import { IconDownload, IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { apiBlob, apiRequest, apiUpload, saveBlob } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { acceptOf, formatFileSize } from "./enterprise-file-labels";

const filesKey = (id: string) => ["enterprises", "files", id] as const;

/** Enterprise files: list and download for everyone who sees the enterprise; upload by role (spec 5). */
export function EnterpriseFilesTab({ enterpriseId, roles }: { enterpriseId: string; roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: filesKey(enterpriseId),
    queryFn: () => apiRequest(`/enterprises/${enterpriseId}/files`, { schema: enterpriseFileListResponse }),
  });
  const uploadable = ENTERPRISE_FILE_TYPES.filter((t) => enterpriseUploadFormats(roles, t) !== null);
  const [type, setType] = useState<EnterpriseFileType | null>(uploadable[0] ?? null);
  const [file, setFile] = useState<File | null>(null);
  const formats = type ? enterpriseUploadFormats(roles, type) : null;
  const upload = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => {
      const form = new FormData();
      form.append("file_type", type ?? "");
      if (file) form.append("file", file);
      return apiUpload(`/enterprises/${enterpriseId}/files`, form, { schema: enterpriseFileSchema });
    },
    onSuccess: () => {
      notifySuccess("Arquivo enviado.");
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: filesKey(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível enviar o arquivo"),
  });
  const remove = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (fileId: string) => apiRequest(`/enterprises/${enterpriseId}/files/${fileId}`, { method: "DELETE" }),
    onSuccess: () => {
      notifySuccess("Arquivo excluído.");
      void queryClient.invalidateQueries({ queryKey: filesKey(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível excluir o arquivo"),
  });
  const download = async (fileId: string, name: string) => {
    try {
      const { blob, fileName } = await apiBlob(`/enterprises/${enterpriseId}/files/${fileId}`);
      saveBlob(blob, fileName ?? name);
    } catch (error) {
      notifyError(error, "Não foi possível baixar o arquivo");
    }
  };

  return (
    <Stack gap="md">
      {uploadable.length > 0 && (
        <Card withBorder radius="md" padding="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Tipo de arquivo"
              data={uploadable.map((t) => ({ value: t, label: ENTERPRISE_FILE_TYPE_LABELS[t] }))}
              value={type}
              onChange={(v) => setType(v as EnterpriseFileType | null)}
              allowDeselect={false}
              style={{ flex: "1 1 200px" }}
            />
            <FileInput
              label="Arquivo"
              placeholder="Escolha o arquivo"
              accept={formats ? acceptOf(formats) : undefined}
              description={formats ? `Formatos: ${formats.join(", ").toUpperCase()} (até 20 MB)` : undefined}
              value={file}
              onChange={setFile}
              clearable
              style={{ flex: "2 1 260px" }}
            />
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!file || !type}
              loading={upload.isPending}
              onClick={() => upload.mutate()}
            >
              Enviar
            </Button>
          </Group>
        </Card>
      )}
      <Card withBorder radius="md" padding={0}>
        {files.isPending ? (
          <LoadingState label="Carregando arquivos..." />
        ) : files.isError ? (
          <Stack p="md">
            <ErrorState error={files.error} onRetry={() => void files.refetch()} />
          </Stack>
        ) : files.data.payload.length === 0 ? (
          <EmptyResult title="Nenhum arquivo enviado" />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th>Tamanho</Table.Th>
                  <Table.Th>Enviado em</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.data.payload.map((f) => (
                  <Table.Tr key={f._id}>
                    <Table.Td>{ENTERPRISE_FILE_TYPE_LABELS[f.file_type]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {f.file_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatFileSize(f.size)}</Table.Td>
                    <Table.Td>{formatDateTime(f.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Baixar ${f.file_name}`}
                          onClick={() => void download(f._id, f.file_name)}
                        >
                          <IconDownload size={18} />
                        </ActionIcon>
                        {canManageEnterprises(roles) && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${f.file_name}`}
                            loading={remove.isPending && remove.variables === f._id}
                            onClick={() => remove.mutate(f._id)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
