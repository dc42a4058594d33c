import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/leads/$leadId")({
  beforeLoad: ({ context }) => requireSection(context.session, "leads"),
  staticData: { showBack: true },
  component: () => (
    <ComingSoonPage section="leads" title="Perfil do lead" description="Dados, histórico e atendimento do lead." />
  ),
});
