import { Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { phoneNationalDigits } from "@portal/contracts/phone";
import { profileUpdateBody, type UserDto } from "@portal/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PhoneInput } from "../../components/BrazilianInputs";
import { applyServerErrors, contractValidate, nullable } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { AddressFields, type AddressValues, addressValuesOf, toAddressBody } from "./AddressFields";
import { storeOwnProfile, updateProfile } from "./profile.api";

interface Values {
  full_name: string;
  phone: string;
  address: AddressValues;
}

function isBlank(address: AddressValues): boolean {
  return Object.values(address).every((v) => !v || String(v).trim() === "");
}

const toBody = (v: Values) => ({
  full_name: v.full_name,
  phone: nullable(v.phone),
  // The address is optional here, but once started it must be complete.
  address: isBlank(v.address) ? null : toAddressBody(v.address),
});

export function ProfileDataForm({ user }: { user: UserDto }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      full_name: user.full_name,
      phone: phoneNationalDigits(user.phone),
      address: addressValuesOf(user.address),
    },
    validate: contractValidate(profileUpdateBody, toBody),
  });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onError: (error) => applyServerErrors(form, error),
    onSuccess: (updated) => {
      storeOwnProfile(queryClient, updated);
      form.resetDirty();
      notifySuccess("Dados atualizados.");
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(profileUpdateBody.parse(toBody(v))))}>
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <TextInput
            label="Nome completo"
            autoComplete="name"
            withAsterisk
            miw={240}
            {...form.getInputProps("full_name")}
          />
          <PhoneInput miw={200} {...form.getInputProps("phone")} />
        </Group>
        <Divider label="Endereço" labelPosition="left" mt="xs" />
        <Text size="xs" c="dimmed" mt={-8}>
          Opcional. Se começar a preencher, informe todos os campos obrigatórios.
        </Text>
        <AddressFields form={form} required={false} />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            Salvar dados
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
