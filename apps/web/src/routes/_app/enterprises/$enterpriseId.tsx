import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/enterprises/$enterpriseId")({
  beforeLoad: ({ context }) => requireSection(context.session, "estates"),
  staticData: { showBack: true },
  component: () => (
    <ComingSoonPage
      section="estates"
      title="Empreendimento"
      description="Detalhes, unidades e materiais do empreendimento."
    />
  ),
});
