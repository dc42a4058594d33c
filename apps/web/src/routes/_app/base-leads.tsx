import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { PageHeader } from "../../components/PageHeader";
import { LeadListScreen, type SearchUpdater } from "../../features/leads/LeadListScreen";
import { leadSearchSchema } from "../../features/leads/lead-search";
import { requireSection } from "../../features/session/guards";

/** Leads without an owner (GET /leads?owner_id=none), to be distributed. See features/leads/base-views.ts. */
export const Route = createFileRoute("/_app/base-leads")({
  validateSearch: leadSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "base_leads"),
  component: BaseLeadsPage,
});

const HIDDEN = ["owner_id"] as const;

function BaseLeadsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const setSearch: SearchUpdater = (update, options) =>
    void navigate({ search: (prev) => update(prev), replace: options?.replace });
  const fixed = useMemo(() => ({ owner_id: "none" }), []);
  return (
    <>
      <PageHeader
        title="Base de leads"
        description="Leads sem responsável: ainda não distribuídos, retirados de uma carteira ou devolvidos à base quando o prazo venceu. Selecione-os para distribuir, transferir ou jogar na roleta."
      />
      <LeadListScreen
        session={session}
        search={search}
        setSearch={setSearch}
        fixedQuery={fixed}
        hiddenFilters={HIDDEN}
        bulk={{ reassign: true, distribute: true, roulette: true, delete: true }}
        emptyTitle="A base está vazia"
        emptyDescription="Todos os leads têm um responsável."
      />
    </>
  );
}
