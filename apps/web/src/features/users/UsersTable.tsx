import { Anchor, Badge, Box, Card, Group, Stack, Table, Text } from "@mantine/core";
import type { UserDto } from "@portal/contracts/users";
import { Link } from "@tanstack/react-router";
import { formatDate } from "../../lib/format";
import { SM_UP, useMedia } from "../../lib/use-media";
import { roleLabel } from "../layout/UserMenu";

function StatusBadge({ user }: { user: UserDto }) {
  return user.active ? (
    <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
      Ativo
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
      Inativo
    </Badge>
  );
}

function Roles({ user }: { user: UserDto }) {
  return (
    <Group gap={4}>
      {user.roles.map((r) => (
        <Badge key={r} variant="outline" size="sm" radius="sm" tt="none">
          {roleLabel(r)}
        </Badge>
      ))}
      {user.read_only && (
        <Badge color="orange" variant="light" size="sm" radius="sm" tt="none">
          Somente leitura
        </Badge>
      )}
    </Group>
  );
}

function UserLink({ user }: { user: UserDto }) {
  return (
    <Anchor
      fw={600}
      size="sm"
      renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: user._id }} />}
    >
      {user.full_name}
    </Anchor>
  );
}

/** A table on larger screens, cards on phones. */
export function UsersTable({ users }: { users: UserDto[] }) {
  const wide = useMedia(SM_UP);
  // Only the layout that shows is rendered (the hidden one would cost as much again).
  return wide ? (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Perfis</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Cadastro</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id} data-testid="user-row">
              <Table.Td>
                <Stack gap={0}>
                  <UserLink user={user} />
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Roles user={user} />
              </Table.Td>
              <Table.Td>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(user.createdAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  ) : (
    <Stack gap="sm">
      {users.map((user) => (
        <Card key={user._id} withBorder radius="md" padding="sm" data-testid="user-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <UserLink user={user} />
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Stack>
            <StatusBadge user={user} />
          </Group>
          <Box mt="xs">
            <Roles user={user} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
