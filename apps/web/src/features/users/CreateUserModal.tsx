import { Button, Group, Modal, MultiSelect, PasswordInput, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MSG } from "@portal/contracts/messages";
import { adminUserCreateBody } from "@portal/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CpfInput, PhoneInput } from "../../components/BrazilianInputs";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { grantableRoleOptions } from "./role-options";
import { adminUsersKeys, createUser } from "./users.queries";

interface Values {
  full_name: string;
  email: string;
  password: string;
  roles: string[];
  read_only: boolean;
  phone: string;
  cpf: string;
}

const toBody = (v: Values) => ({
  full_name: v.full_name,
  email: v.email,
  password: v.password,
  roles: v.roles,
  read_only: v.read_only,
  phone: optional(v.phone),
  cpf: optional(v.cpf),
});

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const roleOptions = grantableRoleOptions(useSession()?.roles ?? []);
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { full_name: "", email: "", password: "", roles: [], read_only: false, phone: "", cpf: "" },
    validate: contractValidate(adminUserCreateBody, toBody),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
      notifySuccess(`Usuário ${user.full_name} criado.`);
      close();
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <Modal opened={opened} onClose={close} title="Novo usuário" size="lg" fullScreen={false}>
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(adminUserCreateBody.parse(toBody(v))))}>
        <Stack gap="md">
          <TextInput label="Nome completo" withAsterisk data-autofocus {...form.getInputProps("full_name")} />
          <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps("email")} />
          <PasswordInput
            label="Senha inicial"
            description={form.errors.password ? undefined : MSG.passwordRule}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <MultiSelect
            label="Perfis"
            placeholder="Escolha um ou mais perfis"
            data={roleOptions}
            searchable
            withAsterisk
            nothingFoundMessage="Nenhum perfil encontrado"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("roles")}
          />
          <Group grow align="flex-start" wrap="wrap">
            <CpfInput miw={180} {...form.getInputProps("cpf")} />
            <PhoneInput autoComplete="off" miw={180} {...form.getInputProps("phone")} />
          </Group>
          <Switch label="Somente leitura" {...form.getInputProps("read_only", { type: "checkbox" })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Criar usuário
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
