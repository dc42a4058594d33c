import { Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { ButtonLink } from "../../components/ButtonLink";
import { formatNumber } from "../../lib/format";
import type { StepData } from "./wizard.queries";

/** Step 2 once units exist: the generated structure, with the way to regenerate it or go on. */
export function Step2Summary({
  enterpriseId,
  data,
  onRegenerate,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  data: StepData<2>;
  onRegenerate: () => void;
  onSaved: () => void;
  onBack: () => void;
}) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="md" mb="sm">
          Estrutura gerada
        </Title>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Torre</Table.Th>
              <Table.Th>Andares</Table.Th>
              <Table.Th>Unid./andar</Table.Th>
              <Table.Th>Unidades</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.towers.map((t) => (
              <Table.Tr key={t._id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{t.floors}</Table.Td>
                <Table.Td>{t.units_per_floor}</Table.Td>
                <Table.Td>{t.units}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" mt="sm">
          Total: <strong>{formatNumber(data.total_units)} unidades</strong>. Para ajustar uma unidade (número,
          tipologia, área, posição, vagas), abra-a no espelho.
        </Text>
        <Group mt="md" gap="sm">
          <ButtonLink to="/enterprises/$enterpriseId/mirror" params={{ enterpriseId }} variant="light">
            Abrir o espelho
          </ButtonLink>
          <Button variant="default" onClick={onRegenerate}>
            Regerar a estrutura
          </Button>
        </Group>
      </Card>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Voltar
        </Button>
        <Button onClick={onSaved}>Continuar</Button>
      </Group>
    </Stack>
  );
}
