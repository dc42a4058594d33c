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
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { step4Body } from "@portal/contracts/enterprise-steps";
import {
  APPROVAL_RULE_KINDS,
  DOWN_PAYMENT_VARIANTS,
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  PAYMENT_SERIE_TYPES,
} from "@portal/contracts/inventory-enums";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { formatCurrency, formatDate } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { StepActions } from "./StepActions";
import { type StepData, saveStep } from "./wizard.queries";

export const SERIE_TYPE_LABELS: Record<(typeof PAYMENT_SERIE_TYPES)[number], string> = {
  ACT: "Ato / sinal",
  MONTHLY: "Mensais",
  QUARTERLY: "Trimestrais",
  FOUR_MONTHLY: "Quadrimestrais",
  SEMIANNUAL: "Semestrais",
  ANNUALLY: "Anuais",
  SINGLE: "Parcela única",
  MONTHLY_PRO: "Mensais pró-soluto",
  FINANCING: "Financiamento",
  FGTS: "FGTS",
};
const RULE_LABELS: Record<(typeof APPROVAL_RULE_KINDS)[number], string> = {
  MAX_DISCOUNT_PERCENTAGE: "Desconto acima de (%)",
  MIN_DOWN_PAYMENT_PERCENTAGE: "Entrada abaixo de (%)",
  MAX_INSTALLMENTS: "Parcelas acima de",
  MAX_TERM_MONTHS: "Prazo acima de (meses)",
};

interface Serie {
  type: string;
  down_payment_variant: string | null;
  count: number;
  percentage: number;
  index_type: string | null;
}
interface Values {
  commission_info: { agency_percentage: number; broker_percentage: number; coordinator_percentage: number };
  serie_templates: { name: string; series: Serie[] }[];
  approval_rules: { kind: string; threshold: number; level: number; description: string | null }[];
}

const newSerie = (): Serie => ({
  type: "MONTHLY",
  down_payment_variant: null,
  count: 36,
  percentage: 0,
  index_type: "INCCDI",
});

/**
 * Step 4, commercial rules: commission split, payment-plan templates (series adding up to 100 %),
 * approval rules (alçadas). Sale campaigns already saved are kept as they are (their editor: Em breve).
 */
export function Step4Form({
  enterpriseId,
  data,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  data: StepData<4>;
  onSaved: () => void;
  onBack: () => void;
}) {
  const campaigns = data.sale_campaigns.map(({ _id, ...c }) => c);
  const toBody = (v: Values) => ({ ...v, sale_campaigns: campaigns });
  const form = useForm<Values>({
    initialValues: {
      commission_info: data.commission_info ?? {
        agency_percentage: 2,
        broker_percentage: 1.5,
        coordinator_percentage: 0.5,
      },
      serie_templates: data.serie_templates.map((t) => ({ name: t.name, series: t.series })),
      approval_rules: data.approval_rules.map(({ _id, ...r }) => r),
    },
    validate: contractValidate(step4Body, toBody),
  });
  const mutation = useMutation({
    mutationFn: (v: Values) => saveStep(enterpriseId, 4, toBody(v)),
    onSuccess: () => {
      notifySuccess("Regras comerciais salvas.");
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível salvar as regras comerciais");
    },
  });
  const pct = (path: string, label: string) => (
    <NumberInput
      label={label}
      suffix=" %"
      decimalSeparator=","
      decimalScale={2}
      min={0}
      max={20}
      {...form.getInputProps(path)}
    />
  );

  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Comissão (sobre o valor da venda)
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>{pct("commission_info.agency_percentage", "Imobiliária")}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{pct("commission_info.broker_percentage", "Corretor")}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {pct("commission_info.coordinator_percentage", "Coordenador")}
            </Grid.Col>
          </Grid>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              Modelos de plano de pagamento
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                form.insertListItem("serie_templates", {
                  name: "",
                  series: [
                    { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10, index_type: null },
                    { ...newSerie(), percentage: 30 },
                    { type: "FINANCING", down_payment_variant: null, count: 1, percentage: 60, index_type: null },
                  ],
                })
              }
            >
              Novo modelo
            </Button>
          </Group>
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
                            data={PAYMENT_SERIE_TYPES.map((x) => ({ value: x, label: SERIE_TYPE_LABELS[x] }))}
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

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              Alçadas de aprovação
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                form.insertListItem("approval_rules", {
                  kind: "MAX_DISCOUNT_PERCENTAGE",
                  threshold: 5,
                  level: 1,
                  description: null,
                })
              }
            >
              Nova regra
            </Button>
          </Group>
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
                  data={APPROVAL_RULE_KINDS.map((k) => ({ value: k, label: RULE_LABELS[k] }))}
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

        <Card withBorder radius="md" padding="lg">
          <Group gap="xs" mb="xs">
            <Title order={2} fz="md">
              Campanhas de venda
            </Title>
            <Badge variant="light" color="gray">
              Edição em breve
            </Badge>
          </Group>
          {data.sale_campaigns.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma campanha cadastrada.
            </Text>
          ) : (
            data.sale_campaigns.map((c) => (
              <Text key={c._id} size="sm">
                {c.name}:{" "}
                {c.discount_type === "PERCENTAGE" ? `${c.discount_value} %` : formatCurrency(c.discount_value)} de{" "}
                {formatDate(c.starts_at)} a {formatDate(c.ends_at)} ({c.unit_ids.length || "todas as"} unidades)
              </Text>
            ))
          )}
        </Card>
        <StepActions saving={mutation.isPending} onBack={onBack} />
      </Stack>
    </form>
  );
}
