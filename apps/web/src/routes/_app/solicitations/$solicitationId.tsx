import { canUseSolicitations } from "@portal/contracts/policy";
import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../features/session/guards";
import { SolicitationPage } from "../../../features/solicitations/SolicitationPage";
import { solicitationQuery } from "../../../features/solicitations/solicitations.queries";

/** One request and its thread: reply, approve, refuse or cancel (decision 054). */
export const Route = createFileRoute("/_app/solicitations/$solicitationId")({
  beforeLoad: ({ context }) => requireRole(canUseSolicitations(context.session.roles)),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(solicitationQuery(params.solicitationId)),
  staticData: { showBack: true },
  component: function SolicitationRoute() {
    const { solicitationId } = Route.useParams();
    const { session } = Route.useRouteContext();
    return <SolicitationPage id={solicitationId} session={session} />;
  },
});
