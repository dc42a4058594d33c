import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type BoardVisitDto, standVisitAssignBody, standVisitCancelBody } from "@portal/contracts/stand";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ReasonDialog } from "../../components/ReasonDialog";
import { ReasonField } from "../../components/ReasonField";
import { UserPicker } from "../../components/UserPicker";
import { applyServerErrors, contractValidate, serverFieldErrors } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { assignStandVisit, cancelStandVisit, refreshStand } from "./stand.queries";

interface AssignValues {
  specialist_id: string | null;
  reason: string;
}
const validateCancel = contractValidate(standVisitCancelBody, (v: { reason: string }) => v);
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
          <UserPicker
            label="Especialista"
            placeholder={options.length === 0 ? "Nenhum especialista no plantão" : "Escolha o especialista"}
            data={options}
            withAsterisk
            nothingFoundMessage="Nenhum especialista encontrado"
            {...form.getInputProps("specialist_id")}
          />
          <ReasonField
            description="Fica registrado no histórico da visita."
            withAsterisk
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
  const [error, setError] = useState<ReactNode>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (reason: string) => cancelStandVisit(visit?._id ?? "", reason),
    meta: { inlineError: true },
    onError: (failure) => {
      setError(serverFieldErrors(failure).reason ?? null);
      notifyError(failure);
    },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshStand(queryClient, enterpriseId);
      close();
    },
  });
  const confirm = (reason: string) => {
    const invalid = validateCancel({ reason }).reason;
    if (invalid) setError(invalid);
    else mutation.mutate(standVisitCancelBody.parse({ reason }).reason);
  };
  return (
    <ReasonDialog
      opened={visit !== null}
      onClose={close}
      title="Cancelar visita"
      confirmLabel="Cancelar visita"
      minLength={0}
      maxLength={500}
      minRows={2}
      loading={mutation.isPending}
      error={error}
      onReasonChange={() => setError(null)}
      onConfirm={confirm}
    >
      <Text size="sm">
        A visita de <strong>{visit?.visitor_name}</strong> sai da lista da vez (por exemplo, o visitante foi embora
        antes do atendimento).
      </Text>
    </ReasonDialog>
  );
}
