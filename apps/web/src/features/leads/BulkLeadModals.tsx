import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { UserPicker } from "../../components/UserPicker";
import { UsersPicker } from "../../components/UsersPicker";
import { formatNumber } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { deleteLeads, distributeLeads, leadsKeys, playLeadsInRoulette } from "./leads.queries";
import { assigneeOptions, assigneesQuery } from "./lookups.queries";
import { PlayInRouletteDialog } from "./PlayInRouletteDialog";

const LOAD_ERROR = "Não foi possível carregar os especialistas. Feche e tente novamente.";

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export function DeleteLeadsModal({
  opened,
  onClose,
  leadIds,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  leadIds: string[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteLeads(leadIds),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess(result.deleted === 1 ? "1 lead excluído." : `${formatNumber(result.deleted)} leads excluídos.`);
      onDone();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Excluir leads"
      confirmLabel="Excluir"
      danger
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      <Text size="sm">
        Excluir {plural(leadIds.length, "lead selecionado", "leads selecionados")}? Eles saem das listas, ficam com o
        status “Excluído” e a ação fica registrada no histórico.
      </Text>
    </ConfirmDialog>
  );
}

/**
 * Bulk owner change. "reassign": every selected lead goes to one person; "distribute": an even split
 * among the chosen people (POST /leads/distribute in both cases).
 */
export function DistributeLeadsModal({
  mode,
  opened,
  onClose,
  leadIds,
  roles,
  onDone,
  defaultReset = false,
}: {
  mode: "reassign" | "distribute";
  opened: boolean;
  onClose: () => void;
  leadIds: string[];
  roles: readonly string[];
  onDone: () => void;
  /** Internal base: leads come back as "Novo" by default. */
  defaultReset?: boolean;
}) {
  const queryClient = useQueryClient();
  const assignees = useQuery({ ...assigneesQuery(roles), enabled: opened });
  const [users, setUsers] = useState<string[]>([]);
  const [reset, setReset] = useState(defaultReset);
  const [info, setInfo] = useState("");
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setUsers([]);
      setNotify(true);
      setReset(defaultReset);
      setInfo("");
      setError(null);
    }
  }, [opened, defaultReset]);

  const mutation = useMutation({
    mutationFn: () =>
      distributeLeads({
        leads: leadIds,
        users,
        reset_fields: reset,
        distribution_info: info.trim() || undefined,
        notify_specialist: notify,
      }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      notifySuccess(
        mode === "reassign"
          ? `${plural(result.distributed, "lead transferido", "leads transferidos")}.`
          : `${plural(result.distributed, "lead distribuído", "leads distribuídos")} entre ${plural(result.assignments.length, "pessoa", "pessoas")}.`,
      );
      onDone();
      onClose();
    },
  });

  const options = assigneeOptions(assignees.data);
  const title = mode === "reassign" ? "Transferir leads" : "Distribuir leads";
  const submit = () => {
    if (users.length === 0) {
      setError(mode === "reassign" ? "Escolha o novo responsável." : "Escolha ao menos uma pessoa.");
      return;
    }
    mutation.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {mode === "reassign"
            ? `${plural(leadIds.length, "lead selecionado vai", "leads selecionados vão")} para o responsável escolhido.`
            : `${plural(leadIds.length, "lead selecionado é dividido", "leads selecionados são divididos")} igualmente entre as pessoas escolhidas, na ordem da lista.`}
        </Text>
        {mode === "reassign" ? (
          <UserPicker
            people={assignees}
            loadError={LOAD_ERROR}
            label="Novo responsável"
            placeholder="Escolha um especialista ou coordenador"
            data={options}
            value={users[0] ?? null}
            onChange={(v) => {
              setUsers(v ? [v] : []);
              setError(null);
            }}
            withAsterisk
            error={error}
            data-autofocus
          />
        ) : (
          <UsersPicker
            people={assignees}
            loadError={LOAD_ERROR}
            label="Distribuir entre"
            placeholder={users.length ? undefined : "Escolha especialistas ou coordenadores"}
            data={options}
            value={users}
            onChange={(v) => {
              setUsers(v);
              setError(null);
            }}
            withAsterisk
            error={error}
            data-autofocus
          />
        )}
        <Checkbox
          label="Reiniciar o atendimento (status volta para “Novo” e o estágio do funil é limpo)"
          checked={reset}
          onChange={(e) => setReset(e.currentTarget.checked)}
        />
        <Checkbox
          label="Notificar especialista"
          description="Cada responsável recebe uma notificação por lead; lead novo chega com o alerta de 10 minutos."
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <Textarea
          label="Observação"
          description="Opcional. Fica registrada no histórico de cada lead."
          autosize
          minRows={2}
          maxLength={500}
          value={info}
          onChange={(e) => setInfo(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={mutation.isPending} onClick={submit}>
            {mode === "reassign" ? "Transferir" : "Distribuir"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The base's bulk "Jogar na roleta": every selected lead goes to the next available specialist of its roulette. */
export function PlayLeadsInRouletteModal({
  opened,
  onClose,
  leadIds,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  leadIds: string[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => playLeadsInRoulette(leadIds),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      const offered = result.results.filter((r) => r.status === "offered").length;
      const waiting = result.results.length - offered;
      notifySuccess(
        `${result.message} ${plural(offered, "ofertado", "ofertados")}${waiting ? `, ${plural(waiting, "aguardando", "aguardando")} especialista disponível` : ""}.`,
      );
      onDone();
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
      Jogar {plural(leadIds.length, "lead selecionado", "leads selecionados")} na roleta? Cada lead é ofertado ao
      próximo especialista disponível da roleta do seu empreendimento.
    </PlayInRouletteDialog>
  );
}
