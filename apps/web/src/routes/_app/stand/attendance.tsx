import { canAttendStandVisits } from "@portal/contracts/policy";
import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../features/session/guards";
import { SpecialistStandPage } from "../../../features/stand/SpecialistStandPage";

/** The booth specialist's stand: check-in/out, their visits, start and finish with the service report. */
export const Route = createFileRoute("/_app/stand/attendance")({
  beforeLoad: ({ context }) => requireRole(canAttendStandVisits(context.session.roles)),
  component: SpecialistStandPage,
});
