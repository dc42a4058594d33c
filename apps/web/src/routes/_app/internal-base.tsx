import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/internal-base")({
  beforeLoad: ({ context }) => requireSection(context.session, "internalBase"),
  component: () => <ComingSoonPage section="internalBase" />,
});
