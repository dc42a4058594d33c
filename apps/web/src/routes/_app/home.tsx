import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import { accessibleSections, canManageUsers } from "@portal/contracts/policy";
import { IconChevronRight, IconUserCircle, IconUsers } from "@tabler/icons-react";
import { createFileRoute, Link, type LinkProps } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { useDocumentTitle } from "../../components/PageHeader";
import { HomeDashboard } from "../../features/home/HomeDashboard";
import { roleLabel } from "../../features/layout/UserMenu";
import { SECTION_META } from "../../features/navigation/sections";
import { requireSection } from "../../features/session/guards";
import { firstName } from "../../lib/format";

export const Route = createFileRoute("/_app/home")({
  beforeLoad: ({ context }) => requireSection(context.session, "home"),
  component: HomePage,
});

interface Shortcut {
  key: string;
  label: string;
  description: string;
  to: LinkProps["to"];
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

function greeting(date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat("pt-BR", { hour: "numeric", hourCycle: "h23", timeZone: "America/Sao_Paulo" }).format(date),
  );
  if (hour < 12) return "Bom dia";
  if (hour < 18) return "Boa tarde";
  return "Boa noite";
}

function HomePage() {
  const { session } = Route.useRouteContext();
  useDocumentTitle("Início");
  const shortcuts: Shortcut[] = accessibleSections(session.roles)
    .filter((s) => s !== "home")
    .map((s) => ({ key: s, ...SECTION_META[s], to: SECTION_META[s].path }));
  if (canManageUsers(session.roles)) {
    shortcuts.push({
      key: "admin-users",
      label: "Usuários",
      description: "Cadastro, perfis de acesso e convites.",
      to: "/admin/users",
      icon: IconUsers,
    });
  }
  shortcuts.push({
    key: "profile",
    label: "Meu perfil",
    description: "Seus dados, foto e senha.",
    to: "/profile",
    icon: IconUserCircle,
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="home-greeting">
          {greeting()}, {firstName(session.user.full_name)}!
        </Title>
        <Text c="dimmed" size="sm">
          {session.roles.map(roleLabel).join(" · ")}
          {session.user.read_only ? " · acesso somente leitura" : ""}
        </Text>
      </Stack>
      <HomeDashboard userId={session.user._id} />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Seus atalhos
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {shortcuts.map((s) => {
            const Icon = s.icon;
            return (
              <UnstyledButton key={s.key} component={Link} to={s.to}>
                <Card withBorder radius="md" padding="md" h="100%" className="shortcut-card">
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <ThemeIcon size={40} radius="md" variant="light">
                      <Icon size={22} stroke={1.7} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{s.label}</Text>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {s.description}
                      </Text>
                    </Stack>
                    <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                  </Group>
                </Card>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
