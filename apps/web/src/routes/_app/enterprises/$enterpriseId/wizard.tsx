import { canManageEnterprises } from "@portal/contracts/policy";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { WizardPage } from "../../../../features/enterprises/WizardPage";
import { requireRole } from "../../../../features/session/guards";

export const Route = createFileRoute("/_app/enterprises/$enterpriseId/wizard")({
  validateSearch: z.object({ step: z.coerce.number().int().min(1).max(6).optional().catch(undefined) }),
  beforeLoad: ({ context }) => requireRole(canManageEnterprises(context.session.roles)),
  staticData: { showBack: true },
  component: function WizardRoute() {
    const { session } = Route.useRouteContext();
    const { enterpriseId } = Route.useParams();
    const { step } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return (
      <WizardPage
        enterpriseId={enterpriseId}
        requestedStep={step}
        roles={session.roles}
        goTo={(n) => navigate({ search: { step: n } })}
      />
    );
  },
});
