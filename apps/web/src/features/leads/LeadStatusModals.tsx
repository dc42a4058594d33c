import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from "@mantine/core";
import { ARCHIVE_REASON_LABELS, DISCARD_REASON_LABELS, type LeadStatus } from "@portal/contracts/lead-enums";
import {
  checkStatusTransition,
  LEAD_STATUS_TRANSITIONS,
  type LeadDto,
  STAGE_LOCKED_STATUSES,
  SYSTEM_STATUS_MESSAGES,
} from "@portal/contracts/leads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notifyError, notifySuccess } from "../../lib/notify";
import { FUNNEL_STAGE_OPTIONS, INTEREST_OPTIONS, statusLabel } from "./lead-labels";
import { changeStatus, updateLead } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

export const LEAD_UPDATE_FAILURE = "Erro ao atualizar lead";

interface ModalProps {
  lead: LeadDto;
  opened: boolean;
  onClose: () => void;
}

function useLeadMutation<T>(lead: LeadDto, fn: (value: T) => Promise<LeadDto>, success: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), updated);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess(success);
      onDone();
    },
  });
}

const ARCHIVE_OPTIONS = Object.entries(ARCHIVE_REASON_LABELS).map(([value, label]) => ({ value, label }));
const DISCARD_OPTIONS = Object.entries(DISCARD_REASON_LABELS).map(([value, label]) => ({ value, label }));

/** Status by the transition table of the contracts; archiving and discarding ask for a reason. */
export function StatusModal({ lead, opened, onClose }: ModalProps) {
  const targets = LEAD_STATUS_TRANSITIONS[lead.status as LeadStatus] ?? [];
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<{ status?: string; reason?: string }>({});
  useEffect(() => {
    if (opened) {
      setStatus(null);
      setReason(null);
      setError({});
    }
  }, [opened]);
  const mutation = useLeadMutation(
    lead,
    (body: { status: string; reason?: string }) => changeStatus(lead._id, body),
    "Status atualizado.",
    onClose,
  );
  const needsReason = status === "FILED" || status === "NON_ADHERENT";
  const submit = () => {
    if (!status) return setError({ status: "Escolha o novo status." });
    const check = checkStatusTransition(lead.status as LeadStatus, status as LeadStatus, reason);
    if (!check.ok)
      return setError(check.field === "reason" ? { reason: "Escolha o motivo." } : { status: check.message });
    mutation.mutate({ status, reason: needsReason ? (reason ?? undefined) : undefined });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Alterar status" size="md">
      <Stack gap="md">
        <Text size="sm">
          Status atual: <strong>{statusLabel(lead.status)}</strong>
        </Text>
        {targets.length === 0 ? (
          <Alert color="gray" variant="light">
            {SYSTEM_STATUS_MESSAGES[lead.status as LeadStatus] ?? "Este status não pode ser alterado por aqui."}
          </Alert>
        ) : (
          <>
            <Select
              label="Novo status"
              placeholder="Escolha o status"
              data={targets.map((t) => ({ value: t, label: statusLabel(t) }))}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setReason(null);
                setError({});
              }}
              error={error.status}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            {needsReason && (
              <Select
                label={status === "FILED" ? "Motivo do arquivamento" : "Motivo do descarte"}
                placeholder="Escolha o motivo"
                data={status === "FILED" ? ARCHIVE_OPTIONS : DISCARD_OPTIONS}
                value={reason}
                onChange={(v) => {
                  setReason(v);
                  setError({});
                }}
                error={error.reason}
                withAsterisk
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {targets.length > 0 && (
            <Button loading={mutation.isPending} onClick={submit}>
              Salvar status
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function FunnelStageModal({ lead, opened, onClose }: ModalProps) {
  const [stage, setStage] = useState<string | null>(lead.status_profile);
  useEffect(() => {
    if (opened) setStage(lead.status_profile);
  }, [opened, lead.status_profile]);
  const mutation = useLeadMutation(
    lead,
    (value: string | null) => changeStatus(lead._id, { status_profile: value }),
    "Estágio do funil atualizado.",
    onClose,
  );
  const locked = STAGE_LOCKED_STATUSES.includes(lead.status as LeadStatus);
  return (
    <Modal opened={opened} onClose={onClose} title="Estágio do funil" size="md">
      <Stack gap="md">
        {locked ? (
          <Alert color="gray" variant="light">
            O estágio do funil não pode ser alterado com o lead em “{statusLabel(lead.status)}”.
          </Alert>
        ) : (
          <Select
            label="Estágio"
            placeholder="Sem estágio"
            data={FUNNEL_STAGE_OPTIONS}
            value={stage}
            onChange={setStage}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {!locked && (
            <Button
              loading={mutation.isPending}
              disabled={stage === lead.status_profile}
              onClick={() => mutation.mutate(stage)}
            >
              Salvar estágio
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** The "thermometer": interest level, through PUT /leads/{id}. */
export function InterestModal({ lead, opened, onClose }: ModalProps) {
  const queryClient = useQueryClient();
  const [level, setLevel] = useState(lead.interest_level);
  useEffect(() => {
    if (opened) setLevel(lead.interest_level);
  }, [opened, lead.interest_level]);
  const mutation = useMutation({
    mutationFn: (value: LeadDto["interest_level"]) => updateLead(lead._id, { interest_level: value }),
    meta: { inlineError: true },
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), updated);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess("Termômetro atualizado.");
      onClose();
    },
    onError: () => notifyError(LEAD_UPDATE_FAILURE),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Termômetro do lead" size="sm">
      <Stack gap="md">
        <Radio.Group
          label="Nível de interesse"
          value={level}
          onChange={(v) => setLevel(v as LeadDto["interest_level"])}
        >
          <Stack gap="xs" mt="xs">
            {INTEREST_OPTIONS.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={mutation.isPending}
            disabled={level === lead.interest_level}
            onClick={() => mutation.mutate(level)}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
