import { createFileRoute } from "@tanstack/react-router";
import { ReportsLanding } from "../../../features/reports/ReportsLanding";
import { requireSection } from "../../../features/session/guards";

/** The reports section: the reports that exist, each a link to its screen. */
export const Route = createFileRoute("/_app/reports/")({
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: ReportsLanding,
});
