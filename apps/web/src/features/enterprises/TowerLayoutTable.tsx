import { NumberInput, Select, Table } from "@mantine/core";
import { UNIT_POSITION_LABELS, UNIT_POSITIONS, UNIT_TYPE_LABELS, UNIT_TYPES } from "@portal/contracts/inventory-enums";
import type { Layout, Step2FormApi } from "./step2-values";

/** A tower's layout per final (column): type, bedrooms, suites, area, position, garage spots. */
export function TowerLayoutTable({
  form,
  towerIndex: ti,
  layout,
}: {
  form: Step2FormApi;
  towerIndex: number;
  layout: Layout[];
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Final</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Dorm.</Table.Th>
            <Table.Th>Suítes</Table.Th>
            <Table.Th>Área (m²)</Table.Th>
            <Table.Th>Posição</Table.Th>
            <Table.Th>Vagas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layout.map((_, ci) => {
            const p = `towers.${ti}.layout.${ci}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the column index is the unit's final.
              <Table.Tr key={ci}>
                <Table.Td>{String(ci + 1).padStart(2, "0")}</Table.Td>
                <Table.Td miw={150}>
                  <Select
                    aria-label="Tipo"
                    allowDeselect={false}
                    data={UNIT_TYPES.map((x) => ({ value: x, label: UNIT_TYPE_LABELS[x] }))}
                    {...form.getInputProps(`${p}.type`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Dormitórios"
                    min={0}
                    max={10}
                    allowDecimal={false}
                    {...form.getInputProps(`${p}.bedrooms`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Suítes"
                    min={0}
                    max={10}
                    allowDecimal={false}
                    {...form.getInputProps(`${p}.suites`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Área privativa"
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    {...form.getInputProps(`${p}.private_area`)}
                  />
                </Table.Td>
                <Table.Td miw={130}>
                  <Select
                    aria-label="Posição"
                    allowDeselect={false}
                    data={UNIT_POSITIONS.map((x) => ({ value: x, label: UNIT_POSITION_LABELS[x] }))}
                    {...form.getInputProps(`${p}.position`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Vagas"
                    min={0}
                    max={20}
                    allowDecimal={false}
                    {...form.getInputProps(`${p}.garage_spots`)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
