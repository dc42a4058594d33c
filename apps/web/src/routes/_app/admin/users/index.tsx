import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { canManageUsers } from "@portal/contracts/policy";
import { roleSchema } from "@portal/contracts/roles";
import { IconMailForward, IconPlus, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ListScreen } from "../../../../components/list-kit/ListScreen";
import { useListSearch } from "../../../../components/list-kit/use-list-search";
import { PageHeader } from "../../../../components/PageHeader";
import { requireRole } from "../../../../features/session/guards";
import { CreateUserModal } from "../../../../features/users/CreateUserModal";
import { InviteUserModal } from "../../../../features/users/InviteUserModal";
import { UsersFilters } from "../../../../features/users/UsersFilters";
import {
  fetchUsersPage,
  USERS_PAGE_SIZE,
  type UserListFilters,
  usersListQuery,
} from "../../../../features/users/users.queries";
import { USER_COLUMNS } from "../../../../features/users/users-columns";
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
  const list = useListSearch();
  const filters: UserListFilters = { ...search, page: search.page ?? 1 };
  const query = useQuery(usersListQuery(filters));
  const [createOpened, createModal] = useDisclosure(false);
  const [inviteOpened, inviteModal] = useDisclosure(false);
  const hasFilters = Boolean(filters.search || filters.role || filters.active !== undefined);

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
      <ListScreen
        query={query}
        columns={USER_COLUMNS}
        rowId={(user) => user._id}
        testIds={{ row: "user-row", card: "user-card" }}
        minWidth={720}
        filters={<UsersFilters filters={filters} onChange={list.setFilters} />}
        loadingLabel="Carregando usuários..."
        empty={{
          icon: <IconUsers size={28} />,
          title: hasFilters ? "Nenhum usuário encontrado" : "Nenhum usuário cadastrado",
          description: hasFilters
            ? "Nenhum usuário corresponde aos filtros. Ajuste a busca ou limpe os filtros."
            : undefined,
        }}
        filtered={hasFilters}
        onClearFilters={list.clearFilters}
        pagination={{
          page: filters.page,
          pageSize: USERS_PAGE_SIZE,
          noun: ["usuário", "usuários"],
          onPageChange: list.setPage,
        }}
        csv={{ fileName: "usuarios", fetchPage: (page) => fetchUsersPage(filters, page) }}
      />
      <CreateUserModal opened={createOpened} onClose={createModal.close} />
      <InviteUserModal opened={inviteOpened} onClose={inviteModal.close} />
    </>
  );
}
