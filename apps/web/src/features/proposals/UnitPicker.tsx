/** Unit picker of the proposal builder: enterprise first, then its available or reserved units that have a table price. */
import { Button, Select, Stack, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { enterprisesSimplifiedQuery, mirrorQuery } from "./proposals.queries";

export function UnitPicker({
  unitId,
  onPick,
  error,
}: {
  unitId: string | undefined;
  onPick: (id: string | undefined) => void;
  error?: string;
}) {
  const [enterpriseId, setEnterpriseId] = useState<string | null>(null);
  const enterprises = useQuery(enterprisesSimplifiedQuery);
  const mirror = useQuery(mirrorQuery(enterpriseId ?? undefined));
  const units =
    mirror.data?.towers.flatMap((t) =>
      t.floors.flatMap((f) =>
        f.units
          .filter((u) => !u.suspended && u.price !== null && (u.status === "AVAILABLE" || u.status === "RESERVED"))
          .map((u) => ({
            value: u._id,
            label: `${t.name} · ${u.number} · ${u.bedrooms} dorm. · ${formatBRL(u.price as number)}${u.status === "RESERVED" ? " (reservada)" : ""}`,
          })),
      ),
    ) ?? [];
  if (unitId && !enterpriseId) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Unidade
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onPick(undefined)} w="fit-content">
          Trocar unidade
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label="Empreendimento"
        placeholder="Escolha o empreendimento"
        searchable
        data={(enterprises.data?.payload ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
        value={enterpriseId}
        onChange={setEnterpriseId}
      />
      {enterpriseId && (
        <Select
          label="Unidade"
          placeholder={mirror.isPending ? "Carregando unidades..." : "Escolha a unidade"}
          searchable
          data={units}
          value={unitId ?? null}
          onChange={(v) => onPick(v ?? undefined)}
          nothingFoundMessage="Nenhuma unidade disponível com preço"
          error={error}
        />
      )}
    </Stack>
  );
}
