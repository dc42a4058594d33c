import { Button, Group, Select } from "@mantine/core";
import type { SaleDto } from "@portal/contracts/sales";
import { HOME_BROKER_ROLES } from "@portal/contracts/sales-extras";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { personLabel } from "../proposals/DealRefs";
import { saleCandidatesQuery, setHomeBroker } from "./sale-extras.queries";
import { salesKeys } from "./sales.queries";

/** The "corretor da casa": shown to everyone who sees the sale, set or cleared by the back office. */
export function SaleHomeBroker({ sale, viewerId, canEdit }: { sale: SaleDto; viewerId: string; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Group gap="xs">
        <span data-testid="home-broker">{sale.home_broker ? personLabel(sale.home_broker, viewerId) : "—"}</span>
        {canEdit && (
          <Button size="compact-xs" variant="light" onClick={() => setEditing(true)}>
            {sale.home_broker ? "Alterar" : "Definir"}
          </Button>
        )}
      </Group>
    );
  }
  return <HomeBrokerSelect sale={sale} onDone={() => setEditing(false)} />;
}

function HomeBrokerSelect({ sale, onDone }: { sale: SaleDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const people = useQuery(saleCandidatesQuery);
  const [value, setValue] = useState<string | null>(sale.home_broker_id);
  const save = useMutation({
    mutationFn: (id: string | null) => setHomeBroker(sale._id, id),
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.detail(sale._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(sale._id) });
      notifySuccess(next.home_broker ? "Corretor da casa definido." : "Corretor da casa removido.");
      onDone();
    },
  });
  const options = (people.data ?? [])
    .filter((u) => u.roles.some((r) => (HOME_BROKER_ROLES as readonly string[]).includes(r)))
    .map((u) => ({ value: u._id, label: u.full_name }));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        aria-label="Corretor da casa"
        placeholder={people.isPending ? "Carregando..." : "Escolha o corretor"}
        data={options}
        value={value}
        onChange={setValue}
        searchable
        clearable
        nothingFoundMessage={people.isError ? "Não foi possível carregar a lista." : "Nenhum corretor encontrado."}
        size="xs"
        style={{ flex: 1 }}
      />
      <Button size="compact-sm" loading={save.isPending} onClick={() => save.mutate(value)}>
        Salvar
      </Button>
      <Button size="compact-sm" variant="subtle" onClick={onDone} disabled={save.isPending}>
        Cancelar
      </Button>
    </Group>
  );
}
