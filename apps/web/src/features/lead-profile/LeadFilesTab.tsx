import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import {
  allowedUploadFormats,
  FILE_FORMAT_MIME,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_TYPE_LABELS,
  LEAD_FILE_TYPES,
  type LeadFileDto,
  type LeadFileType,
} from "@portal/contracts/lead-files";
import { IconDownload, IconFiles, IconFileUpload, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { leadsKeys } from "../leads/leads.queries";
import { deleteLeadFiles, downloadLeadFile, leadFilesQuery, uploadLeadFile } from "./lead-profile.queries";

const TYPE_OPTIONS = LEAD_FILE_TYPES.map((t) => ({ value: t, label: LEAD_FILE_TYPE_LABELS[t] }));

function fileTypeLabel(type: string): string {
  return LEAD_FILE_TYPE_LABELS[type as LeadFileType] ?? type;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

function UploadForm({ leadId, roles }: { leadId: string; roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<LeadFileType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ type?: string; file?: string }>({});
  const formats = type ? allowedUploadFormats(roles, type) : null;
  const accept = formats?.map((f) => FILE_FORMAT_MIME[f]).join(",");
  const formatsText = formats ? formats.map((f) => f.toUpperCase()).join(", ") : "PDF, PNG, JPEG ou WebP";
  const mutation = useMutation({
    mutationFn: () => uploadLeadFile(leadId, type as LeadFileType, file as File),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.files(leadId) });
      notifySuccess(`Arquivo ${saved.file_name} enviado.`);
      setFile(null);
    },
  });
  const submit = () => {
    const next: typeof error = {};
    if (!type) next.type = "Escolha o tipo do documento.";
    if (!file) next.file = "Escolha o arquivo.";
    else if (file.size > LEAD_FILE_MAX_BYTES) next.file = "O arquivo deve ter no máximo 10 MB.";
    setError(next);
    if (Object.keys(next).length === 0) mutation.mutate();
  };

  return (
    <Card withBorder radius="md" padding="md" bg="gray.0">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label="Tipo do documento"
            placeholder="Escolha o tipo"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(v) => {
              setType(v as LeadFileType | null);
              setError({});
            }}
            error={error.type}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <FileInput
            label="Arquivo"
            placeholder="Escolha o arquivo"
            description={`${formatsText}, até 10 MB`}
            accept={accept}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError({});
            }}
            error={error.file}
            clearable
            clearButtonProps={{ "aria-label": "Remover arquivo escolhido" }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Button fullWidth leftSection={<IconFileUpload size={16} />} loading={mutation.isPending} onClick={submit}>
            Enviar
          </Button>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

export function LeadFilesTab({
  leadId,
  roles,
  canUpload,
  temporaryToken,
}: {
  leadId: string;
  roles: readonly string[];
  canUpload: boolean;
  /** Read-only link: list and download only. */
  temporaryToken?: string;
}) {
  const queryClient = useQueryClient();
  const files = useQuery(leadFilesQuery(leadId, temporaryToken));
  const [downloading, setDownloading] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<LeadFileDto | null>(null);
  const sameType = toDelete
    ? (files.data ?? []).filter((f) => f.fileType === toDelete.fileType && f.copartnerId === toDelete.copartnerId)
    : [];
  const remove = useMutation({
    mutationFn: (file: LeadFileDto) => deleteLeadFiles(leadId, file.fileType, file.copartnerId),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.files(leadId) });
      notifySuccess(result.message);
      setToDelete(null);
    },
  });
  const download = async (file: LeadFileDto) => {
    setDownloading(file.fileId);
    try {
      await downloadLeadFile(leadId, file.fileId, file.file_name, temporaryToken);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="md">
      {canUpload && <UploadForm leadId={leadId} roles={roles} />}
      {files.isPending ? (
        <LoadingState label="Carregando arquivos..." />
      ) : files.isError ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : files.data.length === 0 ? (
        <EmptyResult
          icon={<IconFiles size={28} />}
          title="Nenhum arquivo"
          description="Documentos do lead (RG, CPF, comprovantes...) aparecem aqui."
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Arquivo</Table.Th>
                <Table.Th>Enviado</Table.Th>
                <Table.Th w={90}>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.map((file) => (
                <Table.Tr key={file.fileId} data-testid="lead-file-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {fileTypeLabel(file.fileType)}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" truncate title={file.file_name}>
                      {file.file_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatSize(file.size)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(file.createdAt)}</Text>
                    {file.uploaded_by && (
                      <Text size="xs" c="dimmed">
                        por {file.uploaded_by.full_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Baixar" withArrow>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Baixar ${file.file_name}`}
                          loading={downloading === file.fileId}
                          onClick={() => void download(file)}
                        >
                          <IconDownload size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {canUpload && (
                        <Tooltip label="Excluir" withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${file.file_name}`}
                            onClick={() => setToDelete(file)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Excluir arquivo" size="md">
        {toDelete && (
          <Stack gap="md">
            <Text size="sm">
              Os documentos são excluídos por tipo:{" "}
              {sameType.length > 1 ? `os ${sameType.length} arquivos` : "o arquivo"} do tipo{" "}
              <strong>{fileTypeLabel(toDelete.fileType)}</strong>{" "}
              {sameType.length > 1 ? "serão excluídos" : "será excluído"}.
            </Text>
            {sameType.length > 1 && (
              <Alert color="orange" variant="light">
                {sameType.map((f) => f.file_name).join(", ")}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToDelete(null)}>
                Cancelar
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(toDelete)}>
                Excluir
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
