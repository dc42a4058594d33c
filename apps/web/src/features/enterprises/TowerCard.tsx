import { ActionIcon, Card, Grid, Group, NumberInput, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { resize, type Step2FormApi, type Tower } from "./step2-values";
import { TowerLayoutTable } from "./TowerLayoutTable";
import { patternNumberRange } from "./wizard-steps";

/** One tower of step 2: its pattern (floors, first floor, units per floor) and its layout per final. */
export function TowerCard({
  form,
  tower: t,
  towerIndex: ti,
}: {
  form: Step2FormApi;
  tower: Tower;
  towerIndex: number;
}) {
  const range = t.layout.length === t.units_per_floor && t.floors > 0 ? patternNumberRange(t) : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="wizard-tower">
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
      <TowerLayoutTable form={form} towerIndex={ti} layout={t.layout} />
      <Text size="sm" c="dimmed" mt="xs">
        {t.floors * t.units_per_floor || 0} unidades
        {range ? `, de ${range.first} a ${range.last}` : ""}.
      </Text>
    </Card>
  );
}
