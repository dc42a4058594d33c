import { Card, Stack } from "@mantine/core";
import { leadListScope } from "@portal/contracts/policy";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ListPagination, ListResults } from "../../../components/ListResults";
import { PageHeader } from "../../../components/PageHeader";
import { EnterpriseLeadsFilters } from "../../../features/enterprises/EnterpriseLeadsFilters";
import { EnterpriseLeadsTable } from "../../../features/enterprises/EnterpriseLeadsTable";
import { enterpriseLeadsQuery } from "../../../features/enterprises/enterprise-leads.queries";
import {
  ENTERPRISE_LEADS_PAGE_SIZE,
  type EnterpriseLeadsSearch,
  enterpriseLeadsSearchSchema,
  hasEnterpriseLeadsFilters,
  toEnterpriseLeadsQuery,
} from "../../../features/enterprises/enterprise-leads-search";
import { requireSection } from "../../../features/session/guards";
import { patchSearch } from "../../../lib/search-params";

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
      search: (prev) => patchSearch(prev, patch),
      replace: true,
    });

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
        <ListResults
          query={query}
          loadingLabel="Contando leads..."
          empty={{
            icon: <IconChartBar size={28} />,
            title: filtered ? "Nenhum lead encontrado com esses filtros" : "Nenhum lead com empreendimento",
            description: filtered ? "Ajuste os filtros ou limpe-os para ver todos." : undefined,
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: {}, replace: true })}
        >
          {(data) => <EnterpriseLeadsTable rows={data.payload} />}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={search.page ?? 1}
          pageSize={ENTERPRISE_LEADS_PAGE_SIZE}
          noun={["empreendimento", "empreendimentos"]}
          onPageChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      </Stack>
    </>
  );
}
