import { Button, Card, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { hasRole } from "@portal/contracts/policy";
import {
  canAcquirePreLeads,
  PRE_LEAD_MANAGER_ROLES,
  PRE_LEAD_READER_ROLES,
  type PreLeadDto,
} from "@portal/contracts/pre-leads";
import { IconAdjustments, IconDownload, IconFileImport, IconUserQuestion } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ListPagination, ListResults } from "../../components/ListResults";
import { PageHeader } from "../../components/PageHeader";
import { leadsKeys } from "../../features/leads/leads.queries";
import { downloadSampleCsv, ImportPreLeadsModal } from "../../features/pre-leads/ImportPreLeadsModal";
import { ImportsHistory } from "../../features/pre-leads/ImportsHistory";
import { OfferSettingsModal } from "../../features/pre-leads/OfferSettingsModal";
import { PreLeadsFilters } from "../../features/pre-leads/PreLeadsFilters";
import { PreLeadsTable } from "../../features/pre-leads/PreLeadsTable";
import {
  hasPreLeadFilters,
  PRE_LEADS_PAGE_SIZE,
  type PreLeadFilters,
  preLeadSearchSchema,
  toPreLeadQuery,
} from "../../features/pre-leads/pre-lead-search";
import { acquirePreLead, preLeadsKeys, preLeadsListQuery } from "../../features/pre-leads/pre-leads.queries";
import { requireRole } from "../../features/session/guards";
import { notifySuccess } from "../../lib/notify";
import { useNow } from "../../lib/relative-time";
import { patchSearch } from "../../lib/search-params";

/** The pre-lead base: specialists acquire what is on offer; coordinators and admins also import CSV files. */
export const Route = createFileRoute("/_app/pre-leads")({
  validateSearch: preLeadSearchSchema,
  beforeLoad: ({ context }) => requireRole(hasRole(context.session.roles, PRE_LEAD_READER_ROLES)),
  loaderDeps: ({ search }) => search,
  // Asks for the page while the screen's chunk loads (the screen's query has the same key).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(preLeadsListQuery(toPreLeadQuery(deps))),
  component: PreLeadsPage,
});

function PreLeadsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const queryClient = useQueryClient();
  const isManager = hasRole(session.roles, PRE_LEAD_MANAGER_ROLES);
  const canAcquire = canAcquirePreLeads(session.roles) && !session.user.read_only;
  const query = useQuery(preLeadsListQuery(toPreLeadQuery(search)));
  const now = useNow(60_000);
  const [importOpened, importModal] = useDisclosure(false);
  const [offerOpened, offerModal] = useDisclosure(false);
  const acquire = useMutation({
    mutationFn: (preLead: PreLeadDto) => acquirePreLead(preLead._id),
    onSuccess: (result) => notifySuccess(result.message),
    // 409 (someone was faster): the global handler shows the server's message; the list refreshes either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: preLeadsKeys.all });
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
    },
  });
  const filtered = hasPreLeadFilters(search);
  const setFilters = (patch: Partial<PreLeadFilters>) =>
    navigate({
      search: (prev) => patchSearch(prev, patch),
      replace: true,
    });
  const page = search.page ?? 1;

  return (
    <>
      <PageHeader
        title="Pré-leads"
        description={
          isManager
            ? "A base de pré-leads: contatos importados que os especialistas podem adquirir para a carteira."
            : "Contatos disponíveis para você adquirir. Ao adquirir, o pré-lead vira um lead na sua carteira."
        }
        actions={
          isManager && (
            <>
              {!session.user.read_only && (
                <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={offerModal.open}>
                  Configurar oferta
                </Button>
              )}
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadSampleCsv}>
                Modelo de CSV
              </Button>
              <Button leftSection={<IconFileImport size={16} />} onClick={importModal.open}>
                Importar CSV
              </Button>
            </>
          )
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <PreLeadsFilters search={search} onChange={setFilters} showStatus={isManager || !canAcquire} />
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando pré-leads..."
          empty={{
            icon: <IconUserQuestion size={28} />,
            title: filtered ? "Nenhum pré-lead encontrado" : "Nenhum pré-lead disponível",
            description: filtered
              ? "Ajuste os filtros ou limpe-os."
              : isManager
                ? "Importe um arquivo CSV para abastecer a base."
                : "Novos contatos aparecem aqui quando a coordenação importar a base.",
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: {}, replace: true })}
        >
          {(data) => (
            <PreLeadsTable
              preLeads={data.payload}
              now={now}
              canAcquire={canAcquire}
              acquiringId={acquire.isPending ? (acquire.variables?._id ?? null) : null}
              onAcquire={(p) => acquire.mutate(p)}
              showAcquiredBy={isManager}
            />
          )}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={page}
          pageSize={PRE_LEADS_PAGE_SIZE}
          noun={["pré-lead", "pré-leads"]}
          onPageChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
        {isManager && <ImportsHistory />}
      </Stack>
      {isManager && <ImportPreLeadsModal opened={importOpened} onClose={importModal.close} />}
      {isManager && <OfferSettingsModal opened={offerOpened} onClose={offerModal.close} />}
    </>
  );
}
