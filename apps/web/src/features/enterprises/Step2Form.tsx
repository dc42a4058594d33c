import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step2Body } from "@portal/contracts/enterprise-steps";
import { IconPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { Step2Summary } from "./Step2Summary";
import { StepActions } from "./StepActions";
import { newTower, type Step2Values } from "./step2-values";
import { TowerCard } from "./TowerCard";
import { type StepData, saveStep } from "./wizard.queries";
import { patternUnitCount } from "./wizard-steps";

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
  const form = useForm<Step2Values>({
    initialValues: {
      towers: hasUnits
        ? data.towers.map((t, i) => ({ ...newTower(i, t.floors, t.units_per_floor), name: t.name }))
        : [newTower(0)],
    },
    validate: contractValidate(step2Body, (v: Step2Values) => v),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Step2Values) => saveStep(enterpriseId, 2, v),
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
      <Step2Summary
        enterpriseId={enterpriseId}
        data={data}
        onRegenerate={() => setEditing(true)}
        onSaved={onSaved}
        onBack={onBack}
      />
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
        {form.values.towers.map((t, ti) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: towers are edited in place; the index is their identity here.
          <TowerCard key={ti} form={form} tower={t} towerIndex={ti} />
        ))}
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
