import { Button } from "@mantine/core";
import { MODAL_WIDTH } from "@portal/contracts/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ReasonDialog } from "../../components/ReasonDialog";
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
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (reason?: string) => runUnitAction(unitId, action, reason || undefined),
    onSuccess: () => {
      notifySuccess(`${meta.label}: feito.`);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unitId) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    // 409 (the state machine refused: someone changed the unit first) and 403 carry the API's pt-BR text.
    onError: (error) => notifyError(error, `Não foi possível: ${meta.label.toLowerCase()}`),
  });
  return (
    <>
      <Button
        variant="light"
        color={meta.color}
        loading={!open && mutation.isPending}
        onClick={() => (meta.needsReason ? setOpen(true) : mutation.mutate(undefined))}
      >
        {meta.label}
      </Button>
      <ReasonDialog
        opened={open}
        title={meta.label}
        description="O motivo fica registrado no histórico da unidade."
        confirmLabel="Confirmar"
        color={meta.color}
        maxLength={500}
        minRows={2}
        tooShort={(min) => `Escreva ao menos ${min} caracteres.`}
        size={MODAL_WIDTH}
        loading={mutation.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => mutation.mutate(reason)}
      />
    </>
  );
}
