import { Card, Grid, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step1Body } from "@portal/contracts/enterprise-steps";
import {
  citySchema,
  ENTERPRISE_GROUP_LABELS,
  enterpriseCreateBody,
  enterpriseSchema,
  PROPERTY_TYPE_LABELS,
} from "@portal/contracts/enterprises";
import { OWNERSHIP_LABELS, OWNERSHIPS } from "@portal/contracts/inventory-enums";
import {
  CITIES,
  ENTERPRISE_GROUPS,
  ENTERPRISE_PHASE_LABELS,
  ENTERPRISE_PHASES,
  PROPERTY_TYPES,
} from "@portal/contracts/lead-enums";
import { UFS } from "@portal/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { DateField } from "../../components/DateField";
import { MaskedInput } from "../../components/MaskedInput";
import { apiRequest } from "../../lib/api-client";
import { formatCep, formatCnpj } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { CEP_MASK, CNPJ_MASK } from "../../lib/masks";
import { notifyError, notifySuccess } from "../../lib/notify";
import { StepActions } from "./StepActions";
import { type StepData, saveStep } from "./wizard.queries";

export interface Step1Values {
  name: string;
  city: string;
  group: string;
  phase: string;
  property_type: string;
  ownership: string;
  spe_company_name: string;
  spe_cnpj: string;
  registry_number: string;
  address: { zip_code: string; street: string; number: string; complement: string; district: string; uf: string };
  description: string;
  delivery_date: string;
}

const empty = (v: string) => (v.trim() === "" ? null : v.trim());

function toBody(v: Step1Values) {
  return {
    name: v.name,
    city: v.city,
    group: v.group,
    phase: v.phase,
    property_type: v.property_type,
    ownership: v.ownership,
    spe_company_name: v.spe_company_name,
    spe_cnpj: v.spe_cnpj,
    registry_number: empty(v.registry_number),
    address: {
      zip_code: v.address.zip_code,
      street: v.address.street,
      number: v.address.number,
      complement: v.address.complement.trim() || undefined,
      district: v.address.district,
      uf: v.address.uf,
    },
    description: empty(v.description),
    delivery_date: empty(v.delivery_date),
  };
}

function valuesOf(d: StepData<1> | undefined): Step1Values {
  return {
    name: d?.name ?? "",
    city: d?.city ?? "",
    group: d?.group ?? "",
    phase: d?.phase ?? "SHORT_RELEASE",
    property_type: d?.property_type ?? "HOME",
    ownership: d?.ownership ?? "PATRIANI",
    spe_company_name: d?.spe_company_name ?? "",
    spe_cnpj: formatCnpj(d?.spe_cnpj ?? ""),
    registry_number: d?.registry_number ?? "",
    address: {
      zip_code: formatCep(d?.address?.zip_code ?? ""),
      street: d?.address?.street ?? "",
      number: d?.address?.number ?? "",
      complement: d?.address?.complement ?? "",
      district: d?.address?.district ?? "",
      uf: d?.address?.uf ?? "",
    },
    description: d?.description ?? "",
    delivery_date: d?.delivery_date ?? "",
  };
}

/**
 * Step 1, identity. For a new enterprise the draft is created first (POST /enterprises with the
 * fields it takes), then PUT step-1 saves the rest; both answers' 400 land on the fields.
 */
export function Step1Form({
  enterpriseId,
  data,
  onSaved,
}: {
  enterpriseId: string | null;
  data: StepData<1> | undefined;
  onSaved: (enterpriseId: string) => void;
}) {
  const form = useForm<Step1Values>({ initialValues: valuesOf(data), validate: contractValidate(step1Body, toBody) });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: async (v: Step1Values) => {
      const body = toBody(v);
      let id = enterpriseId;
      if (!id) {
        const created = await apiRequest("/enterprises", {
          method: "POST",
          body: enterpriseCreateBody.parse({
            name: body.name,
            city: citySchema.parse(body.city),
            group: body.group,
            phase: body.phase,
            property_type: body.property_type,
          }),
          schema: enterpriseSchema,
        });
        id = created._id;
      }
      await saveStep(id, 1, body);
      return id;
    },
    onSuccess: (id) => {
      notifySuccess("Identificação salva.");
      onSaved(id);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível salvar a identificação");
    },
  });

  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Empreendimento
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Nome" withAsterisk maxLength={120} {...form.getInputProps("name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select label="Cidade" withAsterisk searchable data={[...CITIES]} {...form.getInputProps("city")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label="Fase"
                withAsterisk
                allowDeselect={false}
                data={ENTERPRISE_PHASES.map((p) => ({ value: p, label: ENTERPRISE_PHASE_LABELS[p] }))}
                {...form.getInputProps("phase")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Grupo"
                withAsterisk
                data={ENTERPRISE_GROUPS.map((g) => ({ value: g, label: ENTERPRISE_GROUP_LABELS[g] }))}
                {...form.getInputProps("group")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Tipo de imóvel"
                withAsterisk
                allowDeselect={false}
                data={PROPERTY_TYPES.map((p) => ({ value: p, label: PROPERTY_TYPE_LABELS[p] }))}
                {...form.getInputProps("property_type")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Propriedade"
                withAsterisk
                allowDeselect={false}
                data={OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_LABELS[o] }))}
                {...form.getInputProps("ownership")}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Descrição"
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps("description")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateField
                label="Previsão de entrega"
                clearable
                clearButtonProps={{ "aria-label": "Limpar data" }}
                value={form.values.delivery_date}
                onChange={(v) => form.setFieldValue("delivery_date", v)}
                error={form.errors.delivery_date}
              />
            </Grid.Col>
          </Grid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            SPE e registro
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Razão social da SPE" withAsterisk {...form.getInputProps("spe_company_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <MaskedInput label="CNPJ da SPE" mask={CNPJ_MASK} withAsterisk {...form.getInputProps("spe_cnpj")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput label="Matrícula / RI" {...form.getInputProps("registry_number")} />
            </Grid.Col>
          </Grid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Endereço
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label="CEP"
                mask={CEP_MASK}
                placeholder="00000-000"
                withAsterisk
                {...form.getInputProps("address.zip_code")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Rua" withAsterisk {...form.getInputProps("address.street")} />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <TextInput label="Número" withAsterisk {...form.getInputProps("address.number")} />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 9 }}>
              <TextInput label="Complemento" {...form.getInputProps("address.complement")} />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 8 }}>
              <TextInput label="Bairro" withAsterisk {...form.getInputProps("address.district")} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 4 }}>
              <Select label="UF" withAsterisk searchable data={[...UFS]} {...form.getInputProps("address.uf")} />
            </Grid.Col>
          </Grid>
        </Card>
        <StepActions saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
