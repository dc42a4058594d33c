import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { changePasswordBody } from "@portal/contracts/auth";
import { MSG } from "@portal/contracts/messages";
import { useMutation } from "@tanstack/react-query";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { applyServerErrors, confirmationErrors, contractValidate } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { changePassword } from "../auth/auth.api";

interface Values {
  current_password: string;
  new_password: string;
  password_confirmation: string;
}

const toBody = (v: Values) => ({ current_password: v.current_password, new_password: v.new_password });

export function ChangePasswordForm() {
  const form = useForm<Values>({
    initialValues: { current_password: "", new_password: "", password_confirmation: "" },
    validate: contractValidate(changePasswordBody, toBody, (v) =>
      confirmationErrors(v.new_password, v.password_confirmation),
    ),
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => {
      notifySuccess(data.message || MSG.passwordChanged);
      form.reset();
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(changePasswordBody.parse(toBody(v))))}>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label="Senha atual"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("current_password")}
        />
        <NewPasswordFields
          password={form.getInputProps("new_password")}
          confirmation={form.getInputProps("password_confirmation")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Alterar senha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
