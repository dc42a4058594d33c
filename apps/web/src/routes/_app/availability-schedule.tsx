import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../features/navigation/ComingSoonPage";
import { requireSection } from "../../features/session/guards";

export const Route = createFileRoute("/_app/availability-schedule")({
  beforeLoad: ({ context }) => requireSection(context.session, "availabilitySchedule"),
  component: () => <ComingSoonPage section="availabilitySchedule" />,
});
