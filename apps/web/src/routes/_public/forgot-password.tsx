import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { forgotPasswordBody } from "@portal/contracts/auth";
import { MSG } from "@portal/contracts/messages";
import { IconAlertTriangle, IconMailForward } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useDocumentTitle } from "../../components/PageHeader";
import { forgotPassword } from "../../features/auth/auth.api";
import { errorMessage } from "../../lib/api-error";
import { contractValidate } from "../../lib/forms";

export const Route = createFileRoute("/_public/forgot-password")({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  useDocumentTitle("Esqueci minha senha");
  const form = useForm({
    initialValues: { email: "" },
    validate: contractValidate(forgotPasswordBody, (v: { email: string }) => v),
  });
  const mutation = useMutation({ mutationFn: forgotPassword, meta: { inlineError: true } });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Esqueci minha senha
        </Title>
        <Text c="dimmed" size="sm">
          Informe o e-mail do seu cadastro. Enviaremos um link para você criar uma nova senha.
        </Text>
      </Stack>
      {mutation.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailForward size={18} />} role="status">
          {mutation.data.message || MSG.forgotPasswordSent}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(forgotPasswordBody.parse(v)))}>
          <Stack gap="md">
            {mutation.isError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              withAsterisk
              data-autofocus
              {...form.getInputProps("email")}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              Enviar link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Voltar para o login
      </Anchor>
    </Stack>
  );
}
