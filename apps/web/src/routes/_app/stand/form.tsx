import { createFileRoute, Navigate, redirect } from "@tanstack/react-router";
import { requireSection } from "../../../features/session/guards";
import { readChosenStand } from "../../../features/stand/chosen-stand";
import { useCurrentStand } from "../../../features/stand/current-stand";
import { VisitorCheckInPage } from "../../../features/stand/VisitorCheckInPage";

/** formStand: the visitor check-in of the stand chosen on this device (without one, the choice comes first). */
export const Route = createFileRoute("/_app/stand/form")({
  beforeLoad: ({ context }) => {
    requireSection(context.session, "formStand");
    if (!readChosenStand(context.session.user._id)) throw redirect({ to: "/stand/choose-enterprise" });
  },
  component: StandFormRoute,
});

function StandFormRoute() {
  const { session } = Route.useRouteContext();
  const stand = useCurrentStand(session.user._id, session.roles);
  if (!stand) return <Navigate to="/stand/choose-enterprise" />;
  return <VisitorCheckInPage key={stand.enterprise_id} stand={stand} roles={session.roles} />;
}
