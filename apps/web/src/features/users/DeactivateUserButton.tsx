import { Button, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { UserDto } from "@portal/contracts/users";
import { IconUserOff } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifySuccess } from "../../lib/notify";
import { adminUsersKeys, deactivateUser } from "./users.queries";

export function DeactivateUserButton({ user }: { user: UserDto }) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deactivateUser(user._id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminUsersKeys.detail(updated._id), updated);
      await queryClient.invalidateQueries({ queryKey: [...adminUsersKeys.all, "list"] });
      notifySuccess(`${updated.full_name} foi desativado.`);
      close();
    },
  });

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconUserOff size={16} />} onClick={open}>
        Desativar usuário
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title="Desativar usuário"
        confirmLabel="Desativar"
        danger
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      >
        <Text size="sm">
          Desativar <strong>{user.full_name}</strong>? A pessoa não conseguirá mais entrar no portal. Você pode
          reativá-la depois nesta mesma tela.
        </Text>
      </ConfirmDialog>
    </>
  );
}
