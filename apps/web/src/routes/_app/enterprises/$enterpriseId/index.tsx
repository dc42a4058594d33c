import { createFileRoute } from "@tanstack/react-router";
import { EnterpriseDetailPage } from "../../../../features/enterprises/EnterpriseDetailPage";
import { requireSection } from "../../../../features/session/guards";

export const Route = createFileRoute("/_app/enterprises/$enterpriseId/")({
  beforeLoad: ({ context }) => requireSection(context.session, "estates"),
  staticData: { showBack: true },
  component: function EnterpriseRoute() {
    const { session } = Route.useRouteContext();
    const { enterpriseId } = Route.useParams();
    return <EnterpriseDetailPage enterpriseId={enterpriseId} roles={session.roles} />;
  },
});
