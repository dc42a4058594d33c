import { Button, Card, Group, Pagination, Stack, Text } from "@mantine/core";
import { leadListScope } from "@portal/contracts/policy";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../../components/states";
import { EnterpriseLeadsFilters } from "../../../features/enterprise-leads/EnterpriseLeadsFilters";
import { EnterpriseLeadsTable } from "../../../features/enterprise-leads/EnterpriseLeadsTable";
import { enterpriseLeadsQuery } from "../../../features/enterprise-leads/enterprise-leads.queries";
import {
  ENTERPRISE_LEADS_PAGE_SIZE,
  type EnterpriseLeadsSearch,
  enterpriseLeadsSearchSchema,
  hasEnterpriseLeadsFilters,
  toEnterpriseLeadsQuery,
} from "../../../features/enterprise-leads/enterprise-leads-search";
import { requireSection } from "../../../features/session/guards";
import { formatNumber } from "../../../lib/format";

export const Route = createFileRoute("/_app/enterprises/leads-by-enterprise")({
  validateSearch: enterpriseLeadsSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "leads"),
  staticData: { showBack: true },
  component: EnterpriseLeadsPage,
});

/** "Leads por empreendimento": GET /enterprises/grouped/enterprises-leads, filters in the URL. */
function EnterpriseLeadsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(enterpriseLeadsQuery(toEnterpriseLeadsQuery(search)));
  const filtered = hasEnterpriseLeadsFilters(search);
  const own = leadListScope(session.roles) === "own";
  const setFilters = (patch: Partial<EnterpriseLeadsSearch>) =>
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
  const pages = Math.max(1, Math.ceil(total / ENTERPRISE_LEADS_PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Leads por empreendimento"
        description={
          own
            ? "Os leads da sua carteira, contados por empreendimento."
            : "Todos os leads do portal, contados por empreendimento."
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <EnterpriseLeadsFilters search={search} onChange={setFilters} />
        </Card>
        {query.isPending ? (
          <LoadingState label="Contando leads..." />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.payload.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyResult
              icon={<IconChartBar size={28} />}
              title={filtered ? "Nenhum lead encontrado com esses filtros" : "Nenhum lead com empreendimento"}
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
          <Card withBorder radius="md" padding={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <EnterpriseLeadsTable rows={query.data.payload} />
          </Card>
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
