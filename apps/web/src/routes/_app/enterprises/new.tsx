import { canManageEnterprises } from "@portal/contracts/policy";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { canEditEnterprises } from "../../../features/enterprises/enterprise-access";
import { Step1Form } from "../../../features/enterprises/Step1Form";
import { requireRole } from "../../../features/session/guards";

/** New enterprise: step 1 creates the draft, then the wizard continues at step 2. */
export const Route = createFileRoute("/_app/enterprises/new")({
  beforeLoad: ({ context }) =>
    requireRole(canEditEnterprises(context.session.roles) && canManageEnterprises(context.session.roles)),
  staticData: { showBack: true },
  component: function NewEnterprise() {
    const navigate = useNavigate();
    return (
      <>
        <PageHeader title="Novo empreendimento" description="Etapa 1 de 6: identificação." />
        <Step1Form
          enterpriseId={null}
          data={undefined}
          onSaved={(id) =>
            navigate({ to: "/enterprises/$enterpriseId/wizard", params: { enterpriseId: id }, search: { step: 2 } })
          }
        />
      </>
    );
  },
});
