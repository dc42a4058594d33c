import { Button, Card, Group, Pagination, SimpleGrid, Stack, Text } from "@mantine/core";
import { canAccessSection, canManageEnterprises } from "@portal/contracts/policy";
import { IconBuildingSkyscraper, IconChartBar, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ButtonLink } from "../../../components/ButtonLink";
import { PageHeader } from "../../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../../components/states";
import { EnterpriseCard } from "../../../features/enterprises/EnterpriseCard";
import { EnterprisesFilters } from "../../../features/enterprises/EnterprisesFilters";
import { canEditEnterprises } from "../../../features/enterprises/enterprise-access";
import {
  ENTERPRISES_PAGE_SIZE,
  type EnterpriseSearch,
  enterpriseSearchSchema,
  hasEnterpriseFilters,
  toEnterprisesQuery,
} from "../../../features/enterprises/enterprise-search";
import { enterprisesQuery } from "../../../features/enterprises/enterprises.queries";
import { requireSection } from "../../../features/session/guards";
import { formatNumber } from "../../../lib/format";
import { patchSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/_app/enterprises/")({
  validateSearch: enterpriseSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "estates"),
  loaderDeps: ({ search }) => search,
  // Asks for the page while the screen's chunk loads (the screen's query has the same key).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(enterprisesQuery(toEnterprisesQuery(deps))),
  component: EnterprisesPage,
});

function EnterprisesPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(enterprisesQuery(toEnterprisesQuery(search)));
  const filtered = hasEnterpriseFilters(search);
  const setFilters = (patch: Partial<EnterpriseSearch>) =>
    navigate({
      search: (prev) => patchSearch(prev, patch),
      replace: true,
    });
  const page = search.page ?? 1;
  const total = query.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ENTERPRISES_PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Empreendimentos"
        description="Empreendimentos à venda, com o espelho de vendas de cada um."
        actions={
          <>
            {canAccessSection(session.roles, "leads") && (
              <ButtonLink
                to="/enterprises/leads-by-enterprise"
                variant="default"
                leftSection={<IconChartBar size={16} />}
              >
                Leads por empreendimento
              </ButtonLink>
            )}
            {canEditEnterprises(session.roles) && canManageEnterprises(session.roles) && (
              <ButtonLink to="/enterprises/new" leftSection={<IconPlus size={16} />}>
                Novo empreendimento
              </ButtonLink>
            )}
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <EnterprisesFilters search={search} onChange={setFilters} />
        </Card>
        {query.isPending ? (
          <LoadingState label="Carregando empreendimentos..." />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.payload.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyResult
              icon={<IconBuildingSkyscraper size={28} />}
              title={filtered ? "Nenhum empreendimento encontrado" : "Nenhum empreendimento cadastrado"}
              description={filtered ? "Ajuste os filtros ou limpe-os para ver todos." : undefined}
            >
              {filtered && (
                <Button variant="light" onClick={() => navigate({ search: {}, replace: true })}>
                  Limpar filtros
                </Button>
              )}
            </EmptyResult>
          </Card>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {query.data.payload.map((e) => (
              <EnterpriseCard key={e._id} enterprise={e} />
            ))}
          </SimpleGrid>
        )}
        {query.data && total > 0 && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatNumber(total)} {total === 1 ? "empreendimento" : "empreendimentos"}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
                getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
                size="sm"
              />
            )}
          </Group>
        )}
      </Stack>
    </>
  );
}
