import { Button, Group, Modal, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  commonAreaPlanUpdateBody,
  type EnterprisePlanDto,
  enterprisePlanSchema,
} from "@portal/contracts/enterprise-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../lib/api-client";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { planBasePath, planKeys } from "./plans.queries";

interface Values {
  title: string;
  order: number | string;
}
const toBody = (v: Values) => ({ title: v.title.trim() || null, order: v.order === "" ? undefined : Number(v.order) });

/** PUT …/{planId}: title and order. */
export function PlanEditModal({ plan, onClose }: { plan: EnterprisePlanDto | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { title: "", order: 0 },
    validate: contractValidate(commonAreaPlanUpdateBody, toBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another plan is opened.
  useEffect(() => {
    if (plan) form.setValues({ title: plan.title ?? "", order: plan.order });
  }, [plan?._id]);
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) =>
      apiRequest(`${planBasePath(plan?.enterprise_id ?? "", plan?.kind ?? "COMMON_AREA_PLAN")}/${plan?._id}`, {
        method: "PUT",
        body: toBody(v),
        schema: enterprisePlanSchema,
      }),
    onSuccess: (saved) => {
      notifySuccess("Planta atualizada.");
      void queryClient.invalidateQueries({ queryKey: planKeys.list(saved.enterprise_id, saved.kind) });
      onClose();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível salvar a planta");
    },
  });
  return (
    <Modal opened={plan !== null} onClose={onClose} title="Editar planta" centered>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="sm">
          <TextInput label="Título" maxLength={120} data-autofocus {...form.getInputProps("title")} />
          <NumberInput
            label="Ordem"
            description="Menor primeiro, dentro da torre ou das áreas comuns."
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("order")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
