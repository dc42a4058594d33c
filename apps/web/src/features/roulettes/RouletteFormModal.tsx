import { Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ROULETTE_TYPE_LABELS, ROULETTE_TYPES, type RouletteDto } from "@portal/contracts/roulettes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyServerErrors } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { enterprisesQuery } from "../leads/lookups.queries";
import { EMPTY_ROULETTE, type RouletteFormValues, toFormValues, toRouletteBody, validateWindow } from "./roulette-form";
import { WEEKDAY_LABELS } from "./roulette-labels";
import { createRoulette, roulettesKeys, updateRoulette } from "./roulettes.queries";

const WEEKDAY_OPTIONS = WEEKDAY_LABELS.map((label, day) => ({ value: String(day), label }));

/** Create (no roulette) or edit a roulette. */
export function RouletteFormModal({
  opened,
  onClose,
  roulette,
}: {
  opened: boolean;
  onClose: () => void;
  roulette?: RouletteDto;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={roulette ? "Editar roleta" : "Nova roleta"} size="lg" centered>
      {opened && <RouletteForm roulette={roulette} onDone={onClose} />}
    </Modal>
  );
}

function RouletteForm({ roulette, onDone }: { roulette?: RouletteDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const enterprises = useQuery(enterprisesQuery());
  const form = useForm<RouletteFormValues>({
    initialValues: roulette ? toFormValues(roulette) : EMPTY_ROULETTE,
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: "Informe o nome da roleta" }),
      ...validateWindow(v),
    }),
  });
  const mutation = useMutation({
    mutationFn: (values: RouletteFormValues) =>
      roulette ? updateRoulette(roulette._id, toRouletteBody(values)) : createRoulette(toRouletteBody(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(roulettesKeys.detail(saved._id), (prev: object | undefined) =>
        prev ? { ...prev, ...saved } : prev,
      );
      await queryClient.invalidateQueries({ queryKey: roulettesKeys.all });
      notifySuccess(roulette ? "Roleta atualizada." : "Roleta criada.");
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput label="Nome" required data-autofocus {...form.getInputProps("name")} />
        <SegmentedControl
          aria-label="Tipo"
          data={ROULETTE_TYPES.map((t) => ({ value: t, label: ROULETTE_TYPE_LABELS[t] }))}
          {...form.getInputProps("type")}
        />
        <MultiSelect
          label="Empreendimentos atendidos"
          placeholder={enterprises.isPending ? "Carregando..." : "Selecione"}
          data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: e.name }))}
          searchable
          clearable
          nothingFoundMessage="Nenhum empreendimento"
          {...form.getInputProps("enterprise_ids")}
        />
        <MultiSelect
          label="Dias da semana"
          description="Vazio: todos os dias"
          data={WEEKDAY_OPTIONS}
          clearable
          {...form.getInputProps("weekdays")}
        />
        <Group grow>
          <TextInput label="Início" type="time" description="Vazio: o dia todo" {...form.getInputProps("starts_at")} />
          <TextInput label="Fim" type="time" description=" " {...form.getInputProps("ends_at")} />
        </Group>
        <Switch label="Modo agente temporário" {...form.getInputProps("temporary_agent_mode", { type: "checkbox" })} />
        <Switch label="Ativa" {...form.getInputProps("active", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {roulette ? "Salvar" : "Criar roleta"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
