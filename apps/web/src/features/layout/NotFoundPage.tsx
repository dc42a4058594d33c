import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMoodSad } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodSad size={34} />
        </ThemeIcon>
        <Text c="dimmed" fw={700} fz={14}>
          Erro 404
        </Text>
        <Title order={1} fz={26}>
          Página não encontrada
        </Title>
        <Text c="dimmed">O endereço acessado não existe ou foi removido. Confira o link ou volte ao início.</Text>
        <Button component={Link} to="/" mt="sm">
          Voltar ao início
        </Button>
      </Stack>
    </Center>
  );
}
