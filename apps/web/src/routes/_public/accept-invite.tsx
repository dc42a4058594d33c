import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MSG } from "@portal/contracts/messages";
import { landingRoute } from "@portal/contracts/policy";
import { acceptInviteBody } from "@portal/contracts/users";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { PhoneInput } from "../../components/BrazilianInputs";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { useDocumentTitle } from "../../components/PageHeader";
import { acceptInvite } from "../../features/auth/auth.api";
import { completeSignIn } from "../../features/session/session-lifecycle";
import { errorMessage } from "../../lib/api-error";
import { applyServerErrors, confirmationErrors, contractValidate, optional } from "../../lib/forms";

export const Route = createFileRoute("/_public/accept-invite")({
  validateSearch: z.object({ token: z.string().max(400).optional().catch(undefined) }),
  component: AcceptInvitePage,
});

interface Values {
  full_name: string;
  phone: string;
  password: string;
  password_confirmation: string;
}

function AcceptInvitePage() {
  useDocumentTitle("Aceitar convite");
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const toBody = (v: Values) => ({
    token: token ?? "",
    full_name: v.full_name,
    password: v.password,
    phone: optional(v.phone),
  });
  const form = useForm<Values>({
    initialValues: { full_name: "", phone: "", password: "", password_confirmation: "" },
    validate: contractValidate(acceptInviteBody, toBody, (v) =>
      confirmationErrors(v.password, v.password_confirmation),
    ),
  });
  const mutation = useMutation({
    mutationFn: acceptInvite,
    onError: (error) => applyServerErrors(form, error),
    meta: { inlineError: true },
    onSuccess: async (result) => {
      completeSignIn(result);
      await navigate({ to: landingRoute(result.roles) });
    },
  });
  const invalidLink = !token || Boolean(form.errors.token);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Aceitar convite
        </Title>
        <Text c="dimmed" size="sm">
          Você foi convidado para o Portal de Vendas. Informe seus dados e crie sua senha.
        </Text>
      </Stack>
      {invalidLink && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {MSG.invalidInviteToken} Peça um novo convite ao administrador.
        </Alert>
      )}
      {token && (
        <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(acceptInviteBody.parse(toBody(v))))}>
          <Stack gap="md">
            {mutation.isError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            )}
            <TextInput label="Nome completo" autoComplete="name" withAsterisk {...form.getInputProps("full_name")} />
            <PhoneInput {...form.getInputProps("phone")} />
            <NewPasswordFields
              label="Senha"
              password={form.getInputProps("password")}
              confirmation={form.getInputProps("password_confirmation")}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              Criar acesso
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Já tenho acesso
      </Anchor>
    </Stack>
  );
}
