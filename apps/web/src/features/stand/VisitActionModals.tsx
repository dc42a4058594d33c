import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type BoardVisitDto, standVisitAssignBody, standVisitCancelBody } from "@portal/contracts/stand";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { assignStandVisit, cancelStandVisit, refreshStand } from "./stand.queries";

interface AssignValues {
  specialist_id: string | null;
  reason: string;
}
const toAssignBody = (v: AssignValues) => ({ specialist_id: v.specialist_id ?? undefined, reason: v.reason });

/** Manual assignment (or reassignment) of a visit, with the reason that goes to the stand's log. */
export function AssignVisitModal({
  enterpriseId,
  visit,
  options,
  onClose,
}: {
  enterpriseId: string;
  visit: BoardVisitDto | null;
  options: { value: string; label: string }[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<AssignValues>({
    initialValues: { specialist_id: null, reason: "" },
    validate: contractValidate(standVisitAssignBody, toAssignBody),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (body: { specialist_id: string; reason: string }) => assignStandVisit(visit?._id ?? "", body),
    meta: { inlineError: true },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
    onSuccess: (result) => {
      notifySuccess(
        `Visita de ${result.visit.visitor.full_name} encaminhada para ${result.visit.specialist?.full_name}.`,
      );
      void refreshStand(queryClient, enterpriseId);
      close();
    },
  });
  return (
    <Modal opened={visit !== null} onClose={close} title="Atribuir visita" centered>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(standVisitAssignBody.parse(toAssignBody(v))))}>
        <Stack gap="md">
          <Text size="sm">
            Visitante: <strong>{visit?.visitor_name}</strong>
          </Text>
          <Select
            label="Especialista"
            placeholder={options.length === 0 ? "Nenhum especialista no plantão" : "Escolha o especialista"}
            data={options}
            withAsterisk
            searchable
            nothingFoundMessage="Nenhum especialista encontrado"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("specialist_id")}
          />
          <Textarea
            label="Motivo"
            description="Fica registrado no histórico da visita."
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Atribuir
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The visitor left before being served: the visit is canceled with a reason. */
export function CancelVisitModal({
  enterpriseId,
  visit,
  onClose,
}: {
  enterpriseId: string;
  visit: BoardVisitDto | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<{ reason: string }>({
    initialValues: { reason: "" },
    validate: contractValidate(standVisitCancelBody, (v: { reason: string }) => v),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (reason: string) => cancelStandVisit(visit?._id ?? "", reason),
    meta: { inlineError: true },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshStand(queryClient, enterpriseId);
      close();
    },
  });
  return (
    <Modal opened={visit !== null} onClose={close} title="Cancelar visita" centered>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(standVisitCancelBody.parse(v).reason))}>
        <Stack gap="md">
          <Text size="sm">
            A visita de <strong>{visit?.visitor_name}</strong> sai da lista da vez (por exemplo, o visitante foi embora
            antes do atendimento).
          </Text>
          <Textarea
            label="Motivo"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              Cancelar visita
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
