import { Badge, Group, Stepper } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ButtonLink";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { mirrorKeys } from "../units/units.queries";
import { enterprisesKeys } from "./enterprises.queries";
import { Step1Form } from "./Step1Form";
import { Step2Form } from "./Step2Form";
import { Step3Form } from "./Step3Form";
import { Step4Form } from "./Step4Form";
import { Step5Form } from "./Step5Form";
import { Step6Form } from "./Step6Form";
import { stepQuery, wizardKeys, wizardStateQuery } from "./wizard.queries";
import { canOpenStep, type StepNumber, stepToOpen, WIZARD_STEPS } from "./wizard-steps";

/**
 * The enterprise wizard: six steps, each saved with PUT step-N; it opens at the step after the last
 * saved one (GET /enterprises/{id}/wizard) and lets saved steps be revisited.
 */
export function WizardPage({
  enterpriseId,
  requestedStep,
  roles,
  goTo,
}: {
  enterpriseId: string;
  requestedStep: number | undefined;
  roles: readonly string[];
  goTo: (step: StepNumber) => void;
}) {
  const queryClient = useQueryClient();
  const state = useQuery(wizardStateQuery(enterpriseId));
  if (state.isPending) return <LoadingState label="Carregando o cadastro..." />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const reached = state.data.wizard_step;
  const step = stepToOpen(requestedStep, reached);

  const afterSave = async (n: StepNumber) => {
    await queryClient.invalidateQueries({ queryKey: wizardKeys.all(enterpriseId) });
    void queryClient.invalidateQueries({ queryKey: enterprisesKeys.all });
    void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    if (n < 6) goTo((n + 1) as StepNumber);
  };
  const back = (n: StepNumber) => () => goTo(Math.max(1, n - 1) as StepNumber);

  return (
    <>
      <PageHeader
        title="Cadastro do empreendimento"
        description={
          <Group gap="xs" component="span">
            <span>Etapas salvas: {reached} de 6</span>
            {state.data.published && (
              <Badge color="teal" variant="light">
                Publicado
              </Badge>
            )}
          </Group>
        }
        actions={
          <ButtonLink to="/enterprises/$enterpriseId" params={{ enterpriseId }} variant="default">
            Ver empreendimento
          </ButtonLink>
        }
      />
      <Stepper
        active={step - 1}
        onStepClick={(i) => canOpenStep(i + 1, reached) && goTo((i + 1) as StepNumber)}
        size="sm"
        mb="lg"
        wrap
      >
        {WIZARD_STEPS.map((s) => (
          <Stepper.Step
            key={s.n}
            label={s.label}
            description={s.description}
            allowStepSelect={canOpenStep(s.n, reached)}
            completedIcon={undefined}
          />
        ))}
      </Stepper>
      <StepBody
        key={step}
        enterpriseId={enterpriseId}
        step={step}
        roles={roles}
        onSaved={afterSave}
        onBack={back(step)}
      />
    </>
  );
}

function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}

function StepBody({
  enterpriseId,
  step,
  roles,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  step: StepNumber;
  roles: readonly string[];
  onSaved: (n: StepNumber) => Promise<void>;
  onBack: () => void;
}) {
  const q1 = useQuery({ ...stepQuery(enterpriseId, 1), enabled: step === 1 });
  const q2 = useQuery({ ...stepQuery(enterpriseId, 2), enabled: step === 2 });
  const q3 = useQuery({ ...stepQuery(enterpriseId, 3), enabled: step === 3 });
  const q4 = useQuery({ ...stepQuery(enterpriseId, 4), enabled: step === 4 });
  const q5 = useQuery({ ...stepQuery(enterpriseId, 5), enabled: step === 5 });
  const q6 = useQuery({ ...stepQuery(enterpriseId, 6), enabled: step === 6 });
  switch (step) {
    case 1:
      return (
        <Loading query={q1}>
          {() => <Step1Form enterpriseId={enterpriseId} data={q1.data} onSaved={() => void onSaved(1)} />}
        </Loading>
      );
    case 2:
      return (
        <Loading query={q2}>
          {() =>
            q2.data && (
              <Step2Form enterpriseId={enterpriseId} data={q2.data} onSaved={() => void onSaved(2)} onBack={onBack} />
            )
          }
        </Loading>
      );
    case 3:
      return (
        <Loading query={q3}>
          {() =>
            q3.data && (
              <Step3Form enterpriseId={enterpriseId} data={q3.data} onSaved={() => void onSaved(3)} onBack={onBack} />
            )
          }
        </Loading>
      );
    case 4:
      return (
        <Loading query={q4}>
          {() =>
            q4.data && (
              <Step4Form enterpriseId={enterpriseId} data={q4.data} onSaved={() => void onSaved(4)} onBack={onBack} />
            )
          }
        </Loading>
      );
    case 5:
      return (
        <Loading query={q5}>
          {() =>
            q5.data && (
              <Step5Form
                enterpriseId={enterpriseId}
                roles={roles}
                data={q5.data}
                onSaved={() => void onSaved(5)}
                onBack={onBack}
              />
            )
          }
        </Loading>
      );
    case 6:
      return (
        <Loading query={q6}>
          {() =>
            q6.data && (
              <Step6Form
                enterpriseId={enterpriseId}
                data={q6.data}
                roles={roles}
                onSaved={() => void onSaved(6)}
                onBack={onBack}
              />
            )
          }
        </Loading>
      );
  }
}
