import { Button, Divider, Grid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FIELD_MSG } from "@portal/contracts/messages";
import { CRECI_FORMAT_HINT } from "@portal/contracts/partner-status";
import { phoneNationalDigits } from "@portal/contracts/phone";
import { completeRegistrationBody, type UserDto } from "@portal/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { CnpjInput, CpfInput, PhoneInput } from "../../components/BrazilianInputs";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { AddressFields, type AddressValues, addressValuesOf, toAddressBody } from "./AddressFields";
import { completeRegistration } from "./profile.api";

interface Values {
  full_name: string;
  cpf: string;
  phone: string;
  creci: string;
  cnpj: string;
  address: AddressValues;
}

const toBody = (v: Values) => ({
  full_name: v.full_name,
  cpf: v.cpf,
  phone: v.phone,
  creci: optional(v.creci),
  cnpj: optional(v.cnpj),
  address: toAddressBody(v.address),
});

/** The API also requires CRECI from partner brokers (not from agents) when completing the registration. */
export function creciRequired(roles: readonly string[]): boolean {
  return roles.includes("AGENT_PARTNER");
}

export function CompleteRegistrationForm({ user, onDone }: { user: UserDto; onDone: (user: UserDto) => void }) {
  const needsCreci = creciRequired(user.roles);
  const form = useForm<Values>({
    initialValues: {
      full_name: user.full_name,
      cpf: user.cpf ?? "",
      phone: phoneNationalDigits(user.phone),
      creci: user.creci ?? "",
      cnpj: user.cnpj ?? "",
      address: addressValuesOf(user.address),
    },
    validate: contractValidate(completeRegistrationBody, toBody, (v) =>
      needsCreci && !v.creci.trim() ? { creci: FIELD_MSG.required } : {},
    ),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: completeRegistration,
    onSuccess: onDone,
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(completeRegistrationBody.parse(toBody(v))))}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextInput label="Nome completo" autoComplete="name" withAsterisk {...form.getInputProps("full_name")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CpfInput withAsterisk {...form.getInputProps("cpf")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PhoneInput withAsterisk {...form.getInputProps("phone")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={needsCreci ? "CRECI" : "CRECI (opcional)"}
              placeholder="12345-F/SC"
              description={CRECI_FORMAT_HINT}
              withAsterisk={needsCreci}
              {...form.getInputProps("creci")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CnpjInput label="CNPJ da imobiliária (opcional)" {...form.getInputProps("cnpj")} />
          </Grid.Col>
        </Grid>
        <Divider label="Endereço" labelPosition="left" />
        <AddressFields form={form} />
        <Button type="submit" size="md" loading={mutation.isPending} style={{ alignSelf: "flex-start" }}>
          Concluir cadastro
        </Button>
      </Stack>
    </form>
  );
}
