import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  formatMonth,
  SHIFT_LABELS,
  SHIFTS,
  type ShiftHours,
  shiftHoursSchema,
} from "@portal/contracts/availability-schedules";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../lib/api-error";
import { notifyError, notifySuccess } from "../../lib/notify";
import { importMonth, saveShiftHours, scheduleKeys, shiftHoursQuery } from "./availability-schedules.queries";

/**
 * Import the month from XLSX (the export's layout). The bar shows the upload's progress; then the server checks
 * every row before writing any, and a refusal lists every bad row here.
 */
export function ImportScheduleModal({
  opened,
  onClose,
  enterpriseId,
  standName,
  month,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  enterpriseId: string;
  standName: string;
  month: string;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const upload = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (f: File) => importMonth(enterpriseId, month, f, setProgress),
    onMutate: () => {
      setProgress(0);
      setRowErrors([]);
    },
    onSuccess: (res) => {
      notifySuccess(res.message);
      onImported();
      close();
    },
    onError: (e) => {
      const message = isApiError(e) && e.status === 400 ? e.body?.message : null;
      if (Array.isArray(message) && message.length && !message[0]?.startsWith('"')) setRowErrors(message);
      else notifyError(e);
    },
  });
  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setRowErrors([]);
    setProgress(0);
    onClose();
  };
  const sending = upload.isPending && progress < 1;
  return (
    <Modal opened={opened} onClose={close} title="Importar escala" size="lg">
      <Stack gap="md">
        <Text size="sm">
          {`Use a planilha exportada de ${formatMonth(month)} do plantão ${standName}. A importação substitui a escala do mês; se alguma linha tiver erro, nada é gravado.`}
        </Text>
        <FileInput
          label="Planilha (.xlsx)"
          placeholder="Escolha o arquivo"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setRowErrors([]);
          }}
          clearable
        />
        {upload.isPending && (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress value={Math.round(progress * 100)} animated={!sending} aria-label="Progresso da importação" />
            <Text size="sm" c="dimmed">
              {sending ? `Enviando... ${Math.round(progress * 100)}%` : "Conferindo as linhas..."}
            </Text>
          </Stack>
        )}
        {rowErrors.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title="Nada foi importado. Corrija as linhas abaixo:"
            data-testid="import-errors"
          >
            <List size="sm" spacing={2}>
              {rowErrors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancelar
          </Button>
          <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Admins: the shifts' hours (the `shift_hours` setting). */
export function ShiftHoursModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const current = useQuery(shiftHoursQuery());
  const [draft, setDraft] = useState<ShiftHours | null>(null);
  const value = draft ?? current.data?.shift_hours ?? null;
  const save = useMutation({
    mutationFn: (hours: ShiftHours) => saveShiftHours(hours),
    onSuccess: () => {
      notifySuccess("Horários dos turnos atualizados.");
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.shiftHours() });
      setDraft(null);
      onClose();
    },
  });
  const parsed = value ? shiftHoursSchema.safeParse(value) : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Horários dos turnos">
      {value && (
        <Stack gap="md">
          {SHIFTS.map((s) => (
            <SimpleGrid key={s} cols={2}>
              {(["starts_at", "ends_at"] as const).map((edge) => (
                <TextInput
                  key={edge}
                  label={`${SHIFT_LABELS[s]}: ${edge === "starts_at" ? "início" : "fim"}`}
                  value={value[s][edge]}
                  maxLength={5}
                  placeholder="HH:MM"
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setDraft({ ...value, [s]: { ...value[s], [edge]: v } });
                  }}
                />
              ))}
            </SimpleGrid>
          ))}
          {parsed && !parsed.success && (
            <Text size="sm" c="red">
              Use HH:MM (a Noite pode terminar às 24:00) e um fim depois do início.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button
              loading={save.isPending}
              disabled={!parsed?.success}
              onClick={() => parsed?.success && save.mutate(parsed.data)}
            >
              Salvar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
