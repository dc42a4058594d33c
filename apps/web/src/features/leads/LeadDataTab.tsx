import {
  Autocomplete,
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MARKETING_SOURCES, marketingSourceLabel } from "@portal/contracts/lead-enums";
import { type LeadDto, leadUpdateBody } from "@portal/contracts/leads";
import { formatPhone } from "@portal/contracts/phone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { PhoneInput } from "../../components/BrazilianInputs";
import { errorMessage } from "../../lib/api-error";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { LEAD_UPDATE_FAILURE } from "./LeadStatusModals";
import { ADHERENCE_OPTIONS, CITY_OPTIONS, SOURCE_FILTER_OPTIONS } from "./lead-labels";
import { updateLead } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";
import { enterprisesQuery, salesTeamsQuery } from "./lookups.queries";

interface Values {
  full_name: string;
  phone: string;
  email: string;
  city: string | null;
  enterprise_id: string | null;
  source: string | null;
  profile: string | null;
  is_client: boolean;
  sales_team_id: string | null;
  days_to_go_to_base: number | string;
  marketing_source: string;
}

function valuesOf(lead: LeadDto): Values {
  return {
    full_name: lead.full_name,
    // Already masked, so the masked input does not count its own formatting as a change.
    phone: formatPhone(lead.phone),
    email: lead.email ?? "",
    city: lead.city,
    enterprise_id: lead.enterprise_id,
    source: lead.source,
    profile: lead.profile,
    is_client: lead.is_client,
    sales_team_id: lead.sales_team_id,
    days_to_go_to_base: lead.days_to_go_to_base ?? "",
    marketing_source: lead.marketing_source ?? "",
  };
}

const toBody = (v: Values) => ({
  full_name: v.full_name,
  phone: v.phone,
  email: optional(v.email) ?? null,
  city: v.city || null,
  enterprise_id: v.enterprise_id || null,
  source: v.source || undefined,
  profile: v.profile || undefined,
  is_client: v.is_client,
  sales_team_id: v.sales_team_id || null,
  days_to_go_to_base: typeof v.days_to_go_to_base === "number" ? v.days_to_go_to_base : null,
  marketing_source: optional(v.marketing_source) ?? null,
});

/** "Dados": general data, PUT /leads/{id} with only the changed fields. Disabled for whoever may not edit. */
export function LeadDataTab({ lead, canEdit, roles }: { lead: LeadDto; canEdit: boolean; roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const enterprises = useQuery(enterprisesQuery());
  const teams = useQuery(salesTeamsQuery(roles));
  const form = useForm<Values>({ initialValues: valuesOf(lead), validate: contractValidate(leadUpdateBody, toBody) });
  const load = (values: Values) => {
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
  };
  // A change made elsewhere (status modal, another tab) refreshes the untouched form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server copy changes.
  useEffect(() => {
    if (!form.isDirty()) load(valuesOf(lead));
  }, [lead.updatedAt]);

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => updateLead(lead._id, body),
    meta: { inlineError: true },
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), updated);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      load(valuesOf(updated));
      notifySuccess("Dados do lead atualizados.");
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(errorMessage(error), LEAD_UPDATE_FAILURE);
    },
  });

  const submit = (values: Values) => {
    const body = leadUpdateBody.parse(toBody(values)) as Record<string, unknown>;
    const changed = Object.fromEntries(Object.entries(body).filter(([key]) => form.isDirty(key as keyof Values)));
    mutation.mutate(changed);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Fieldset variant="unstyled" disabled={!canEdit}>
        <Stack gap="md">
          {!canEdit && (
            <Text size="sm" c="dimmed">
              Você pode consultar estes dados, mas não alterá-los.
            </Text>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Nome completo" withAsterisk {...form.getInputProps("full_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <PhoneInput label="Telefone" autoComplete="off" withAsterisk {...form.getInputProps("phone")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput label="E-mail" type="email" {...form.getInputProps("email")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Empreendimento"
                data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
                placeholder={enterprises.isPending ? "Carregando..." : "Sem empreendimento"}
                searchable
                clearable
                nothingFoundMessage="Nenhum empreendimento encontrado"
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("enterprise_id")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Cidade"
                data={CITY_OPTIONS}
                placeholder="Sem cidade"
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("city")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Origem"
                data={SOURCE_FILTER_OPTIONS}
                searchable
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("source")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              {/* The campaign tools' tags, with their names; a new campaign's tag may be typed (spec 3: "and others"). */}
              <Autocomplete
                label="Origem de marketing"
                placeholder="Ex.: meta_ads, google_pesquisa"
                data={[...MARKETING_SOURCES]}
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{marketingSourceLabel(option.value)}</Text>
                    <Text size="xs" c="dimmed">
                      {option.value}
                    </Text>
                  </Stack>
                )}
                comboboxProps={{ withinPortal: true }}
                data-testid="lead-marketing-source"
                {...form.getInputProps("marketing_source")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Aderência"
                data={ADHERENCE_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("profile")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Time de vendas"
                data={(teams.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
                placeholder={teams.isPending ? "Carregando..." : "Sem time"}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("sales_team_id")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <NumberInput
                label="Dias para ir à base"
                description="Vazio: o prazo do empreendimento."
                min={1}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps("days_to_go_to_base")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }} style={{ display: "flex", alignItems: "center" }}>
              <Switch label="Já é cliente" {...form.getInputProps("is_client", { type: "checkbox" })} />
            </Grid.Col>
          </Grid>
          {canEdit && (
            <Group>
              <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
                Salvar dados
              </Button>
              {form.isDirty() && (
                <Button variant="subtle" color="gray" onClick={() => form.reset()}>
                  Descartar alterações
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
