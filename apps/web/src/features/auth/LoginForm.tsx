import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { loginBody } from "@portal/contracts/auth";
import { landingRoute } from "@portal/contracts/policy";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { errorMessage } from "../../lib/api-error";
import { contractValidate } from "../../lib/forms";
import { resolveReturnPath } from "../../lib/return-path";
import { completeSignIn } from "../session/session-lifecycle";
import { login } from "./auth.api";

const credentialsSchema = loginBody.pick({ email: true, password: true });

export function LoginForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: contractValidate(credentialsSchema, (v: { email: string; password: string }) => v),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: login,
    meta: { inlineError: true },
    onSuccess: async (result) => {
      completeSignIn(result);
      // Spec 5: only /leads... or /enterprises... return addresses are honoured.
      const back = resolveReturnPath(returnTo);
      if (back) await navigate({ href: back });
      else await navigate({ to: landingRoute(result.roles) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => mutation.mutate(credentialsSchema.parse(values)))}
      aria-label="Entrar no portal"
    >
      <Stack gap="md">
        {mutation.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            data-testid="login-error"
          >
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="seu@email.com.br"
          withAsterisk
          data-autofocus
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          placeholder="Sua senha"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
