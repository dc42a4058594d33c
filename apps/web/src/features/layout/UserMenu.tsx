import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { ROLE_LABELS, type Role } from "@portal/contracts/roles";
import { IconChevronDown, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { apiAssetUrl } from "../../lib/env";
import { initials } from "../../lib/format";
import type { Session } from "../../lib/session-cookies";
import { myProfileQuery } from "../session/session.queries";
import { signOut } from "../session/session-lifecycle";

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

export function UserMenu({ session }: { session: Session }) {
  const { data: profile } = useQuery(myProfileQuery());
  const name = profile?.full_name ?? session.user.full_name;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 999 }} data-testid="user-menu">
          {/* Named by its text (axe: label-content-name-mismatch); the initials repeat the name, so they are hidden. */}
          <VisuallyHidden>Menu do usuário</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar src={apiAssetUrl(profile?.image_url)} alt="" radius="xl" size={34} color="brand" aria-hidden="true">
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {session.user.email}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {session.roles.map(roleLabel).join(", ")}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
