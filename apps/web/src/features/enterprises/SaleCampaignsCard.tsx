import { ActionIcon, Card, Grid, NumberInput, Select, Text, TextInput } from "@mantine/core";
import { DISCOUNT_TYPE_LABELS, DISCOUNT_TYPES } from "@portal/contracts/inventory-enums";
import { IconTrash } from "@tabler/icons-react";
import { DateField } from "../../components/DateField";
import { newCampaign, type Step4FormApi } from "./step4-values";
import { WizardListHeader } from "./WizardListHeader";

/** Sale campaigns: a discount on the table price during a period (saved with the step, like the other rules). */
export function SaleCampaignsCard({ form }: { form: Step4FormApi }) {
  const day = (i: number, key: "starts_at" | "ends_at", label: string) => (
    <DateField
      label={label}
      withAsterisk
      value={form.values.sale_campaigns[i]?.[key]}
      onChange={(v) => form.setFieldValue(`sale_campaigns.${i}.${key}`, v)}
      error={form.errors[`sale_campaigns.${i}.${key}`]}
    />
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <WizardListHeader
        title="Campanhas de venda"
        addLabel="Nova campanha"
        onAdd={() => form.insertListItem("sale_campaigns", newCampaign())}
      />
      {form.values.sale_campaigns.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma campanha cadastrada.
        </Text>
      )}
      {form.values.sale_campaigns.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: edited in place.
        <Grid key={i} gap="xs" align="flex-end" data-testid="sale-campaign">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label="Nome da campanha"
              withAsterisk
              maxLength={80}
              {...form.getInputProps(`sale_campaigns.${i}.name`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <Select
              label="Desconto"
              allowDeselect={false}
              data={DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }))}
              {...form.getInputProps(`sale_campaigns.${i}.discount_type`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <NumberInput
              label={c.discount_type === "ABSOLUTE" ? "Valor (R$)" : "Percentual"}
              withAsterisk
              min={0}
              decimalSeparator=","
              thousandSeparator={c.discount_type === "ABSOLUTE" ? "." : undefined}
              decimalScale={2}
              suffix={c.discount_type === "ABSOLUTE" ? undefined : " %"}
              prefix={c.discount_type === "ABSOLUTE" ? "R$ " : undefined}
              {...form.getInputProps(`sale_campaigns.${i}.discount_value`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>{day(i, "starts_at", "Início")}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>{day(i, "ends_at", "Fim (último dia)")}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remover campanha"
              onClick={() => form.removeListItem("sale_campaigns", i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Grid.Col>
          <Grid.Col span={12}>
            <Text size="xs" c="dimmed">
              {c.unit_ids.length ? `Vale para ${c.unit_ids.length} unidade(s).` : "Vale para todas as unidades."}
            </Text>
          </Grid.Col>
        </Grid>
      ))}
    </Card>
  );
}
