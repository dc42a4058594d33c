import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/base-leads")({
  beforeLoad: ({ context }) => requireSection(context.session, "base_leads"),
  component: () => <ComingSoonPage section="base_leads" />,
});
