import { Alert, Card, MultiSelect, Stack, Switch, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step6Body } from "@portal/contracts/enterprise-steps";
import { hasRole } from "@portal/contracts/policy";
import { useMutation, useQuery } from "@tanstack/react-query";
import { UsersPicker } from "../../components/UsersPicker";
import { formatDateTime } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { assigneesQuery, salesTeamsQuery } from "../leads/lookups.queries";
import { StepActions } from "./StepActions";
import { type StepData, saveStep } from "./wizard.queries";

/** Who decides on prices (alçadas): coordinators among the people who work leads. */
const APPROVER_PICK_ROLES = ["BOOTH_COORDINATOR", "ONLINE_COORDINATOR", "PARTNERSHIP_COORDINATOR"];

interface Values {
  sales_team_ids: string[];
  approver_ids: string[];
  published: boolean;
}

/** Step 6: sales teams, approvers (level 1) and publication. */
export function Step6Form({
  enterpriseId,
  data,
  roles,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  data: StepData<6>;
  roles: readonly string[];
  onSaved: () => void;
  onBack: () => void;
}) {
  const teams = useQuery(salesTeamsQuery(roles));
  const people = useQuery(assigneesQuery(roles));
  const toBody = (v: Values) => ({
    sales_team_ids: v.sales_team_ids,
    approvers: v.approver_ids.map((user_id) => ({
      user_id,
      level: data.approvers.find((a) => a.user_id === user_id)?.level ?? 1,
    })),
    published: v.published,
  });
  const form = useForm<Values>({
    initialValues: {
      sales_team_ids: data.sales_team_ids,
      approver_ids: data.approvers.map((a) => a.user_id),
      published: data.published,
    },
    validate: contractValidate(step6Body, toBody),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) => saveStep(enterpriseId, 6, toBody(v)),
    onSuccess: (d) => {
      notifySuccess(d.published ? "Empreendimento publicado." : "Equipes e aprovadores salvos.");
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      const approverError = Object.keys(form.errors).find((k) => k.startsWith("approvers"));
      if (approverError) form.setFieldError("approver_ids", form.errors[approverError]);
      notifyError(error, "Não foi possível salvar a etapa 6");
    },
  });
  const approverOptions = [
    ...data.approvers.map((a) => ({ value: a.user_id, label: a.full_name })),
    ...(people.data ?? [])
      .filter((p) => hasRole(p.roles, APPROVER_PICK_ROLES, { excludeMaster: true }))
      .filter((p) => !data.approvers.some((a) => a.user_id === p._id))
      .map((p) => ({ value: p._id, label: p.full_name })),
  ];
  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Equipes e aprovadores
          </Title>
          <Stack gap="md">
            <MultiSelect
              label="Times de vendas"
              placeholder={teams.isPending ? "Carregando..." : "Escolha os times"}
              data={(teams.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
              searchable
              clearable
              {...form.getInputProps("sales_team_ids")}
            />
            <UsersPicker
              people={people}
              label="Aprovadores de propostas"
              description="Coordenadores que aprovam propostas fora das alçadas (nível 1)."
              placeholder="Escolha os aprovadores"
              data={approverOptions}
              clearable
              {...form.getInputProps("approver_ids")}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Publicação
          </Title>
          <Switch
            label="Publicado (disponível para venda)"
            {...form.getInputProps("published", { type: "checkbox" })}
          />
          {data.publishedAt && (
            <Text size="sm" c="dimmed" mt="xs">
              Publicado em {formatDateTime(data.publishedAt)}.
            </Text>
          )}
          {form.values.published && !data.published && (
            <Alert color="blue" mt="sm">
              Para publicar, todas as unidades precisam de preço (etapa 3).
            </Alert>
          )}
        </Card>
        <StepActions saving={mutation.isPending} onBack={onBack} saveLabel="Salvar e concluir" />
      </Stack>
    </form>
  );
}
