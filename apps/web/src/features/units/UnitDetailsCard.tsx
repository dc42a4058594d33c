import { Button, Card, Group, SimpleGrid } from "@mantine/core";
import type { UnitDto } from "@portal/contracts/inventory";
import { UNIT_POSITION_LABELS, UNIT_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import { formatBRL } from "@portal/contracts/money";
import { canManageEnterprises } from "@portal/contracts/policy";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { formatArea } from "./cell-format";
import { floorLabel } from "./mirror-grid";
import { UnitEditForm } from "./UnitEditForm";

/** The unit's data (price, area, layout...), editable in place by whoever manages enterprises. */
export function UnitDetailsCard({ unit, roles }: { unit: UnitDto; roles: readonly string[] }) {
  const [editing, setEditing] = useState(false);
  const pricePerM2 = unit.price !== null && unit.private_area > 0 ? Math.round(unit.price / unit.private_area) : null;
  if (editing)
    return (
      <Card withBorder radius="md" padding="md">
        <UnitEditForm unit={unit} onDone={() => setEditing(false)} />
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <InfoItem label="Preço de tabela">{unit.price === null ? "Sem preço" : formatBRL(unit.price)}</InfoItem>
        <InfoItem label="Preço por m²">{pricePerM2 === null ? null : formatBRL(pricePerM2)}</InfoItem>
        <InfoItem label="Área privativa">{formatArea(unit.private_area)}</InfoItem>
        <InfoItem label="Andar">{floorLabel(unit.floor)}</InfoItem>
        <InfoItem label="Tipo">{UNIT_TYPE_LABELS[unit.type]}</InfoItem>
        <InfoItem label="Dormitórios">
          {unit.bedrooms}
          {unit.suites > 0 ? ` (${unit.suites} suíte${unit.suites > 1 ? "s" : ""})` : ""}
        </InfoItem>
        <InfoItem label="Posição">{UNIT_POSITION_LABELS[unit.position]}</InfoItem>
        <InfoItem label="Vagas">{String(unit.garage_spots)}</InfoItem>
      </SimpleGrid>
      {canManageEnterprises(roles) && (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
            Editar unidade
          </Button>
        </Group>
      )}
    </Card>
  );
}
