import { Button, Card, Group, Pagination, Stack, Text } from "@mantine/core";
import { canAccessSection, leadListScope } from "@portal/contracts/policy";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { MovementsFilters } from "../../features/movements/MovementsFilters";
import { MovementsTable } from "../../features/movements/MovementsTable";
import {
  hasMovementFilters,
  MOVEMENTS_PAGE_SIZE,
  type MovementFilters,
  movementSearchSchema,
  toMovementsQuery,
} from "../../features/movements/movement-search";
import { movementsQuery } from "../../features/movements/movements.queries";
import { requireRole } from "../../features/session/guards";
import { formatNumber } from "../../lib/format";
import { useNow } from "../../lib/relative-time";

/** Owner changes of every lead (creation, transfers, distributions, removals): for the roles that see all leads. */
export const Route = createFileRoute("/_app/movements")({
  validateSearch: movementSearchSchema,
  beforeLoad: ({ context }) =>
    requireRole(canAccessSection(context.session.roles, "leads") && leadListScope(context.session.roles) === "all"),
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
      search: (prev) => {
        const next: Record<string, unknown> = { ...prev, ...patch, page: undefined };
        for (const [k, v] of Object.entries(next)) if (v === undefined || v === "") delete next[k];
        return next;
      },
      replace: true,
    });
  const page = search.page ?? 1;
  const total = query.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MOVEMENTS_PAGE_SIZE));

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
        <Card withBorder radius="md" padding={0}>
          {query.isPending ? (
            <LoadingState label="Carregando movimentações..." />
          ) : query.isError ? (
            <Stack p="md">
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            </Stack>
          ) : query.data.payload.length === 0 ? (
            <EmptyResult
              icon={<IconArrowsExchange size={28} />}
              title={filtered ? "Nenhuma movimentação encontrada" : "Nenhuma movimentação registrada"}
              description={filtered ? "Ajuste os filtros ou limpe-os para ver todas." : undefined}
            >
              {filtered && (
                <Button variant="light" onClick={() => navigate({ search: {}, replace: true })}>
                  Limpar filtros
                </Button>
              )}
            </EmptyResult>
          ) : (
            <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <MovementsTable movements={query.data.payload} now={now} />
            </div>
          )}
        </Card>
        {query.data && total > 0 && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatNumber(total)} {total === 1 ? "movimentação" : "movimentações"}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
                siblings={1}
                boundaries={1}
                getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
                getControlProps={(control) => ({
                  "aria-label": {
                    first: "Primeira página",
                    last: "Última página",
                    next: "Próxima página",
                    previous: "Página anterior",
                  }[control],
                })}
                size="sm"
              />
            )}
          </Group>
        )}
      </Stack>
    </>
  );
}
