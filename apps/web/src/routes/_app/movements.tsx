import { Card, Stack } from "@mantine/core";
import { canAccessSection, leadListScope } from "@portal/contracts/policy";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ListPagination, ListResults } from "../../components/ListResults";
import { PageHeader } from "../../components/PageHeader";
import { MovementsFilters } from "../../features/leads/MovementsFilters";
import { MovementsTable } from "../../features/leads/MovementsTable";
import {
  hasMovementFilters,
  MOVEMENTS_PAGE_SIZE,
  type MovementFilters,
  movementSearchSchema,
  toMovementsQuery,
} from "../../features/leads/movement-search";
import { movementsQuery } from "../../features/leads/movements.queries";
import { requireRole } from "../../features/session/guards";
import { useNow } from "../../lib/relative-time";
import { patchSearch } from "../../lib/search-params";

/** Owner changes of every lead (creation, transfers, distributions, removals): for the roles that see all leads. */
export const Route = createFileRoute("/_app/movements")({
  validateSearch: movementSearchSchema,
  beforeLoad: ({ context }) =>
    requireRole(canAccessSection(context.session.roles, "leads") && leadListScope(context.session.roles) === "all"),
  loaderDeps: ({ search }) => search,
  // Asks for the page while the screen's chunk loads (the screen's query has the same key).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(movementsQuery(toMovementsQuery(deps))),
  staticData: { showBack: true },
  component: MovementsPage,
});

function MovementsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(movementsQuery(toMovementsQuery(search)));
  const now = useNow(60_000);
  const filtered = hasMovementFilters(search);
  const setFilters = (patch: Partial<MovementFilters>) =>
    navigate({
      search: (prev) => patchSearch(prev, patch),
      replace: true,
    });
  const page = search.page ?? 1;

  return (
    <>
      <PageHeader
        title="Movimentações"
        description="Trocas de responsável dos leads: criação, transferências, distribuições e retiradas da carteira."
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <MovementsFilters search={search} roles={session.roles} onChange={setFilters} />
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando movimentações..."
          empty={{
            icon: <IconArrowsExchange size={28} />,
            title: filtered ? "Nenhuma movimentação encontrada" : "Nenhuma movimentação registrada",
            description: filtered ? "Ajuste os filtros ou limpe-os para ver todas." : undefined,
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: {}, replace: true })}
        >
          {(data) => <MovementsTable movements={data.payload} now={now} />}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={page}
          pageSize={MOVEMENTS_PAGE_SIZE}
          noun={["movimentação", "movimentações"]}
          onPageChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      </Stack>
    </>
  );
}
