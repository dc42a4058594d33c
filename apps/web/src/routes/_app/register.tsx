import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/register")({
  beforeLoad: ({ context }) => requireSection(context.session, "register"),
  component: () => <ComingSoonPage section="register" />,
});
