import { Button } from "@mantine/core";
import type { SaleDto } from "@portal/contracts/sales";
import { IconRefresh } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ReasonDialog } from "../../components/ReasonDialog";
import { notifySuccess } from "../../lib/notify";
import { recreateSale } from "./sale-extras.queries";
import { salesKeys } from "./sales.queries";

/** "Recriar venda": a new sale in process for the same unit and client (the unit must be available again). */
export function SaleRecreateAction({ sale }: { sale: SaleDto }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const recreate = useMutation({
    mutationFn: (reason: string) => recreateSale(sale._id, reason.trim() || null),
    onSuccess: (next) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      setOpen(false);
      notifySuccess("Venda recriada. A unidade voltou para o processo de venda.");
      void navigate({ to: "/sales/$saleId", params: { saleId: next._id } });
    },
  });
  return (
    <>
      <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setOpen(true)}>
        Recriar venda
      </Button>
      <ReasonDialog
        opened={open}
        title="Recriar venda"
        description="Uma nova venda em andamento é criada para a mesma unidade, cliente e proposta, com os mesmos compradores. A unidade precisa estar disponível."
        confirmLabel="Recriar venda"
        color="blue"
        required={false}
        minLength={0}
        loading={recreate.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => recreate.mutate(reason)}
      />
    </>
  );
}
