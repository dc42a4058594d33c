import {
  Button,
  Divider,
  Fieldset,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type LeadDto, leadContractInfoBody } from "@portal/contracts/leads";
import { UFS } from "@portal/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { MaskedInput } from "../../components/MaskedInput";
import { isApiError } from "../../lib/api-error";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { CNPJ_MASK, CPF_MASK } from "../../lib/masks";
import { notifyError, notifySuccess } from "../../lib/notify";
import { AddressFields } from "../users/AddressFields";
import {
  type ContractValues,
  contractExtraErrors,
  contractValuesOf,
  DOCUMENT_TYPE_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  MARRIAGE_REGIME_OPTIONS,
  SEX_OPTIONS,
  toContractBody,
} from "./contract-form";
import { updateContractInfo } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

/** Spec 8: the contract-data update's failure text. */
export const CONTRACT_INFO_FAILURE = "Favor verificar dados inseridos!";
/** RG: digits with a final check character that may be X. */
const RG_MASK = "00.000.000-*";
const DATE_MASK = "00/00/0000";

export function ContractInfoTab({ lead, canEdit }: { lead: LeadDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<ContractValues>({
    initialValues: contractValuesOf(lead),
    validate: contractValidate(leadContractInfoBody, toContractBody, contractExtraErrors),
  });
  const load = (values: ContractValues) => {
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server copy changes.
  useEffect(() => {
    if (!form.isDirty()) load(contractValuesOf(lead));
  }, [lead.updatedAt]);

  const mutation = useMutation({
    mutationFn: (values: ContractValues) =>
      updateContractInfo(lead._id, leadContractInfoBody.parse(toContractBody(values))),
    meta: { inlineError: true },
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsKeys.detail(lead._id), updated);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      load(contractValuesOf(updated));
      notifySuccess("Dados do contrato atualizados.");
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(isApiError(error) && error.status === 400 ? CONTRACT_INFO_FAILURE : error);
    },
  });

  const company = form.values.document_type === "CNPJ";
  const married = form.values.marital_status === "MARRIED" || form.values.marital_status === "STABLE_UNION";

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => mutation.mutate(values),
        () => notifyError(CONTRACT_INFO_FAILURE),
      )}
    >
      <Fieldset variant="unstyled" disabled={!canEdit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Dados usados na ficha cadastral e no contrato. Preencha o que tiver; o endereço, se informado, precisa estar
            completo.
          </Text>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Stack gap={4}>
                <Text size="sm" fw={500} component="span" id="tipo-documento">
                  Tipo de documento
                </Text>
                <SegmentedControl
                  fullWidth
                  aria-labelledby="tipo-documento"
                  data={DOCUMENT_TYPE_OPTIONS}
                  value={form.values.document_type}
                  onChange={(v) => {
                    form.setFieldValue("document_type", v as ContractValues["document_type"]);
                    form.setFieldValue("document", "");
                  }}
                  disabled={!canEdit}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                key={form.values.document_type}
                label={company ? "CNPJ" : "CPF"}
                mask={company ? CNPJ_MASK : CPF_MASK}
                placeholder={company ? "00.000.000/0000-00" : "000.000.000-00"}
                {...form.getInputProps("document")}
              />
            </Grid.Col>
            {company ? (
              <>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput label="Inscrição estadual" {...form.getInputProps("state_registration")} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput label="Razão social" {...form.getInputProps("social_reason")} />
                </Grid.Col>
              </>
            ) : (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  label="Data de nascimento"
                  mask={DATE_MASK}
                  placeholder="DD/MM/AAAA"
                  {...form.getInputProps("dob")}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label="RG"
                mask={RG_MASK}
                inputMode="text"
                placeholder="00.000.000-0"
                {...form.getInputProps("rg")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="Órgão emissor" placeholder="SSP" {...form.getInputProps("issuing_agency")} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <Select
                label="UF do documento"
                data={[...UFS]}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("uf")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="RNE (estrangeiros)" {...form.getInputProps("rne")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="E-mail" type="email" {...form.getInputProps("email")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Profissão" {...form.getInputProps("profession")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Sexo"
                data={SEX_OPTIONS}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("sex")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Estado civil"
                data={MARITAL_STATUS_OPTIONS}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("marital_status")}
              />
            </Grid.Col>
            {married && (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label="Regime de bens"
                  data={MARRIAGE_REGIME_OPTIONS}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("marriage_regime")}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Nacionalidade" placeholder="Brasileira" {...form.getInputProps("nationality")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Naturalidade" placeholder="Cidade/UF" {...form.getInputProps("naturalness")} />
            </Grid.Col>
          </Grid>
          <Divider label="Endereço" labelPosition="left" />
          <AddressFields form={form} required={false} />
          <Textarea
            label="Observações para o cartório"
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps("notary_notes")}
          />
          {canEdit && (
            <Group>
              <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
                Salvar dados do contrato
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
