import { ActionIcon, Card, Grid, NumberInput, Select, Text } from "@mantine/core";
import { APPROVAL_RULE_KIND_LABELS, APPROVAL_RULE_KINDS } from "@portal/contracts/inventory-enums";
import { IconTrash } from "@tabler/icons-react";
import type { Step4FormApi } from "./step4-values";
import { WizardListHeader } from "./WizardListHeader";

/** Approval rules (alçadas): when a proposal needs approval, and at which level. */
export function ApprovalRulesCard({ form }: { form: Step4FormApi }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <WizardListHeader
        title="Alçadas de aprovação"
        addLabel="Nova regra"
        onAdd={() =>
          form.insertListItem("approval_rules", {
            kind: "MAX_DISCOUNT_PERCENTAGE",
            threshold: 5,
            level: 1,
            description: null,
          })
        }
      />
      {form.values.approval_rules.length === 0 && (
        <Text size="sm" c="dimmed">
          Sem regras: nenhuma proposta precisa de aprovação.
        </Text>
      )}
      {form.values.approval_rules.map((_, ri) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: edited in place.
        <Grid key={ri} gap="xs" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label="Precisa de aprovação quando"
              allowDeselect={false}
              data={APPROVAL_RULE_KINDS.map((k) => ({ value: k, label: APPROVAL_RULE_KIND_LABELS[k] }))}
              {...form.getInputProps(`approval_rules.${ri}.kind`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <NumberInput
              label="Limite"
              min={0}
              decimalSeparator=","
              {...form.getInputProps(`approval_rules.${ri}.threshold`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <NumberInput
              label="Nível (alçada)"
              min={1}
              max={5}
              allowDecimal={false}
              {...form.getInputProps(`approval_rules.${ri}.level`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remover regra"
              onClick={() => form.removeListItem("approval_rules", ri)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
    </Card>
  );
}
