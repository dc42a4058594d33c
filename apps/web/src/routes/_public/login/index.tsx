import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { MSG } from "@portal/contracts/messages";
import { landingRoute } from "@portal/contracts/policy";
import { IconClockExclamation } from "@tabler/icons-react";
import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { useDocumentTitle } from "../../../components/PageHeader";
import { LoginForm } from "../../../features/auth/LoginForm";
import { resolveReturnPath } from "../../../lib/return-path";
import { getSession } from "../../../lib/session";

export const loginSearchSchema = z.object({
  /** Return address after login; only honoured through resolveReturnPath (spec 5). */
  url: z.string().max(2000).optional().catch(undefined),
  expired: z.boolean().optional().catch(undefined),
  reset: z.boolean().optional().catch(undefined),
});

export const Route = createFileRoute("/_public/login/")({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ search }) => {
    const session = getSession();
    if (!session) return;
    const back = resolveReturnPath(search.url);
    throw back ? redirect({ href: back }) : redirect({ to: landingRoute(session.roles) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { url, expired, reset } = Route.useSearch();
  useDocumentTitle("Entrar");
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Entrar
        </Title>
        <Text c="dimmed" size="sm">
          Acesse o portal com seu e-mail e senha.
        </Text>
      </Stack>
      {expired && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockExclamation size={18} />}
          role="status"
          data-testid="session-expired"
        >
          {MSG.sessionExpired}. Entre novamente para continuar.
        </Alert>
      )}
      {reset && (
        <Alert color="teal" variant="light" role="status">
          Senha redefinida. Entre com a nova senha.
        </Alert>
      )}
      <LoginForm returnTo={url} />
      <Text size="sm" ta="center" c="dimmed">
        É corretor parceiro ou agente?{" "}
        <Anchor component={Link} to="/login/agents">
          Acesso de corretores e agentes
        </Anchor>
      </Text>
    </Stack>
  );
}
