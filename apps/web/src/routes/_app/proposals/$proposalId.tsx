import { createFileRoute } from "@tanstack/react-router";
import { ProposalDetail } from "../../../features/proposals/ProposalDetail";
import { proposalQuery } from "../../../features/proposals/proposals.queries";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/proposals/$proposalId")({
  beforeLoad: ({ context }) => requireSection(context.session, "proposals"),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(proposalQuery(params.proposalId));
  },
  staticData: { showBack: true },
  component: ProposalRoute,
});

function ProposalRoute() {
  const { session } = Route.useRouteContext();
  const { proposalId } = Route.useParams();
  return <ProposalDetail key={proposalId} proposalId={proposalId} session={session} />;
}
