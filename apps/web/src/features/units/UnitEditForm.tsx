import { Button, Grid, Group, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { unitUpdateBody } from "@portal/contracts/enterprise-steps";
import type { UnitDto } from "@portal/contracts/inventory";
import { unitSchema } from "@portal/contracts/inventory";
import { UNIT_POSITION_LABELS, UNIT_POSITIONS, UNIT_TYPE_LABELS, UNIT_TYPES } from "@portal/contracts/inventory-enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { mirrorKeys } from "./units.queries";

interface Values {
  number: string;
  type: string;
  bedrooms: number | string;
  suites: number | string;
  private_area: number | string;
  position: string;
  garage_spots: number | string;
  /** Reais in the form, centavos on the wire; empty = no price. */
  price: number | string;
}

const n = (v: number | string) => (typeof v === "number" ? v : v === "" ? Number.NaN : Number(v));
const toBody = (v: Values) => ({
  number: v.number,
  type: v.type,
  bedrooms: n(v.bedrooms),
  suites: n(v.suites),
  private_area: n(v.private_area),
  position: v.position,
  garage_spots: n(v.garage_spots),
  price: v.price === "" ? null : Math.round(n(v.price) * 100),
});

/** Editing one generated unit (PUT /enterprises/{id}/units/{unitId}): managers only. */
export function UnitEditForm({ unit, onDone }: { unit: UnitDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      number: unit.number,
      type: unit.type,
      bedrooms: unit.bedrooms,
      suites: unit.suites,
      private_area: unit.private_area,
      position: unit.position,
      garage_spots: unit.garage_spots,
      price: unit.price === null ? "" : unit.price / 100,
    },
    validate: contractValidate(unitUpdateBody, toBody),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) =>
      apiRequest(`/enterprises/${unit.enterprise_id}/units/${unit._id}`, {
        method: "PUT",
        body: toBody(v),
        schema: unitSchema,
      }),
    onSuccess: () => {
      notifySuccess("Unidade atualizada.");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unit._id) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(unit.enterprise_id) });
      onDone();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível atualizar a unidade");
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput label="Número" withAsterisk {...form.getInputProps("number")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select
              label="Tipo"
              allowDeselect={false}
              data={UNIT_TYPES.map((t) => ({ value: t, label: UNIT_TYPE_LABELS[t] }))}
              {...form.getInputProps("type")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select
              label="Posição"
              allowDeselect={false}
              data={UNIT_POSITIONS.map((p) => ({ value: p, label: UNIT_POSITION_LABELS[p] }))}
              {...form.getInputProps("position")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label="Dormitórios"
              min={0}
              max={10}
              allowDecimal={false}
              {...form.getInputProps("bedrooms")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput label="Suítes" min={0} max={10} allowDecimal={false} {...form.getInputProps("suites")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label="Área (m²)"
              min={0}
              decimalScale={2}
              decimalSeparator=","
              {...form.getInputProps("private_area")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput label="Vagas" min={0} max={20} allowDecimal={false} {...form.getInputProps("garage_spots")} />
          </Grid.Col>
          <Grid.Col span={12}>
            <NumberInput
              label="Preço de tabela"
              prefix="R$ "
              thousandSeparator="."
              decimalSeparator=","
              decimalScale={2}
              min={0}
              {...form.getInputProps("price")}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Salvar unidade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
