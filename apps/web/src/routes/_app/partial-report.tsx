import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/partial-report")({
  beforeLoad: ({ context }) => requireSection(context.session, "parcialReport"),
  component: () => <ComingSoonPage section="parcialReport" />,
});
