import { Select } from "@mantine/core";
import type { UnitDto } from "@portal/contracts/inventory";
import { UNIT_STATUS_LABELS, UNIT_STATUSES, type UnitStatus } from "@portal/contracts/inventory-enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../lib/notify";
import { mirrorKeys, setFakeStatus } from "./units.queries";

/** The status shown to partner brokers instead of the real one (unit admins only). */
export function FakeStatusControl({ unit, enterpriseId }: { unit: UnitDto; enterpriseId: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: UnitStatus | null) => setFakeStatus(unit._id, v),
    onSuccess: () => {
      notifySuccess("Status exibido aos corretores atualizado.");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unit._id) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível alterar o status exibido"),
  });
  return (
    <Select
      label="Status exibido aos corretores parceiros"
      description="Muda só o que os corretores parceiros veem; o status real não muda."
      placeholder="O status real"
      data={UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }))}
      value={unit.fake_status}
      onChange={(v) => mutation.mutate((v as UnitStatus | null) ?? null)}
      clearable
      disabled={mutation.isPending}
    />
  );
}
