import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../../features/session/guards";

export const Route = createFileRoute("/_app/enterprises/$enterpriseId/mirror")({
  beforeLoad: ({ context }) => requireSection(context.session, "estates"),
  staticData: { showBack: true },
  component: () => <ComingSoonPage section="mirror" title="Espelho de vendas" />,
});
