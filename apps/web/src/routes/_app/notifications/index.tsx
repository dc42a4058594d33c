import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/notifications/")({
  beforeLoad: ({ context }) => requireSection(context.session, "notifications"),
  component: () => <ComingSoonPage section="notifications" />,
});
