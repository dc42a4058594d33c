import { SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { SEARCH_DEBOUNCE_MS } from "@portal/contracts/common";
import { canApprovePartners, PARTNER_STATUSES, type PartnerStatus } from "@portal/contracts/partner-status";
import { IconSearch, IconUserCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ListScreen } from "../../../components/list-kit/ListScreen";
import { useListSearch } from "../../../components/list-kit/use-list-search";
import { PageHeader } from "../../../components/PageHeader";
import { requireRole } from "../../../features/session/guards";
import {
  fetchPartnersPage,
  PARTNERS_PAGE_SIZE,
  type PartnerListFilters,
  partnersListQuery,
} from "../../../features/users/partners.queries";
import { PARTNER_COLUMNS } from "../../../features/users/partners-columns";
import { searchPage, searchText } from "../../../lib/search-params";

const TAB_LABELS: Record<PartnerStatus, string> = {
  PENDING_APPROVAL: "Em análise",
  APPROVED: "Aprovados",
  REJECTED: "Recusados",
};

const searchSchema = z.object({
  status: z.enum(PARTNER_STATUSES).optional().catch(undefined),
  search: searchText,
  page: searchPage,
});

/** The partnership coordinator's approval queue (decision 064). */
export const Route = createFileRoute("/_app/admin/partners")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireRole(canApprovePartners(context.session.roles)),
  component: PartnersPage,
});

function PartnersPage() {
  const search = Route.useSearch();
  // The status tab is not a filter: "Limpar filtros" keeps it.
  const list = useListSearch({ keep: ["status"] });
  const filters: PartnerListFilters = {
    status: search.status ?? "PENDING_APPROVAL",
    search: search.search,
    page: search.page ?? 1,
  };
  const query = useQuery(partnersListQuery(filters));
  const setSearch = useDebouncedCallback((text: string) => list.setFilters({ search: text }), SEARCH_DEBOUNCE_MS);
  const pendingTab = filters.status === "PENDING_APPROVAL";
  return (
    <>
      <PageHeader
        title="Parceiros"
        description="Aprove os corretores parceiros e agentes que se cadastraram: só depois da aprovação eles veem preços e espelho."
      />
      <ListScreen
        query={query}
        columns={PARTNER_COLUMNS}
        rowId={(p) => p._id}
        testIds={{ row: "partner-row", card: "partner-row" }}
        minWidth={900}
        filters={
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              value={filters.status}
              onChange={(v) => list.setFilters({ status: v === "PENDING_APPROVAL" ? undefined : (v as PartnerStatus) })}
              data={PARTNER_STATUSES.map((s) => ({ value: s, label: TAB_LABELS[s] }))}
              aria-label="Situação do cadastro"
            />
            <TextInput
              placeholder="Buscar por nome, e-mail, CPF ou CRECI"
              aria-label="Buscar parceiro"
              leftSection={<IconSearch size={16} />}
              defaultValue={filters.search ?? ""}
              onChange={(e) => setSearch(e.currentTarget.value.trim())}
            />
          </Stack>
        }
        loadingLabel="Carregando parceiros..."
        empty={{
          icon: <IconUserCheck size={28} />,
          title: pendingTab ? "Nenhum cadastro aguardando aprovação" : "Nenhum parceiro nesta situação",
          description: filters.search ? "Nenhum parceiro corresponde à busca." : undefined,
        }}
        filtered={Boolean(filters.search)}
        onClearFilters={list.clearFilters}
        pagination={{
          page: filters.page,
          pageSize: PARTNERS_PAGE_SIZE,
          noun: ["parceiro", "parceiros"],
          onPageChange: list.setPage,
        }}
        csv={{ fileName: "parceiros", fetchPage: (page) => fetchPartnersPage(filters, page) }}
      />
    </>
  );
}
