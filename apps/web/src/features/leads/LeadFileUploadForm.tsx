import { Button, Card, Grid, Select, Stack } from "@mantine/core";
import {
  allowedUploadFormats,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_TYPE_LABELS,
  LEAD_FILE_TYPES,
  type LeadFileType,
} from "@portal/contracts/lead-files";
import { IconFileUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { DocumentPicker, SendProgress } from "../files/DocumentPicker";
import { documentPdfName, planDocument } from "../files/document-files";
import { type SendStage, sendDocument } from "../files/files.queries";
import { uploadLeadFile } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

const TYPE_OPTIONS = LEAD_FILE_TYPES.map((t) => ({ value: t, label: LEAD_FILE_TYPE_LABELS[t] }));

/** A lead's document: one PDF, one image, or several photos joined into one PDF ("<tipo> - <lead>.pdf"). */
export function LeadFileUploadForm({
  leadId,
  leadName,
  roles,
}: {
  leadId: string;
  leadName: string;
  roles: readonly string[];
}) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<LeadFileType | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<SendStage | null>(null);
  const [error, setError] = useState<{ type?: string; file?: string }>({});
  const formats = type ? allowedUploadFormats(roles, type) : null;
  const formatsText = formats?.length === 1 ? "PDF ou fotos (viram PDF)" : "PDF, fotos ou imagens";
  const mutation = useMutation({
    mutationFn: (plan: Parameters<typeof sendDocument>[0]) =>
      sendDocument(
        plan,
        documentPdfName(LEAD_FILE_TYPE_LABELS[type as LeadFileType], leadName),
        (file, onProgress) => uploadLeadFile(leadId, type as LeadFileType, file, onProgress),
        setStage,
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.files(leadId) });
      notifySuccess(`Arquivo ${saved.file_name} enviado.`);
      setFiles([]);
    },
    onSettled: () => setStage(null),
  });
  const submit = () => {
    const plan = planDocument(files, formats ?? [], LEAD_FILE_MAX_BYTES);
    const next: typeof error = {};
    if (!type) next.type = "Escolha o tipo do documento.";
    if (plan.kind === "invalid") next.file = plan.message;
    setError(next);
    if (Object.keys(next).length === 0 && plan.kind !== "invalid") mutation.mutate(plan);
  };

  return (
    <Card withBorder radius="md" padding="md" bg="gray.0">
      <Stack gap="sm">
        <Grid gap="sm" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 4 }}>
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
              disabled={mutation.isPending}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} pt={{ base: "xs", sm: 30 }}>
            <DocumentPicker
              files={files}
              onChange={(next) => {
                setFiles(next);
                setError((e) => ({ type: e.type }));
              }}
              disabled={mutation.isPending}
              error={error.file}
              description={`${formatsText}, até 10 MB cada`}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }} pt={{ base: "xs", sm: 30 }}>
            <Button fullWidth leftSection={<IconFileUpload size={16} />} loading={mutation.isPending} onClick={submit}>
              Enviar
            </Button>
          </Grid.Col>
        </Grid>
        <SendProgress stage={stage} />
      </Stack>
    </Card>
  );
}
