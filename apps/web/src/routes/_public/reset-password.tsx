import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { resetPasswordBody } from "@portal/contracts/auth";
import { MSG } from "@portal/contracts/messages";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { useDocumentTitle } from "../../components/PageHeader";
import { resetPassword } from "../../features/auth/auth.api";
import { errorMessage } from "../../lib/api-error";
import { confirmationErrors, contractValidate } from "../../lib/forms";

export const Route = createFileRoute("/_public/reset-password")({
  validateSearch: z.object({ token: z.string().max(400).optional().catch(undefined) }),
  component: ResetPasswordPage,
});

interface Values {
  password: string;
  password_confirmation: string;
}

function ResetPasswordPage() {
  useDocumentTitle("Redefinir senha");
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const toBody = (v: Values) => ({ token: token ?? "", password: v.password });
  const form = useForm<Values>({
    initialValues: { password: "", password_confirmation: "" },
    validate: contractValidate(resetPasswordBody, toBody, (v) =>
      confirmationErrors(v.password, v.password_confirmation),
    ),
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    meta: { inlineError: true },
    onSuccess: () => navigate({ to: "/login", search: { reset: true } }),
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Redefinir senha
        </Title>
        <Text c="dimmed" size="sm">
          Crie uma nova senha para acessar o portal.
        </Text>
      </Stack>
      {!token ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {MSG.invalidResetToken} Solicite um novo link.
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(resetPasswordBody.parse(toBody(v))))}>
          <Stack gap="md">
            {form.errors.token && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {MSG.invalidResetToken}
              </Alert>
            )}
            {mutation.isError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            )}
            <NewPasswordFields
              password={form.getInputProps("password")}
              confirmation={form.getInputProps("password_confirmation")}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              Salvar nova senha
            </Button>
          </Stack>
        </form>
      )}
      <Stack gap={4} align="center">
        <Anchor component={Link} to="/forgot-password" size="sm">
          Solicitar novo link
        </Anchor>
        <Anchor component={Link} to="/login" size="sm">
          Voltar para o login
        </Anchor>
      </Stack>
    </Stack>
  );
}
