import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { sendRegisterMailBody } from "@portal/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { grantableRoleOptions } from "./role-options";
import { sendRegisterMail } from "./users.queries";

interface Values {
  email: string;
  full_name: string;
  roles: string[];
}

const toBody = (v: Values) => ({ email: v.email, full_name: optional(v.full_name), roles: v.roles });

/** Sends the invitation e-mail; the invitee sets name and password at /accept-invite. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const roleOptions = grantableRoleOptions(useSession()?.roles ?? []);
  const form = useForm<Values>({
    initialValues: { email: "", full_name: "", roles: [] },
    validate: contractValidate(sendRegisterMailBody, toBody),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: sendRegisterMail,
    onError: (error) => applyServerErrors(form, error),
    onSuccess: (_data, body) => {
      notifySuccess(`Convite enviado para ${body.email}.`);
      close();
    },
  });

  return (
    <Modal opened={opened} onClose={close} title="Convidar por e-mail" size="md">
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(sendRegisterMailBody.parse(toBody(v))))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A pessoa recebe um link para criar a própria senha e entrar no portal com os perfis escolhidos.
          </Text>
          <TextInput label="E-mail" type="email" withAsterisk data-autofocus {...form.getInputProps("email")} />
          <TextInput label="Nome (opcional)" {...form.getInputProps("full_name")} />
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Enviar convite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
