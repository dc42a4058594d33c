import { Alert, Button, Fieldset, Group, MultiSelect, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MSG } from "@portal/contracts/messages";
import { canEditUser } from "@portal/contracts/role-tiers";
import { adminUserUpdateBody, type UserDto } from "@portal/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { grantableRoleOptions, ROLE_OPTIONS } from "./role-options";
import { adminUsersKeys, updateUser } from "./users.queries";

interface Values {
  full_name: string;
  email: string;
  roles: string[];
  read_only: boolean;
  active: boolean;
}

export function EditUserForm({
  user,
  isSelf,
  actorRoles,
}: {
  user: UserDto;
  isSelf: boolean;
  actorRoles: readonly string[];
}) {
  const queryClient = useQueryClient();
  // Only users below the admin's tier can be changed, and only to roles below it (decision 028).
  const editable = canEditUser(actorRoles, user.roles);
  const form = useForm<Values>({
    initialValues: {
      full_name: user.full_name,
      email: user.email,
      roles: user.roles,
      read_only: user.read_only,
      active: user.active,
    },
    validate: contractValidate(adminUserUpdateBody, (v: Values) => v),
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => updateUser(user._id, adminUserUpdateBody.parse(values)),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminUsersKeys.detail(updated._id), updated);
      await queryClient.invalidateQueries({ queryKey: [...adminUsersKeys.all, "list"] });
      form.setInitialValues({
        full_name: updated.full_name,
        email: updated.email,
        roles: updated.roles,
        read_only: updated.read_only,
        active: updated.active,
      });
      form.reset();
      notifySuccess("Usuário atualizado.");
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Fieldset variant="unstyled" disabled={!editable}>
        <Stack gap="md" maw={640}>
          {!editable && (
            <Alert color="gray" variant="light">
              {MSG.cannotEditHigherUser}
            </Alert>
          )}
          <TextInput label="Nome completo" withAsterisk {...form.getInputProps("full_name")} />
          <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps("email")} />
          <MultiSelect
            label="Perfis"
            data={editable ? grantableRoleOptions(actorRoles) : ROLE_OPTIONS}
            searchable
            withAsterisk
            nothingFoundMessage="Nenhum perfil encontrado"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("roles")}
          />
          <Switch
            label="Somente leitura"
            description="O usuário consulta, mas não altera dados."
            {...form.getInputProps("read_only", { type: "checkbox" })}
          />
          <Switch
            label="Ativo"
            description={
              isSelf ? "Você não pode desativar o seu próprio usuário." : "Usuários inativos não conseguem entrar."
            }
            disabled={isSelf}
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
              Salvar alterações
            </Button>
            {form.isDirty() && (
              <Button variant="default" onClick={() => form.reset()}>
                Descartar
              </Button>
            )}
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
