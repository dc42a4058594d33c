import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import {
  formatScheduleWhen,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_TYPE_LABELS,
  type ScheduleDto,
  type ScheduleStatus,
} from "@portal/contracts/schedules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { ReasonField } from "../../components/ReasonField";
import { ErrorState, LoadingState } from "../../components/states";
import { notifySuccess } from "../../lib/notify";
import { cancelSchedule, closeSchedule, refreshSchedules, scheduleDetailQuery } from "./schedules.queries";

export const STATUS_COLORS: Record<ScheduleStatus, string> = {
  SCHEDULED: "blue",
  DONE: "teal",
  NO_SHOW: "orange",
  CANCELED: "gray",
};

type Step = null | "DONE" | "NO_SHOW" | "CANCEL";
const STEP_TITLES: Record<Exclude<Step, null>, string> = {
  DONE: "Marcar como realizado",
  NO_SHOW: "Cliente não compareceu",
  CANCEL: "Cancelar agendamento",
};

/** One appointment: who, when, notes; edit/move, close it (realizado, não compareceu) or cancel it. */
export function ScheduleDetailModal({
  scheduleId,
  canWrite,
  onClose,
  onEdit,
}: {
  /** The calendar's cell carries what it draws; the dialog reads the whole appointment (GET /schedules/{id}). */
  scheduleId: string | null;
  canWrite: boolean;
  onClose: () => void;
  onEdit: (s: ScheduleDto) => void;
}) {
  const detail = useQuery({ ...scheduleDetailQuery(scheduleId ?? ""), enabled: scheduleId !== null });
  const [step, setStep] = useState<Step>(null);
  const [text, setText] = useState("");
  const queryClient = useQueryClient();
  const close = () => {
    setStep(null);
    setText("");
    onClose();
  };
  const mutation = useMutation({
    mutationFn: ({ s, chosen }: { s: ScheduleDto; chosen: Exclude<Step, null> }) =>
      chosen === "CANCEL"
        ? cancelSchedule(s._id, { reason: text.trim() || null })
        : closeSchedule(s._id, { status: chosen, outcome_notes: text.trim() || null }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshSchedules(queryClient, result.schedule.lead_id);
      close();
    },
  });
  const s = scheduleId !== null ? detail.data : undefined;
  return (
    <Modal
      opened={scheduleId !== null}
      onClose={close}
      title={s ? SCHEDULE_TYPE_LABELS[s.type] : "Agendamento"}
      centered
    >
      {scheduleId !== null && detail.isPending && <LoadingState label="Carregando o agendamento..." />}
      {scheduleId !== null && detail.isError && (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {s && (
        <Stack gap="md" data-testid="schedule-detail">
          <Group gap="xs">
            <Badge color={STATUS_COLORS[s.status]} variant="light" tt="none">
              {SCHEDULE_STATUS_LABELS[s.status]}
            </Badge>
            <Text size="sm">{formatScheduleWhen(s.starts_at, s.ends_at)}</Text>
          </Group>
          <InfoItem label="Cliente">
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: s.lead_id }} />}
            >
              {s.lead.full_name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatPhone(s.lead.phone)}
            </Text>
          </InfoItem>
          <InfoItem label="Especialista">{s.specialist.full_name}</InfoItem>
          {s.enterprise && <InfoItem label="Empreendimento">{s.enterprise.name}</InfoItem>}
          {s.notes && <InfoItem label="Observações">{s.notes}</InfoItem>}
          {s.outcome_notes && <InfoItem label="Resultado">{s.outcome_notes}</InfoItem>}
          {s.cancel_reason && <InfoItem label="Motivo do cancelamento">{s.cancel_reason}</InfoItem>}
          {canWrite && s.status === "SCHEDULED" && step === null && (
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => onEdit(s)}>
                Editar ou remarcar
              </Button>
              <Button variant="light" color="red" onClick={() => setStep("CANCEL")}>
                Cancelar agendamento
              </Button>
              <Button variant="light" color="orange" onClick={() => setStep("NO_SHOW")}>
                Não compareceu
              </Button>
              <Button color="teal" onClick={() => setStep("DONE")}>
                Realizado
              </Button>
            </Group>
          )}
          {step && (
            <Stack gap="sm">
              <Text fw={600} size="sm">
                {STEP_TITLES[step]}
              </Text>
              <ReasonField
                label={step === "CANCEL" ? "Motivo (opcional)" : "Observações (opcional)"}
                description="Fica registrado no histórico do lead."
                maxLength={step === "CANCEL" ? 500 : 2000}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setStep(null)} disabled={mutation.isPending}>
                  Voltar
                </Button>
                <Button
                  color={step === "CANCEL" ? "red" : step === "NO_SHOW" ? "orange" : "teal"}
                  loading={mutation.isPending}
                  onClick={() => mutation.mutate({ s, chosen: step })}
                >
                  Confirmar
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
