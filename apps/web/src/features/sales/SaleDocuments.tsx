import { ActionIcon, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import {
  SALE_FILE_MAX_BYTES,
  type SaleDocumentType,
  type saleFileSchema,
  saleUploadFormats,
} from "@portal/contracts/sale-files";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { DocumentPicker, SendProgress } from "../files/DocumentPicker";
import { documentPdfName, planDocument } from "../files/document-files";
import { FileVersions } from "../files/FileVersions";
import { type FileVersionView, fileVersionView } from "../files/file-versions";
import { type SendStage, sendDocument } from "../files/files.queries";
import { ReplaceFileButton } from "../files/ReplaceFileButton";
import { saleDocumentLabel, uploadableDocumentTypes } from "./sale-documents";
import {
  deleteSaleFile,
  downloadSaleFile,
  replaceSaleFile,
  saleFilesKey,
  saleFilesQuery,
  uploadSaleFile,
} from "./sale-files.queries";
import { salesKeys } from "./sales.queries";

type SaleFile = z.infer<typeof saleFileSchema>;

/** Who sent and who replaced each version, by name, as a lead's documents show them. */
function versionsOf(file: SaleFile): FileVersionView[] {
  return file.versions.map((v) => fileVersionView(v._id, v));
}

/**
 * The sale's documents (assign-documents): list, download, upload with the formats the role allows (several photos
 * become one PDF), replace keeping the older versions, delete.
 */
export function SaleDocuments({
  saleId,
  subject,
  roles,
  canWrite,
}: {
  saleId: string;
  /** Names a PDF made of photos ("Comprovante do ato - Maria Souza.pdf"): the sale's client. */
  subject: string;
  roles: readonly string[];
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const files = useQuery(saleFilesQuery(saleId));
  const types = uploadableDocumentTypes(roles);
  const [type, setType] = useState<SaleDocumentType | null>(null);
  const [picked, setPicked] = useState<File[]>([]);
  const [stage, setStage] = useState<SendStage | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const formats = type ? (saleUploadFormats(roles, type) ?? []) : [];
  // A document sent, replaced or removed is also a line of the sale's history.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: saleFilesKey(saleId) }),
      queryClient.invalidateQueries({ queryKey: salesKeys.logs(saleId) }),
    ]);
  const upload = useMutation({
    mutationFn: (plan: Parameters<typeof sendDocument>[0]) =>
      sendDocument(
        plan,
        documentPdfName(saleDocumentLabel(type as string), subject),
        (file, onProgress) => uploadSaleFile(saleId, type as string, file, onProgress),
        setStage,
      ),
    onSuccess: async () => {
      await refresh();
      setPicked([]);
      notifySuccess("Documento enviado.");
    },
    onSettled: () => setStage(null),
  });
  const remove = useMutation({
    mutationFn: (fileId: string) => deleteSaleFile(saleId, fileId),
    onSuccess: async () => {
      await refresh();
      notifySuccess("Documento removido.");
    },
  });
  const download = useMutation({ mutationFn: (f: { _id: string; file_name: string }) => downloadSaleFile(saleId, f) });
  const submit = () => {
    const plan = planDocument(picked, formats, SALE_FILE_MAX_BYTES);
    setPickError(plan.kind === "invalid" ? plan.message : undefined);
    if (plan.kind !== "invalid") upload.mutate(plan);
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="sale-documents">
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
        ) : files.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum documento enviado.
          </Text>
        ) : (
          files.data.map((f) => {
            const allowed = canWrite ? saleUploadFormats(roles, f.file_type as SaleDocumentType) : null;
            return (
              <Group key={f._id} justify="space-between" align="flex-start" wrap="nowrap" data-testid="sale-file">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {saleDocumentLabel(f.file_type)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {f.file_name} · {formatDateTime(f.createdAt)}
                  </Text>
                  <FileVersions
                    fileName={f.file_name}
                    versions={versionsOf(f)}
                    downloading={download.isPending ? (download.variables?._id ?? null) : null}
                    onDownload={(v) => download.mutate({ _id: v.id, file_name: v.file_name })}
                  />
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Baixar ${f.file_name}`}
                    loading={download.isPending && download.variables?._id === f._id}
                    onClick={() => download.mutate(f)}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                  {allowed && (
                    <ReplaceFileButton
                      fileName={f.file_name}
                      pdfName={documentPdfName(saleDocumentLabel(f.file_type), subject)}
                      allowed={allowed}
                      maxBytes={SALE_FILE_MAX_BYTES}
                      replace={(next, onProgress) => replaceSaleFile(saleId, f._id, next, onProgress)}
                      onReplaced={async (saved) => {
                        await refresh();
                        notifySuccess(`Documento ${f.file_name} substituído por ${saved.file_name}.`);
                      }}
                    />
                  )}
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
            );
          })
        )}
        {canWrite && types.length > 0 && (
          <Stack gap="xs" mt="xs">
            <Select
              label="Tipo do documento"
              data={types}
              value={type}
              disabled={upload.isPending}
              onChange={(v) => {
                setType(v as SaleDocumentType | null);
                setPickError(undefined);
              }}
            />
            <DocumentPicker
              files={picked}
              onChange={(next) => {
                setPicked(next);
                setPickError(undefined);
              }}
              disabled={!type || upload.isPending}
              error={pickError}
              description={
                formats.length === 1 ? "PDF ou fotos (viram PDF), até 15 MB." : "PDF, fotos ou imagens, até 15 MB."
              }
            />
            <Group justify="flex-end">
              <Button loading={upload.isPending} disabled={!type || picked.length === 0} onClick={submit}>
                Enviar
              </Button>
            </Group>
            <SendProgress stage={stage} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
