import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/messaging")({
  beforeLoad: ({ context }) => requireSection(context.session, "messaging"),
  component: () => <ComingSoonPage section="messaging" />,
});
