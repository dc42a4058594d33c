import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { UserDto } from "@portal/contracts/users";
import { Link } from "@tanstack/react-router";
import type { ListColumn } from "../../components/list-kit/list-columns";
import { formatDate } from "../../lib/format";
import { roleLabel } from "../layout/UserMenu";

function StatusBadge({ user }: { user: UserDto }) {
  return (
    <Badge color={user.active ? "teal" : "gray"} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {user.active ? "Ativo" : "Inativo"}
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

/** The users list's columns: table, phone cards and CSV export. */
export const USER_COLUMNS: ListColumn<UserDto>[] = [
  {
    key: "name",
    header: "Nome",
    card: "title",
    cell: (user) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          fw={600}
          size="sm"
          renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: user._id }} />}
        >
          {user.full_name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    ),
    csv: (user) => user.full_name,
  },
  { key: "email", header: "E-mail", exportOnly: true, cell: (user) => user.email, csv: (user) => user.email },
  {
    key: "roles",
    header: "Perfis",
    card: "meta",
    cell: (user) => <Roles user={user} />,
    csv: (user) => [...user.roles.map(roleLabel), ...(user.read_only ? ["Somente leitura"] : [])].join(", "),
  },
  {
    key: "status",
    header: "Situação",
    card: "badge",
    cell: (user) => <StatusBadge user={user} />,
    csv: (user) => (user.active ? "Ativo" : "Inativo"),
  },
  {
    key: "createdAt",
    header: "Cadastro",
    card: "hidden",
    cell: (user) => <Text size="sm">{formatDate(user.createdAt)}</Text>,
    csv: (user) => formatDate(user.createdAt),
  },
];
