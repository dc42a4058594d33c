import { Button, Card, Group, Select, Stack } from "@mantine/core";
import { SALE_STATUS_LABELS, SALE_STATUSES } from "@portal/contracts/sale-state";
import { IconCash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ListPagination, ListResults } from "../../../components/ListResults";
import { PageHeader } from "../../../components/PageHeader";
import { enterprisesSimplifiedQuery } from "../../../features/proposals/proposals.queries";
import { SalesTable } from "../../../features/sales/SalesTable";
import { SALES_PAGE_SIZE, type SaleSearch, saleSearchSchema, toSalesQuery } from "../../../features/sales/sale-search";
import { salesListQuery } from "../../../features/sales/sales.queries";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/sales/")({
  validateSearch: saleSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "sales"),
  loaderDeps: ({ search }) => search,
  // Asks for the page while the screen's chunk loads (the screen's query has the same key).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(salesListQuery(toSalesQuery(deps))),
  component: SalesPage,
});

function SalesPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(salesListQuery(toSalesQuery(search)));
  const enterprises = useQuery(enterprisesSimplifiedQuery);
  const setSearch = (patch: Partial<SaleSearch>) =>
    navigate({
      search: (prev) => {
        const next: Record<string, unknown> = { ...prev, ...patch, page: patch.page };
        for (const [k, v] of Object.entries(next)) if (v === undefined || v === "" || v === null) delete next[k];
        return next;
      },
      replace: true,
    });
  const filtered = Boolean(search.status || search.enterprise_id);
  return (
    <>
      <PageHeader
        title="Vendas"
        description="Vendas criadas a partir de propostas aprovadas."
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/commissions" />}>
              Minhas comissões
            </Button>
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/contracts" />}>
              Contratos
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Group gap="sm" wrap="wrap">
            <Select
              label="Status"
              placeholder="Todos"
              clearable
              data={SALE_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] }))}
              value={search.status ?? null}
              onChange={(v) => setSearch({ status: (v ?? undefined) as SaleSearch["status"] })}
              style={{ flex: "1 1 180px" }}
            />
            <Select
              label="Empreendimento"
              placeholder="Todos"
              clearable
              searchable
              data={(enterprises.data?.payload ?? []).map((e) => ({ value: e._id, label: e.name }))}
              value={search.enterprise_id ?? null}
              onChange={(v) => setSearch({ enterprise_id: v ?? undefined })}
              style={{ flex: "1 1 200px" }}
            />
          </Group>
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando vendas..."
          empty={{
            icon: <IconCash size={28} />,
            title: filtered ? "Nenhuma venda encontrada" : "Nenhuma venda ainda",
            description: filtered
              ? "Ajuste os filtros ou limpe-os para ver todas."
              : "Crie uma venda a partir de uma proposta aprovada.",
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: {}, replace: true })}
        >
          {(data) => <SalesTable sales={data.payload} />}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={search.page ?? 1}
          pageSize={SALES_PAGE_SIZE}
          noun={["venda", "vendas"]}
          onPageChange={(p) => setSearch({ page: p === 1 ? undefined : p })}
        />
      </Stack>
    </>
  );
}
