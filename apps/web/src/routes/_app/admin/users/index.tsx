import { Button, Card, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { canManageUsers } from "@portal/contracts/policy";
import { roleSchema } from "@portal/contracts/roles";
import { IconMailForward, IconPlus, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { ListPagination, ListResults } from "../../../../components/ListResults";
import { PageHeader } from "../../../../components/PageHeader";
import { requireRole } from "../../../../features/session/guards";
import { CreateUserModal } from "../../../../features/users/CreateUserModal";
import { InviteUserModal } from "../../../../features/users/InviteUserModal";
import { UsersFilters } from "../../../../features/users/UsersFilters";
import { UsersTable } from "../../../../features/users/UsersTable";
import { USERS_PAGE_SIZE, type UserListFilters, usersListQuery } from "../../../../features/users/users.queries";
import { searchBoolean, searchPage, searchText } from "../../../../lib/search-params";

const searchSchema = z.object({
  search: searchText,
  role: roleSchema.optional().catch(undefined),
  active: searchBoolean,
  page: searchPage,
});

export const Route = createFileRoute("/_app/admin/users/")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireRole(canManageUsers(context.session.roles)),
  component: UsersPage,
});

function UsersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const filters: UserListFilters = { ...search, page: search.page ?? 1 };
  const query = useQuery(usersListQuery(filters));
  const [createOpened, createModal] = useDisclosure(false);
  const [inviteOpened, inviteModal] = useDisclosure(false);
  const hasFilters = Boolean(filters.search || filters.role || filters.active !== undefined);

  const setFilters = (next: Partial<Omit<UserListFilters, "page">>) =>
    navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }), replace: true });

  return (
    <>
      <PageHeader
        title="Usuários"
        description="Cadastro de usuários, perfis de acesso e convites."
        actions={
          <>
            <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={inviteModal.open}>
              Convidar por e-mail
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={createModal.open}>
              Novo usuário
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <UsersFilters filters={filters} onChange={setFilters} />
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando usuários..."
          empty={{
            icon: <IconUsers size={28} />,
            title: hasFilters ? "Nenhum usuário encontrado" : "Nenhum usuário cadastrado",
            description: hasFilters
              ? "Nenhum usuário corresponde aos filtros. Ajuste a busca ou limpe os filtros."
              : undefined,
          }}
          filtered={hasFilters}
          onClearFilters={() => navigate({ search: {}, replace: true })}
        >
          {(data) => (
            <Stack gap={0} p={{ base: "sm", sm: 0 }}>
              <UsersTable users={data.payload} />
            </Stack>
          )}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={filters.page}
          pageSize={USERS_PAGE_SIZE}
          noun={["usuário", "usuários"]}
          onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })}
        />
      </Stack>
      <CreateUserModal opened={createOpened} onClose={createModal.close} />
      <InviteUserModal opened={inviteOpened} onClose={inviteModal.close} />
    </>
  );
}
