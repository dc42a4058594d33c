import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { LEAD_CREATE_ROLES } from "@portal/contracts/leads";
import { hasRole, leadListScope } from "@portal/contracts/policy";
import { IconArrowsExchange, IconChartBar, IconPlus } from "@tabler/icons-react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { LeadListScreen, type SearchUpdater } from "../../../features/leads/LeadListScreen";
import { leadSearchSchema, loadsLeadList, toLeadListQuery } from "../../../features/leads/lead-search";
import { leadsListQuery } from "../../../features/leads/leads.queries";
import { requireSection } from "../../../features/session/guards";
import { lazyChunk, OnDemand } from "../../../lib/on-demand";

const CreateLeadModal = lazyChunk(() =>
  import("../../../features/leads/CreateLeadModal").then((m) => m.CreateLeadModal),
);

export const Route = createFileRoute("/_app/leads/")({
  validateSearch: leadSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "leads"),
  loaderDeps: ({ search }) => search,
  // Asks for the page while the screen's chunk loads; the screen's query has the same key (and the same rule:
  // partner brokers and agents load nothing until they filter).
  loader: ({ context, deps }) => {
    if (loadsLeadList(context.session.roles, deps)) {
      void context.queryClient.prefetchQuery(leadsListQuery(toLeadListQuery(deps)));
    }
  },
  component: LeadsPage,
});

function LeadsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const [createOpened, createModal] = useDisclosure(false);
  const seeAll = leadListScope(session.roles) === "all";
  const canCreate = !session.user.read_only && hasRole(session.roles, LEAD_CREATE_ROLES);
  const setSearch: SearchUpdater = (update, options) =>
    void navigate({ search: (prev) => update(prev), replace: options?.replace });

  return (
    <>
      <PageHeader
        title="Leads"
        description={seeAll ? "Todos os leads do portal." : "Os leads da sua carteira."}
        actions={
          <>
            {seeAll && (
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                renderRoot={(props) => <Link {...props} to="/movements" />}
              >
                Movimentações
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconChartBar size={16} />}
              renderRoot={(props) => <Link {...props} to="/enterprises/leads-by-enterprise" />}
            >
              Por empreendimento
            </Button>
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={createModal.open}>
                Novo lead
              </Button>
            )}
          </>
        }
      />
      <LeadListScreen
        session={session}
        search={search}
        setSearch={setSearch}
        emptyTitle={seeAll ? "Nenhum lead cadastrado" : "Sua carteira está vazia"}
        emptyDescription={
          seeAll ? "Os leads criados ou distribuídos aparecem aqui." : "Os leads distribuídos para você aparecem aqui."
        }
      />
      {canCreate && <OnDemand component={CreateLeadModal} opened={createOpened} onClose={createModal.close} />}
    </>
  );
}
