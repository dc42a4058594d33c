import { Anchor, Divider, Stack, Text, Title } from "@mantine/core";
import { landingRoute } from "@portal/contracts/policy";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { useDocumentTitle } from "../../../components/PageHeader";
import { LoginForm } from "../../../features/auth/LoginForm";
import { getSession } from "../../../lib/session";

/** Spec 2: the sign-in screen partner brokers and agents get after signing out. */
export const Route = createFileRoute("/_public/login/agents")({
  validateSearch: z.object({ userType: z.enum(PARTNER_ROLES).optional().catch(undefined) }),
  beforeLoad: () => {
    const session = getSession();
    if (session) throw redirect({ to: landingRoute(session.roles) });
  },
  component: AgentsLoginPage,
});

const SUBTITLES = {
  AGENT_PARTNER: "Entre com o e-mail e a senha do seu cadastro de corretor parceiro.",
  AGENT_PATRIANI: "Entre com o e-mail e a senha do seu cadastro de agente.",
} as const;

function AgentsLoginPage() {
  const { userType } = Route.useSearch();
  useDocumentTitle("Acesso de corretores e agentes");
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Acesso de corretores e agentes
        </Title>
        <Text c="dimmed" size="sm">
          {userType ? SUBTITLES[userType] : "Corretores parceiros e agentes entram aqui com seu e-mail e senha."}
        </Text>
      </Stack>
      <LoginForm />
      <Divider label="Ainda não tem cadastro?" labelPosition="center" />
      <Stack gap={6} align="center">
        {userType !== "AGENT_PATRIANI" && (
          <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/signup/$type" params={{ type: "partner" }} />}>
            Cadastre-se como corretor parceiro
          </Anchor>
        )}
        {userType !== "AGENT_PARTNER" && (
          <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/signup/$type" params={{ type: "agent" }} />}>
            Cadastre-se como agente
          </Anchor>
        )}
        <Anchor component={Link} to="/login" size="sm" c="dimmed">
          Sou da equipe interna
        </Anchor>
      </Stack>
    </Stack>
  );
}
