import { PasswordInput, Stack } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { MSG } from "@portal/contracts/messages";

/** New password + confirmation, with the spec's password rule as the hint. */
export function NewPasswordFields({
  password,
  confirmation,
  label = "Nova senha",
}: {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  label?: string;
}) {
  return (
    <Stack gap="md">
      <PasswordInput
        label={label}
        description={MSG.passwordRule}
        autoComplete="new-password"
        withAsterisk
        {...password}
      />
      <PasswordInput label="Confirme a senha" autoComplete="new-password" withAsterisk {...confirmation} />
    </Stack>
  );
}
