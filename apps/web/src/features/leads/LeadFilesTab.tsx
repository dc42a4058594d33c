import { ActionIcon, Alert, Button, Group, Modal, Stack, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import {
  allowedUploadFormats,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_TYPE_LABELS,
  type LeadFileDto,
  type LeadFileType,
} from "@portal/contracts/lead-files";
import { IconDownload, IconFiles, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { documentPdfName, formatFileSize } from "../files/document-files";
import { FileVersions } from "../files/FileVersions";
import { type FileVersionView, fileVersionView } from "../files/file-versions";
import { ReplaceFileButton } from "../files/ReplaceFileButton";
import { LeadFileUploadForm } from "./LeadFileUploadForm";
import { deleteLeadFiles, downloadLeadFile, leadFilesQuery, replaceLeadFile } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

function fileTypeLabel(type: string): string {
  return LEAD_FILE_TYPE_LABELS[type as LeadFileType] ?? type;
}

function versionsOf(file: LeadFileDto): FileVersionView[] {
  return file.versions.map((v) => fileVersionView(v.fileId, v));
}

export function LeadFilesTab({
  leadId,
  leadName,
  roles,
  canUpload,
  temporaryToken,
}: {
  leadId: string;
  /** Names a PDF made of photos ("RG - Maria Souza.pdf"). */
  leadName: string;
  roles: readonly string[];
  /** Upload, replace and delete: the same rule for the three. */
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
  /** A current file or an older version: both are downloaded by their id. */
  const download = async (file: { fileId: string; file_name: string }) => {
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
      {canUpload && <LeadFileUploadForm leadId={leadId} leadName={leadName} roles={roles} />}
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
                <Table.Th w={120}>
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
                      {formatFileSize(file.size)}
                    </Text>
                    <FileVersions
                      fileName={file.file_name}
                      versions={versionsOf(file)}
                      downloading={downloading}
                      onDownload={(v) => void download({ fileId: v.id, file_name: v.file_name })}
                    />
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
                        <ReplaceFileButton
                          fileName={file.file_name}
                          pdfName={documentPdfName(fileTypeLabel(file.fileType), leadName)}
                          allowed={allowedUploadFormats(roles, file.fileType as LeadFileType)}
                          maxBytes={LEAD_FILE_MAX_BYTES}
                          replace={(next, onProgress) => replaceLeadFile(leadId, file.fileId, next, onProgress)}
                          onReplaced={async (saved) => {
                            await queryClient.invalidateQueries({ queryKey: leadsKeys.files(leadId) });
                            notifySuccess(`Arquivo ${file.file_name} substituído por ${saved.file_name}.`);
                          }}
                        />
                      )}
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
