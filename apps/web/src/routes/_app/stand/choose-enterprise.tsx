import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/stand/choose-enterprise")({
  beforeLoad: ({ context }) => requireSection(context.session, "formStand"),
  component: () => (
    <ComingSoonPage
      section="formStand"
      title="Escolha do empreendimento"
      description="Escolha o empreendimento do stand em que você está atendendo hoje."
    />
  ),
});
