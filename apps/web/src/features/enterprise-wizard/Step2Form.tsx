import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { step2Body } from "@portal/contracts/enterprise-steps";
import { UNIT_POSITIONS, UNIT_TYPES } from "@portal/contracts/inventory-enums";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ButtonLink } from "../../components/ButtonLink";
import { formatNumber } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { UNIT_POSITION_LABELS, UNIT_TYPE_LABELS } from "../mirror/unit-labels";
import { StepActions } from "./StepActions";
import { type StepData, saveStep } from "./wizard.queries";
import { patternNumberRange, patternUnitCount } from "./wizard-steps";

type Layout = {
  type: (typeof UNIT_TYPES)[number];
  bedrooms: number;
  suites: number;
  private_area: number;
  position: (typeof UNIT_POSITIONS)[number];
  garage_spots: number;
};
interface Tower {
  name: string;
  floors: number;
  first_floor: number;
  units_per_floor: number;
  layout: Layout[];
}
interface Values {
  towers: Tower[];
}

const DEFAULT_LAYOUT: Layout = {
  type: "APARTMENT",
  bedrooms: 2,
  suites: 1,
  private_area: 60,
  position: "FRONT",
  garage_spots: 1,
};
const newTower = (i: number, floors = 10, perFloor = 4): Tower => ({
  name: `Torre ${String.fromCharCode(65 + (i % 26))}`,
  floors,
  first_floor: 1,
  units_per_floor: perFloor,
  layout: Array.from({ length: perFloor }, (_, c) => ({ ...DEFAULT_LAYOUT, position: c % 2 === 0 ? "FRONT" : "BACK" })),
});

/** Resizes a tower's column layout when units per floor changes (new columns copy the last one). */
function resize(layout: Layout[], n: number): Layout[] {
  if (n <= 0) return [];
  if (layout.length >= n) return layout.slice(0, n);
  const last = layout[layout.length - 1] ?? DEFAULT_LAYOUT;
  return [...layout, ...Array.from({ length: n - layout.length }, () => ({ ...last }))];
}

/**
 * Step 2, structure: towers generated from a pattern (floors × units per floor, one layout per
 * column: final 01, 02...). Saving regenerates the units; the API refuses (409) once units are
 * reserved, in sale or sold. Single units are edited afterwards from the mirror's drawer.
 */
export function Step2Form({
  enterpriseId,
  data,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  data: StepData<2>;
  onSaved: () => void;
  onBack: () => void;
}) {
  const hasUnits = data.total_units > 0;
  const [editing, setEditing] = useState(!hasUnits);
  const form = useForm<Values>({
    initialValues: {
      towers: hasUnits
        ? data.towers.map((t, i) => ({ ...newTower(i, t.floors, t.units_per_floor), name: t.name }))
        : [newTower(0)],
    },
    validate: contractValidate(step2Body, (v: Values) => v),
  });
  const mutation = useMutation({
    mutationFn: (v: Values) => saveStep(enterpriseId, 2, v),
    onSuccess: (d) => {
      notifySuccess(`Estrutura salva: ${formatNumber(d.total_units)} unidades geradas.`);
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível salvar a estrutura");
    },
  });
  const total = patternUnitCount(form.values.towers);

  if (!editing) {
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
            <Button variant="default" onClick={() => setEditing(true)}>
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

  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        {hasUnits && (
          <Alert color="yellow" title="Regerar substitui todas as unidades">
            As unidades atuais e seus preços serão apagados e gerados de novo pelo padrão abaixo. Não é possível se
            alguma unidade estiver reservada, em venda ou vendida.
          </Alert>
        )}
        {form.values.towers.map((t, ti) => {
          const range = t.layout.length === t.units_per_floor && t.floors > 0 ? patternNumberRange(t) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: towers are edited in place; the index is their identity here.
            <Card key={ti} withBorder radius="md" padding="lg" data-testid="wizard-tower">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="md">
                  {t.name || `Torre ${ti + 1}`}
                </Title>
                {form.values.towers.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover ${t.name}`}
                    onClick={() => form.removeListItem("towers", ti)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 3 }}>
                  <TextInput label="Nome" withAsterisk {...form.getInputProps(`towers.${ti}.name`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label="Andares"
                    min={1}
                    max={200}
                    allowDecimal={false}
                    {...form.getInputProps(`towers.${ti}.floors`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label="Primeiro andar"
                    description="0 = térreo"
                    min={0}
                    max={10}
                    allowDecimal={false}
                    {...form.getInputProps(`towers.${ti}.first_floor`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label="Unidades por andar"
                    min={1}
                    max={50}
                    allowDecimal={false}
                    {...form.getInputProps(`towers.${ti}.units_per_floor`)}
                    onChange={(v) => {
                      const n = typeof v === "number" ? v : Number(v) || 0;
                      form.setFieldValue(`towers.${ti}.units_per_floor`, n);
                      form.setFieldValue(`towers.${ti}.layout`, resize(t.layout, Math.min(50, n)));
                    }}
                  />
                </Grid.Col>
              </Grid>
              <Text size="sm" fw={500} mt="md" mb={4}>
                Tipologia por final (vale para todos os andares)
              </Text>
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
                    {t.layout.map((_, ci) => {
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
              <Text size="sm" c="dimmed" mt="xs">
                {t.floors * t.units_per_floor || 0} unidades
                {range ? `, de ${range.first} a ${range.last}` : ""}.
              </Text>
            </Card>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem("towers", newTower(form.values.towers.length))}
            disabled={form.values.towers.length >= 50}
          >
            Adicionar torre
          </Button>
          <Text size="sm" fw={600} data-testid="wizard-total-units">
            Total: {formatNumber(total)} unidades
          </Text>
        </Group>
        {typeof form.errors.towers === "string" && (
          <Text c="red" size="sm">
            {form.errors.towers}
          </Text>
        )}
        <StepActions saving={mutation.isPending} onBack={onBack} saveLabel="Gerar unidades e continuar" />
      </Stack>
    </form>
  );
}
