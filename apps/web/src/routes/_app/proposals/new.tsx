import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { ErrorState, LoadingState } from "../../../components/states";
import { ProposalBuilder } from "../../../features/proposals/ProposalBuilder";
import { builderSearchSchema } from "../../../features/proposals/proposal-search";
import { proposalQuery } from "../../../features/proposals/proposals.queries";
import { requireSection } from "../../../features/session/guards";

/**
 * /proposals/new?unit_id=&lead_id= (the unit drawer of the mirror links here), or ?from={id} for a
 * counter-proposal of an existing proposal.
 */
export const Route = createFileRoute("/_app/proposals/new")({
  validateSearch: builderSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "proposals"),
  staticData: { showBack: true },
  component: NewProposalPage,
});

function NewProposalPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const parent = useQuery({ ...proposalQuery(search.from ?? ""), enabled: Boolean(search.from) });
  const pick = (patch: { unit_id?: string; lead_id?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <>
      <PageHeader
        title={search.from ? "Contraproposta" : "Nova proposta"}
        description="Monte o plano de pagamento: o envio é liberado quando a soma das séries fecha com o valor líquido."
      />
      {search.from && parent.isPending ? (
        <LoadingState label="Carregando proposta..." />
      ) : search.from && parent.isError ? (
        <ErrorState error={parent.error} onRetry={() => void parent.refetch()} />
      ) : (
        <ProposalBuilder
          key={search.from ?? "new"}
          unitId={search.unit_id}
          leadId={search.lead_id}
          parent={parent.data}
          onPickUnit={(unit_id) => pick({ unit_id })}
          onPickLead={(lead_id) => pick({ lead_id })}
        />
      )}
    </>
  );
}
