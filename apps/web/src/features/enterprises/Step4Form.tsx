import { Card, Grid, NumberInput, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step4Body } from "@portal/contracts/enterprise-steps";
import { useMutation } from "@tanstack/react-query";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ApprovalRulesCard } from "./ApprovalRulesCard";
import { SaleCampaignsCard } from "./SaleCampaignsCard";
import { SerieTemplatesCard } from "./SerieTemplatesCard";
import { StepActions } from "./StepActions";
import { campaignToBody, campaignToValues, type Step4Values } from "./step4-values";
import { type StepData, saveStep } from "./wizard.queries";

/**
 * Step 4, commercial rules: commission split, payment-plan templates (series adding up to 100 %),
 * approval rules (alçadas) and sale campaigns, all saved together (PUT step-4).
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
  const toBody = (v: Step4Values) => ({ ...v, sale_campaigns: v.sale_campaigns.map(campaignToBody) });
  const form = useForm<Step4Values>({
    initialValues: {
      commission_info: data.commission_info ?? {
        agency_percentage: 2,
        broker_percentage: 1.5,
        coordinator_percentage: 0.5,
      },
      serie_templates: data.serie_templates.map((t) => ({ name: t.name, series: t.series })),
      approval_rules: data.approval_rules.map(({ _id, ...r }) => r),
      sale_campaigns: data.sale_campaigns.map(campaignToValues),
    },
    validate: contractValidate(step4Body, toBody),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Step4Values) => saveStep(enterpriseId, 4, toBody(v)),
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

        <SerieTemplatesCard form={form} />
        <ApprovalRulesCard form={form} />
        <SaleCampaignsCard form={form} />
        <StepActions saving={mutation.isPending} onBack={onBack} />
      </Stack>
    </form>
  );
}
