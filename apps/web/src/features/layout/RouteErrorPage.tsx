import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconShieldLock } from "@tabler/icons-react";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { errorMessage } from "../../lib/api-error";
import { ForbiddenError } from "../session/guards";

export function ForbiddenPage() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconShieldLock size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Acesso negado
        </Title>
        <Text c="dimmed">Seu perfil não tem permissão para acessar esta seção.</Text>
        <Button component={Link} to="/" mt="sm">
          Ir para a página inicial
        </Button>
      </Stack>
    </Center>
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ForbiddenError) return <ForbiddenPage />;
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480} role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Algo deu errado
        </Title>
        <Text c="dimmed">{errorMessage(error)}</Text>
        <Button
          mt="sm"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Tentar novamente
        </Button>
      </Stack>
    </Center>
  );
}
