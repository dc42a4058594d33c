import { Button, Stack } from "@mantine/core";
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
import { createFileRoute } from "@tanstack/react-router";
import { useMemo } from "react";
import { ListScreen } from "../../components/list-kit/ListScreen";
import { useListSearch } from "../../components/list-kit/use-list-search";
import { PageHeader } from "../../components/PageHeader";
import { leadsKeys } from "../../features/leads/leads.queries";
import { downloadSampleCsv, ImportPreLeadsModal } from "../../features/pre-leads/ImportPreLeadsModal";
import { ImportsHistory } from "../../features/pre-leads/ImportsHistory";
import { OfferSettingsModal } from "../../features/pre-leads/OfferSettingsModal";
import { PreLeadsFilters } from "../../features/pre-leads/PreLeadsFilters";
import {
  hasPreLeadFilters,
  PRE_LEADS_PAGE_SIZE,
  preLeadSearchSchema,
  toPreLeadQuery,
} from "../../features/pre-leads/pre-lead-search";
import {
  acquirePreLead,
  fetchPreLeadsPage,
  preLeadsKeys,
  preLeadsListQuery,
} from "../../features/pre-leads/pre-leads.queries";
import { preLeadColumns } from "../../features/pre-leads/pre-leads-columns";
import { requireRole } from "../../features/session/guards";
import { notifySuccess } from "../../lib/notify";
import { useNow } from "../../lib/relative-time";

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
  const list = useListSearch();
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
  const acquiringId = acquire.isPending ? (acquire.variables?._id ?? null) : null;
  const columns = useMemo(
    () => preLeadColumns({ now, canAcquire, acquiringId, onAcquire: acquire.mutate, showAcquiredBy: isManager }),
    [now, canAcquire, acquiringId, acquire.mutate, isManager],
  );

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
        <ListScreen
          query={query}
          columns={columns}
          rowId={(p) => p._id}
          testIds={{ row: "pre-lead-row", card: "pre-lead-card" }}
          minWidth={860}
          tableFrom="md"
          filters={<PreLeadsFilters search={search} onChange={list.setFilters} showStatus={isManager || !canAcquire} />}
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
          onClearFilters={list.clearFilters}
          pagination={{
            page: search.page ?? 1,
            pageSize: PRE_LEADS_PAGE_SIZE,
            noun: ["pré-lead", "pré-leads"],
            onPageChange: list.setPage,
          }}
          // Managers export the base; a specialist sees masked phones, so an export would hold nothing new.
          csv={
            isManager
              ? {
                  fileName: "pre-leads",
                  fetchPage: (page) => fetchPreLeadsPage({ ...toPreLeadQuery(search), ...page }),
                }
              : undefined
          }
        />
        {isManager && <ImportsHistory />}
      </Stack>
      {isManager && <ImportPreLeadsModal opened={importOpened} onClose={importModal.close} />}
      {isManager && <OfferSettingsModal opened={offerOpened} onClose={offerModal.close} />}
    </>
  );
}
