import { Button, Card, SegmentedControl, Stack } from "@mantine/core";
import { canRequestSolicitation, canUseSolicitations, decidableSolicitationTypes } from "@portal/contracts/policy";
import { SOLICITATION_BOX_LABELS, SOLICITATION_BOXES, SOLICITATION_TYPES } from "@portal/contracts/solicitations";
import { IconMessageQuestion, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ListPagination, ListResults } from "../../../components/ListResults";
import { PageHeader } from "../../../components/PageHeader";
import { requireRole } from "../../../features/session/guards";
import { NewSolicitationModal } from "../../../features/solicitations/NewSolicitationModal";
import { SolicitationsFilters } from "../../../features/solicitations/SolicitationsFilters";
import { SolicitationsList } from "../../../features/solicitations/SolicitationsList";
import {
  hasSolicitationFilters,
  SOLICITATIONS_PAGE_SIZE,
  type SolicitationFilters,
  solicitationSearchSchema,
  toSolicitationsQuery,
} from "../../../features/solicitations/solicitation-search";
import { solicitationsQuery } from "../../../features/solicitations/solicitations.queries";
import { useSolicitationsLive } from "../../../features/solicitations/useSolicitationsLive";
import { patchSearch } from "../../../lib/search-params";

/**
 * Solicitations (decision 054): "Minhas solicitações" (sent) and, for whoever decides some type, "Para aprovar"
 * (received). Reached from the navigation, from a solicitation's notification and from a lead's profile.
 */
export const Route = createFileRoute("/_app/solicitations/")({
  validateSearch: solicitationSearchSchema,
  beforeLoad: ({ context }) => requireRole(canUseSolicitations(context.session.roles)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(solicitationsQuery(toSolicitationsQuery(deps))),
  component: SolicitationsPage,
});

function SolicitationsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(solicitationsQuery(toSolicitationsQuery(search)));
  useSolicitationsLive();
  const [creating, setCreating] = useState(false);
  const decides = decidableSolicitationTypes(session.roles);
  const box = search.box ?? "sent";
  const filtered = hasSolicitationFilters(search);
  const page = search.page ?? 1;
  const setFilters = (patch: Partial<SolicitationFilters>) =>
    navigate({ search: (prev) => patchSearch(prev, patch), replace: true });

  return (
    <>
      <PageHeader
        title="Solicitações"
        description="Pedidos de transferência de lead, prorrogação de reserva, troca de plantão e outros assuntos, com as respostas."
        actions={
          !session.user.read_only &&
          SOLICITATION_TYPES.some((t) => canRequestSolicitation(session.roles, t)) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Nova solicitação
            </Button>
          )
        }
      />
      <Stack gap="md">
        {decides.length > 0 && (
          <SegmentedControl
            fullWidth
            maw={480}
            data={SOLICITATION_BOXES.map((b) => ({ value: b, label: SOLICITATION_BOX_LABELS[b] }))}
            value={box}
            onChange={(v) =>
              navigate({
                search: (prev) =>
                  patchSearch(prev, { box: v === "sent" ? undefined : (v as "received"), type: undefined }),
              })
            }
            aria-label="Quais solicitações"
          />
        )}
        <Card withBorder radius="md" padding="md">
          <SolicitationsFilters
            search={search}
            types={box === "received" ? decides : undefined}
            onChange={setFilters}
          />
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando solicitações..."
          empty={{
            icon: <IconMessageQuestion size={28} />,
            title: filtered
              ? "Nenhuma solicitação encontrada"
              : box === "received"
                ? "Nenhuma solicitação para aprovar"
                : "Você ainda não fez solicitações",
            description: filtered ? "Ajuste os filtros ou limpe-os para ver todas." : undefined,
          }}
          filtered={filtered}
          onClearFilters={() => navigate({ search: box === "sent" ? {} : { box }, replace: true })}
        >
          {(data) => <SolicitationsList items={data.payload} box={box} />}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={page}
          pageSize={SOLICITATIONS_PAGE_SIZE}
          noun={["solicitação", "solicitações"]}
          onPageChange={(p) => navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      </Stack>
      <NewSolicitationModal opened={creating} onClose={() => setCreating(false)} session={session} />
    </>
  );
}
