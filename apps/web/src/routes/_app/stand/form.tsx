import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/stand/form")({
  beforeLoad: ({ context }) => requireSection(context.session, "formStand"),
  component: () => <ComingSoonPage section="formStand" />,
});
