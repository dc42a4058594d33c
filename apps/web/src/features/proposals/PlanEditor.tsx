import { ActionIcon, Button, Card, Grid, Group, NumberInput, Select, Text, TextInput, Tooltip } from "@mantine/core";
import {
  DOWN_PAYMENT_VARIANTS,
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  SERIES_PERIOD_MONTHS,
  SERIES_TYPE_LABELS,
  SERIES_TYPES,
  type SeriesType,
  SINGLE_INSTALMENT_SERIES,
} from "@portal/contracts/payment-plan";
import { IconPlus, IconTarget, IconTrash } from "@tabler/icons-react";
import { DateField } from "../../components/DateField";
import { maskMoneyInput } from "../../lib/money-input";
import { changeRowType, newRow, type SeriesRow } from "./plan-editor";

const TYPE_OPTIONS = SERIES_TYPES.map((t) => ({ value: t, label: SERIES_TYPE_LABELS[t] }));
const VARIANT_OPTIONS = DOWN_PAYMENT_VARIANTS.map((v) => ({ value: v, label: v }));
const INDEX_OPTIONS = [
  { value: "", label: "Sem índice" },
  ...INDEX_TYPES.map((i) => ({ value: i, label: INDEX_TYPE_LABELS[i] })),
];

function periodicityText(type: SeriesType): string {
  const months = SERIES_PERIOD_MONTHS[type];
  if (SINGLE_INSTALMENT_SERIES.includes(type) || type === "ACT") return "Parcela na data";
  return months === 1 ? "A cada mês" : `A cada ${months} meses`;
}

/**
 * The series rows of a payment plan. Errors are keyed like the API's 400 ("series.2.value"), so the same
 * text shows under the field whether it came from the live check or from the server.
 */
export function PlanEditor({
  rows,
  onChange,
  errors,
  today,
  onClose,
}: {
  rows: SeriesRow[];
  onChange: (rows: SeriesRow[]) => void;
  errors: Record<string, string>;
  today: string;
  /** Fills a row's value with what is left to close the plan. */
  onClose: (index: number) => void;
}) {
  const update = (i: number, patch: Partial<SeriesRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const err = (i: number, field: string) => errors[`series.${i}.${field}`];

  return (
    <>
      {rows.map((row, i) => (
        <Card key={row.key} withBorder radius="md" padding="sm" data-testid="series-row">
          <Group justify="space-between" mb={4}>
            <Text fw={600} size="sm">
              Série {i + 1}
            </Text>
            <Group gap={4}>
              <Tooltip label="Completar o plano com esta série">
                <ActionIcon variant="subtle" aria-label={`Completar com a série ${i + 1}`} onClick={() => onClose(i)}>
                  <IconTarget size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remover série">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remover a série ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Grid gap="xs">
            <Grid.Col span={{ base: 12, xs: 6, lg: 4 }}>
              <Select
                label="Tipo"
                data={TYPE_OPTIONS}
                value={row.type}
                allowDeselect={false}
                onChange={(v) => v && onChange(rows.map((r, j) => (j === i ? changeRowType(r, v as SeriesType) : r)))}
                error={err(i, "type")}
              />
            </Grid.Col>
            {row.type === "ACT" && (
              <Grid.Col span={{ base: 6, xs: 3, lg: 4 }}>
                <Select
                  label="Variante do ato"
                  data={VARIANT_OPTIONS}
                  value={row.down_payment_variant}
                  onChange={(v) =>
                    update(i, { down_payment_variant: (v as SeriesRow["down_payment_variant"]) ?? null })
                  }
                  error={err(i, "down_payment_variant")}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 6, xs: 3, lg: 4 }}>
              <NumberInput
                label="Parcelas"
                min={1}
                max={420}
                allowDecimal={false}
                allowNegative={false}
                value={row.count}
                disabled={SINGLE_INSTALMENT_SERIES.includes(row.type)}
                onChange={(v) => update(i, { count: typeof v === "number" ? v : Number(v) || 0 })}
                error={err(i, "count")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, lg: 4 }}>
              <TextInput
                label="Valor da parcela"
                leftSection={<Text size="xs">R$</Text>}
                inputMode="numeric"
                placeholder="0,00"
                value={row.value}
                onChange={(e) => update(i, { value: maskMoneyInput(e.currentTarget.value) })}
                error={err(i, "value")}
                data-testid="series-value"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 3, lg: 4 }}>
              <DateField
                label="1º vencimento"
                value={row.first_due_date}
                onChange={(first_due_date) => update(i, { first_due_date })}
                error={err(i, "first_due_date")}
                description={periodicityText(row.type)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 3, lg: 4 }}>
              <Select
                label="Índice"
                data={INDEX_OPTIONS}
                value={row.index ?? ""}
                allowDeselect={false}
                onChange={(v) => update(i, { index: (v || null) as SeriesRow["index"] })}
                error={err(i, "index")}
              />
            </Grid.Col>
          </Grid>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...rows, newRow(rows.length === 0 ? "ACT" : "MONTHLY", today)])}
        >
          Adicionar série
        </Button>
      </Group>
    </>
  );
}
