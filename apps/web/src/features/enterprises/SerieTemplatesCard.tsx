import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  DOWN_PAYMENT_VARIANTS,
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  PAYMENT_SERIE_TYPES,
} from "@portal/contracts/inventory-enums";
import { SERIES_TYPE_LABELS } from "@portal/contracts/payment-plan";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { Serie, Step4FormApi } from "./step4-values";
import { WizardListHeader } from "./WizardListHeader";

const newSerie = (): Serie => ({
  type: "MONTHLY",
  down_payment_variant: null,
  count: 36,
  percentage: 0,
  index_type: "INCCDI",
});

/** Payment-plan templates: each one a list of series that must add up to 100 %. */
export function SerieTemplatesCard({ form }: { form: Step4FormApi }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <WizardListHeader
        title="Modelos de plano de pagamento"
        addLabel="Novo modelo"
        onAdd={() =>
          form.insertListItem("serie_templates", {
            name: "",
            series: [
              { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10, index_type: null },
              { ...newSerie(), percentage: 30 },
              { type: "FINANCING", down_payment_variant: null, count: 1, percentage: 60, index_type: null },
            ],
          })
        }
      />
      {form.values.serie_templates.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum modelo. Os modelos agilizam a montagem das propostas.
        </Text>
      )}
      <Stack gap="md">
        {form.values.serie_templates.map((t, ti) => {
          const sum = t.series.reduce((s, x) => s + (Number(x.percentage) || 0), 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: edited in place.
            <Card key={ti} withBorder radius="sm" padding="sm">
              <Group align="flex-end" gap="sm" mb="xs">
                <TextInput
                  label="Nome do modelo"
                  withAsterisk
                  style={{ flex: 1 }}
                  {...form.getInputProps(`serie_templates.${ti}.name`)}
                />
                <Badge color={Math.abs(sum - 100) < 0.0001 ? "teal" : "red"} variant="light" size="lg">
                  Soma {sum.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} %
                </Badge>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remover modelo"
                  onClick={() => form.removeListItem("serie_templates", ti)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              {typeof form.errors[`serie_templates.${ti}.series`] === "string" && (
                <Text c="red" size="xs" mb="xs">
                  {form.errors[`serie_templates.${ti}.series`]}
                </Text>
              )}
              {t.series.map((s, si) => {
                const p = `serie_templates.${ti}.series.${si}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: edited in place.
                  <Grid key={si} gap="xs" align="flex-end">
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <Select
                        label="Série"
                        allowDeselect={false}
                        data={PAYMENT_SERIE_TYPES.map((x) => ({ value: x, label: SERIES_TYPE_LABELS[x] }))}
                        {...form.getInputProps(`${p}.type`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 2 }}>
                      <Select
                        label="Variante do ato"
                        disabled={s.type !== "ACT"}
                        clearable
                        data={[...DOWN_PAYMENT_VARIANTS]}
                        {...form.getInputProps(`${p}.down_payment_variant`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 4, sm: 2 }}>
                      <NumberInput
                        label="Parcelas"
                        min={1}
                        max={420}
                        allowDecimal={false}
                        {...form.getInputProps(`${p}.count`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 4, sm: 2 }}>
                      <NumberInput
                        label="% do valor"
                        decimalSeparator=","
                        decimalScale={4}
                        min={0}
                        max={100}
                        {...form.getInputProps(`${p}.percentage`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 4, sm: 2 }}>
                      <Select
                        label="Índice"
                        clearable
                        data={INDEX_TYPES.map((i) => ({ value: i, label: INDEX_TYPE_LABELS[i] }))}
                        {...form.getInputProps(`${p}.index_type`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 1 }}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label="Remover série"
                        disabled={t.series.length <= 1}
                        onClick={() => form.removeListItem(`serie_templates.${ti}.series`, si)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Grid.Col>
                  </Grid>
                );
              })}
              <Button
                size="xs"
                variant="subtle"
                mt="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem(`serie_templates.${ti}.series`, newSerie())}
              >
                Adicionar série
              </Button>
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
