import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/leads/")({
  beforeLoad: ({ context }) => requireSection(context.session, "leads"),
  component: () => <ComingSoonPage section="leads" />,
});
