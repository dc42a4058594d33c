import { Button, Card, Group, Select, Stack, Tabs } from "@mantine/core";
import { canListSpecialists } from "@portal/contracts/lead-rules";
import { hasRole } from "@portal/contracts/policy";
import { DEALS_SEE_ALL_ROLES, PROPOSAL_ROLES } from "@portal/contracts/proposals";
import { PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES } from "@portal/contracts/sale-state";
import { IconFileDescription, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ListPagination, ListResults } from "../../../components/ListResults";
import { PageHeader } from "../../../components/PageHeader";
import { seesApprovalInbox } from "../../../features/proposals/deal-status";
import { ProposalsTable } from "../../../features/proposals/ProposalsTable";
import {
  PROPOSALS_PAGE_SIZE,
  type ProposalSearch,
  proposalSearchSchema,
  toProposalsQuery,
} from "../../../features/proposals/proposal-search";
import {
  enterprisesSimplifiedQuery,
  peopleQuery,
  proposalsListQuery,
} from "../../../features/proposals/proposals.queries";
import { requireSection } from "../../../features/session/guards";

/** Proposals list with filters in the URL, and the approval inbox (AWAITING_APPROVAL) for approvers. */
export const Route = createFileRoute("/_app/proposals/")({
  validateSearch: proposalSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "proposals"),
  component: ProposalsPage,
});

function ProposalsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const inbox = seesApprovalInbox(session.roles);
  const view = inbox && search.view === "inbox" ? "inbox" : "all";
  const query = useQuery(proposalsListQuery(toProposalsQuery({ ...search, view })));
  const enterprises = useQuery(enterprisesSimplifiedQuery);
  const seesAll = hasRole(session.roles, DEALS_SEE_ALL_ROLES);
  // The broker filter's names come from GET /users/specialists: only for roles that may read it (JURIDICAL and
  // FINANCIAL see every deal but not the people list).
  const people = useQuery(peopleQuery(seesAll && canListSpecialists(session.roles)));
  const canCreate = !session.user.read_only && hasRole(session.roles, PROPOSAL_ROLES);

  const setSearch = (patch: Partial<ProposalSearch>) =>
    navigate({
      search: (prev) => {
        const next: Record<string, unknown> = { ...prev, ...patch, page: patch.page };
        for (const [k, v] of Object.entries(next)) if (v === undefined || v === "" || v === null) delete next[k];
        return next;
      },
      replace: true,
    });
  const page = search.page ?? 1;
  const filtered = Boolean(search.status || search.enterprise_id || search.broker_id);

  return (
    <>
      <PageHeader
        title="Propostas"
        description={seesAll ? "Propostas de todos os corretores e as aprovações pendentes." : "As suas propostas."}
        actions={
          canCreate && (
            <Button component={Link} to="/proposals/new" leftSection={<IconPlus size={16} />}>
              Nova proposta
            </Button>
          )
        }
      />
      <Stack gap="md">
        {inbox && (
          <Tabs value={view} onChange={(v) => setSearch({ view: v === "inbox" ? "inbox" : undefined })}>
            <Tabs.List>
              <Tabs.Tab value="all">Todas</Tabs.Tab>
              <Tabs.Tab value="inbox">Aprovações pendentes</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        )}
        <Card withBorder radius="md" padding="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            {view === "all" && (
              <Select
                label="Status"
                placeholder="Todos"
                clearable
                data={PROPOSAL_STATUSES.map((s) => ({ value: s, label: PROPOSAL_STATUS_LABELS[s] }))}
                value={search.status ?? null}
                onChange={(v) => setSearch({ status: (v ?? undefined) as ProposalSearch["status"] })}
                style={{ flex: "1 1 180px" }}
              />
            )}
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
            {people.isSuccess && (
              <Select
                label="Corretor"
                placeholder="Todos"
                clearable
                searchable
                data={people.data.payload.map((u) => ({ value: u._id, label: u.full_name }))}
                value={search.broker_id ?? null}
                onChange={(v) => setSearch({ broker_id: v ?? undefined })}
                style={{ flex: "1 1 200px" }}
              />
            )}
          </Group>
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando propostas..."
          empty={{
            icon: <IconFileDescription size={28} />,
            title:
              view === "inbox"
                ? "Nenhuma proposta aguardando aprovação"
                : filtered
                  ? "Nenhuma proposta encontrada"
                  : "Nenhuma proposta ainda",
            description: filtered ? "Ajuste os filtros ou limpe-os para ver todas." : undefined,
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: { view: search.view }, replace: true })}
        >
          {(data) => <ProposalsTable proposals={data.payload} />}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={page}
          pageSize={PROPOSALS_PAGE_SIZE}
          noun={["proposta", "propostas"]}
          onPageChange={(p) => setSearch({ page: p === 1 ? undefined : p })}
        />
      </Stack>
    </>
  );
}
