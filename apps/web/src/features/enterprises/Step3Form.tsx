import { Alert, Card, Grid, NumberInput, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step3Body } from "@portal/contracts/enterprise-steps";
import {
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  UNIT_POSITION_LABELS,
  UNIT_POSITIONS,
} from "@portal/contracts/inventory-enums";
import { formatBRL } from "@portal/contracts/money";
import { unitTablePrice } from "@portal/contracts/price-table";
import { useMutation } from "@tanstack/react-query";
import { InfoItem } from "../../components/InfoItem";
import { formatNumber } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { StepActions } from "./StepActions";
import { type StepData, saveStep } from "./wizard.queries";
import { centavosToReais, reaisToCentavos } from "./wizard-steps";

type Position = (typeof UNIT_POSITIONS)[number];
interface Values {
  index_type: string;
  /** Reais in the form; centavos on the wire. */
  base_price_per_m2: number | string;
  floor_adjustment_percentage: number | string;
  base_floor: number | string;
  position_adjustments: Record<Position, number | string>;
}

const num = (v: number | string) => (typeof v === "number" ? v : v === "" ? Number.NaN : Number(v));

function toBody(v: Values) {
  const adjustments: Partial<Record<Position, number>> = {};
  for (const p of UNIT_POSITIONS) {
    const n = num(v.position_adjustments[p]);
    if (Number.isFinite(n) && n !== 0) adjustments[p] = n;
  }
  return {
    index_type: v.index_type,
    base_price_per_m2: reaisToCentavos(num(v.base_price_per_m2)),
    floor_adjustment_percentage: num(v.floor_adjustment_percentage),
    base_floor: num(v.base_floor),
    position_adjustments: adjustments,
  };
}

/**
 * Step 3, prices: the table is generated from a base price per m² with floor and position
 * adjustments (same formula as the API), under an index (INCC-DI during the works, IGP-M after).
 */
export function Step3Form({
  enterpriseId,
  data,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  data: StepData<3>;
  onSaved: () => void;
  onBack: () => void;
}) {
  const p = data.params;
  const form = useForm<Values>({
    initialValues: {
      index_type: data.index_type ?? "INCCDI",
      base_price_per_m2: p ? centavosToReais(p.base_price_per_m2) : "",
      floor_adjustment_percentage: p?.floor_adjustment_percentage ?? 0.5,
      base_floor: p?.base_floor ?? 1,
      position_adjustments: {
        FRONT: p?.position_adjustments.FRONT ?? 0,
        BACK: p?.position_adjustments.BACK ?? 0,
        SIDE: p?.position_adjustments.SIDE ?? 0,
        CORNER: p?.position_adjustments.CORNER ?? 0,
      },
    },
    validate: contractValidate(step3Body, toBody),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) => saveStep(enterpriseId, 3, toBody(v)),
    onSuccess: (d) => {
      notifySuccess(`Tabela gerada: ${formatNumber(d.priced_units)} unidades com preço.`);
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível gerar a tabela de preços");
    },
  });
  const body = toBody(form.values);
  const sample =
    Number.isFinite(body.base_price_per_m2) &&
    body.base_price_per_m2 > 0 &&
    Number.isFinite(body.floor_adjustment_percentage)
      ? unitTablePrice(
          { floor: 10, private_area: 60, position: "FRONT" },
          { ...body, base_floor: Number.isFinite(body.base_floor) ? body.base_floor : 1 },
        )
      : null;

  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        {data.total_units === 0 && (
          <Alert color="yellow">Gere as unidades na etapa 2 antes de gerar a tabela de preços.</Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <InfoItem label="Unidades com preço">
              {formatNumber(data.priced_units)} de {formatNumber(data.total_units)}
            </InfoItem>
            <InfoItem label="VGV (soma da tabela)">{formatBRL(data.total_price)}</InfoItem>
            <InfoItem label="Índice">{data.index_type ? INDEX_TYPE_LABELS[data.index_type] : null}</InfoItem>
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Geração da tabela
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label="Índice de correção"
                withAsterisk
                allowDeselect={false}
                data={INDEX_TYPES.map((i) => ({ value: i, label: INDEX_TYPE_LABELS[i] }))}
                {...form.getInputProps("index_type")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <NumberInput
                label="Preço base por m²"
                withAsterisk
                prefix="R$ "
                thousandSeparator="."
                decimalSeparator=","
                decimalScale={2}
                min={0}
                {...form.getInputProps("base_price_per_m2")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label="Ajuste por andar (%)"
                description="Somado a cada andar acima do base"
                decimalSeparator=","
                decimalScale={2}
                min={-20}
                max={20}
                {...form.getInputProps("floor_adjustment_percentage")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label="Andar base"
                min={0}
                max={200}
                allowDecimal={false}
                {...form.getInputProps("base_floor")}
              />
            </Grid.Col>
            {UNIT_POSITIONS.map((pos) => (
              <Grid.Col key={pos} span={{ base: 6, md: 3 }}>
                <NumberInput
                  label={`Ajuste ${UNIT_POSITION_LABELS[pos].toLowerCase()} (%)`}
                  decimalSeparator=","
                  decimalScale={2}
                  min={-50}
                  max={50}
                  {...form.getInputProps(`position_adjustments.${pos}`)}
                />
              </Grid.Col>
            ))}
          </Grid>
          {sample !== null && (
            <Text size="sm" c="dimmed" mt="md">
              Exemplo: uma unidade de 60 m², de frente, no 10º andar, fica em <strong>{formatBRL(sample)}</strong>.
            </Text>
          )}
        </Card>
        <StepActions saving={mutation.isPending} onBack={onBack} saveLabel="Gerar tabela e continuar" />
      </Stack>
    </form>
  );
}
