import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { MODAL_WIDTH } from "@portal/contracts/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../lib/notify";
import { DRAWER_ACTIONS, type DrawerAction } from "./unit-actions";
import { mirrorKeys, runUnitAction } from "./units.queries";

/** One unit action; those the API logs with a mandatory reason ask for it in a small dialog first. */
export function UnitActionButton({
  unitId,
  enterpriseId,
  action,
}: {
  unitId: string;
  enterpriseId: string;
  action: Exclude<DrawerAction, "reserve">;
}) {
  const meta = DRAWER_ACTIONS[action];
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => runUnitAction(unitId, action, reason.trim() || undefined),
    onSuccess: () => {
      notifySuccess(`${meta.label}: feito.`);
      setOpen(false);
      setReason("");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unitId) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    // 409 (the state machine refused: someone changed the unit first) and 403 carry the API's pt-BR text.
    onError: (error) => notifyError(error, `Não foi possível: ${meta.label.toLowerCase()}`),
  });
  const tooShort = meta.needsReason && reason.trim().length < 3;
  return (
    <>
      <Button
        variant="light"
        color={meta.color}
        loading={!open && mutation.isPending}
        onClick={() => (meta.needsReason ? setOpen(true) : mutation.mutate())}
      >
        {meta.label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={meta.label} size={MODAL_WIDTH} centered>
        <Stack gap="sm">
          <Text size="sm">O motivo fica registrado no histórico da unidade.</Text>
          <Textarea
            label="Motivo"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reason.length > 0 && tooShort ? "Escreva ao menos 3 caracteres." : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Voltar
            </Button>
            <Button
              color={meta.color}
              disabled={tooShort}
              loading={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
