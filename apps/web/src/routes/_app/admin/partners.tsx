import { Card, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { canApprovePartners, PARTNER_STATUSES, type PartnerStatus } from "@portal/contracts/partner-status";
import { IconSearch, IconUserCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { ListPagination, ListResults } from "../../../components/ListResults";
import { PageHeader } from "../../../components/PageHeader";
import { requireRole } from "../../../features/session/guards";
import { PartnersTable } from "../../../features/users/PartnersTable";
import {
  PARTNERS_PAGE_SIZE,
  type PartnerListFilters,
  partnersListQuery,
} from "../../../features/users/partners.queries";
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
  const navigate = useNavigate({ from: Route.fullPath });
  const filters: PartnerListFilters = {
    status: search.status ?? "PENDING_APPROVAL",
    search: search.search,
    page: search.page ?? 1,
  };
  const query = useQuery(partnersListQuery(filters));
  const setSearch = useDebouncedCallback(
    (text: string) => navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }) }),
    350,
  );
  const pendingTab = filters.status === "PENDING_APPROVAL";
  return (
    <>
      <PageHeader
        title="Parceiros"
        description="Aprove os corretores parceiros e agentes que se cadastraram: só depois da aprovação eles veem preços e espelho."
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              value={filters.status}
              onChange={(v) =>
                navigate({
                  search: (prev) => ({
                    ...prev,
                    status: v === "PENDING_APPROVAL" ? undefined : (v as PartnerStatus),
                    page: undefined,
                  }),
                })
              }
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
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando parceiros..."
          empty={{
            icon: <IconUserCheck size={28} />,
            title: pendingTab ? "Nenhum cadastro aguardando aprovação" : "Nenhum parceiro nesta situação",
            description: filters.search ? "Nenhum parceiro corresponde à busca." : undefined,
          }}
          filtered={Boolean(filters.search)}
          onClearFilters={() => navigate({ search: (prev) => ({ ...prev, search: undefined, page: undefined }) })}
        >
          {(data) => (
            <Stack gap={0} p={{ base: "sm", sm: 0 }}>
              <PartnersTable partners={data.payload} />
            </Stack>
          )}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={filters.page}
          pageSize={PARTNERS_PAGE_SIZE}
          noun={["parceiro", "parceiros"]}
          onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })}
        />
      </Stack>
    </>
  );
}
