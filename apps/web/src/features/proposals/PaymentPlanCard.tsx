/** "Plano de pagamento" card of the proposal builder: template picker, the series editor rows and the mobile remaining bar. */
import { Card, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import type { CommercialRules } from "@portal/contracts/enterprise-steps";
import { notifyError } from "../../lib/notify";
import { PlanEditor } from "./PlanEditor";
import { closeWithRow, type PlanCalc, type SeriesRow, templateToRows } from "./plan-editor";

export function PaymentPlanCard({
  rows,
  onChange,
  errors,
  today,
  calc,
  templates,
}: {
  rows: SeriesRow[];
  onChange: (rows: SeriesRow[]) => void;
  errors: Record<string, string>;
  today: string;
  calc: PlanCalc;
  templates: CommercialRules["serie_templates"] | undefined;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          Plano de pagamento
        </Title>
        {templates && templates.length > 0 && (
          <Select
            placeholder="Começar de um modelo"
            aria-label="Modelo de plano"
            data={templates.map((t) => ({ value: t._id, label: t.name }))}
            value={null}
            onChange={(id) => {
              const t = templates.find((x) => x._id === id);
              if (t) onChange(templateToRows(t.series, calc.netPriceCents, today));
            }}
          />
        )}
      </Group>
      <Stack gap="sm">
        <PlanEditor
          rows={rows}
          onChange={onChange}
          errors={errors}
          today={today}
          onClose={(i) => {
            const next = closeWithRow(rows, i, calc.netPriceCents);
            if (next) onChange(next);
            else
              notifyError(
                "Não falta valor para esta série: o plano já fecha ou excede o valor líquido; ajuste outra série.",
              );
          }}
        />
        {errors.series && (
          <Text size="sm" c="red">
            {errors.series}
          </Text>
        )}
        <Paper
          hiddenFrom="md"
          p="xs"
          radius="sm"
          withBorder
          style={{ position: "sticky", bottom: 8, zIndex: 2 }}
          data-bottom-bar
          bg={calc.state === "closed" ? "teal.0" : calc.state === "missing" ? "orange.0" : "red.0"}
        >
          <Text fw={700} ta="center" size="sm">
            {calc.remainingLabel}
          </Text>
        </Paper>
      </Stack>
    </Card>
  );
}
