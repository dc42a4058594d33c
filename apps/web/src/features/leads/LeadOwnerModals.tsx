import {
  ActionIcon,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { MODAL_WIDTH_NARROW } from "@portal/contracts/common";
import type { LeadDto } from "@portal/contracts/leads";
import { IconCheck, IconCopy, IconLink } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ReasonDialog } from "../../components/ReasonDialog";
import { UserPicker } from "../../components/UserPicker";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { createLeadLink, playInRoulette, reassignLead, removeFromWallet } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";
import { assigneeOptions, assigneesQuery } from "./lookups.queries";
import { PlayInRouletteDialog } from "./PlayInRouletteDialog";

interface ModalProps {
  lead: LeadDto;
  opened: boolean;
  onClose: () => void;
}

export function ReassignLeadModal({ lead, opened, onClose, roles }: ModalProps & { roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const assignees = useQuery({ ...assigneesQuery(roles), enabled: opened });
  const [target, setTarget] = useState<string | null>(null);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setTarget(null);
      setNotify(true);
      setError(null);
    }
  }, [opened]);
  const mutation = useMutation({
    mutationFn: () => reassignLead(lead._id, { specialist_id: target ?? "", notify_specialist: notify }),
    onSuccess: (result) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), result.lead);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess(`Lead transferido para ${result.lead.owner?.full_name ?? "o novo responsável"}.`);
      onClose();
    },
  });
  const options = assigneeOptions(assignees.data).filter((o) => o.value !== lead.owner_id);
  return (
    <Modal opened={opened} onClose={onClose} title="Transferir lead" size="md">
      <Stack gap="md">
        <Text size="sm">
          Responsável atual: <strong>{lead.owner?.full_name ?? "nenhum (lead na base)"}</strong>
        </Text>
        <UserPicker
          people={assignees}
          label="Novo responsável"
          placeholder="Escolha um especialista ou coordenador"
          data={options}
          value={target}
          onChange={(v) => {
            setTarget(v);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-autofocus
        />
        <Checkbox
          label="Notificar especialista"
          description="Lead novo: o especialista recebe o alerta de novo lead (10 minutos)."
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={mutation.isPending}
            onClick={() => (target ? mutation.mutate() : setError("Escolha o novo responsável."))}
          >
            Transferir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Jogar na roleta": the lead leaves its wallet and goes to the next available specialist of its roulette. */
export function PlayInRouletteModal({ lead, opened, onClose }: ModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => playInRoulette(lead._id),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess(
        result.status === "offered"
          ? "Lead jogado na roleta e ofertado ao próximo especialista."
          : "Lead jogado na roleta: aguardando especialista disponível.",
      );
      onClose();
    },
  });
  return (
    <PlayInRouletteDialog
      opened={opened}
      onClose={onClose}
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      O lead sai da carteira de <strong>{lead.owner?.full_name ?? "ninguém (está na base)"}</strong> e é ofertado ao
      próximo especialista disponível da roleta do empreendimento.
    </PlayInRouletteDialog>
  );
}

export function RemoveFromWalletModal({ lead, opened, onClose }: ModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (reason: string) => removeFromWallet(lead._id, reason || undefined),
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), updated);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess("Lead removido da carteira: agora ele está na base.");
      onClose();
    },
  });
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Remover da carteira"
      confirmLabel="Remover da carteira"
      cancelLabel="Cancelar"
      label="Motivo"
      hint="Opcional. Fica registrado no histórico."
      required={false}
      minLength={0}
      maxLength={500}
      minRows={2}
      size={MODAL_WIDTH_NARROW}
      loading={mutation.isPending}
      onConfirm={(reason) => mutation.mutate(reason)}
    >
      <Text size="sm">
        O lead sai da carteira de <strong>{lead.owner?.full_name ?? "seu responsável"}</strong> e vai para a base de
        leads, de onde pode ser distribuído de novo.
      </Text>
    </ReasonDialog>
  );
}

const LINK_DURATIONS = [
  { value: "1", label: "1 hora" },
  { value: "24", label: "24 horas" },
  { value: "72", label: "3 dias" },
  { value: "168", label: "7 dias" },
];

/** Read-only links to the lead (only ONLINE_COORDINATOR opens this modal). */
export function LeadLinksModal({ lead, opened, onClose }: ModalProps) {
  const [hours, setHours] = useState("24");
  const mutation = useMutation({ mutationFn: () => createLeadLink(lead._id, Number(hours)) });
  const { reset } = mutation;
  // A new opening starts without the previous link.
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  return (
    <Modal opened={opened} onClose={onClose} title="Links do lead" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Gere um link de acesso somente leitura a este lead. Quem abrir o link precisa estar conectado ao portal; o
          link expira no prazo escolhido.
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Validade"
            data={LINK_DURATIONS}
            value={hours}
            onChange={(v) => setHours(v ?? "24")}
            allowDeselect={false}
            w={160}
            comboboxProps={{ withinPortal: true }}
          />
          <Button leftSection={<IconLink size={16} />} loading={mutation.isPending} onClick={() => mutation.mutate()}>
            Gerar link
          </Button>
        </Group>
        {mutation.data && (
          <Stack gap={4}>
            <TextInput
              label="Link gerado"
              value={mutation.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              rightSection={
                <CopyButton value={mutation.data.url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? "Copiado" : "Copiar link"} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? "teal" : "gray"}
                        onClick={copy}
                        aria-label="Copiar link"
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
            <Text size="xs" c="dimmed">
              Válido até {formatDateTime(mutation.data.expires_at)}.
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
