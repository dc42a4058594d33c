import { createFileRoute } from "@tanstack/react-router";
import { requireSection } from "../../../features/session/guards";
import { ChooseStandPage } from "../../../features/stand/ChooseStandPage";

/** The receptionist's landing (spec 2): the enterprises with a stand; the choice is remembered on the device. */
export const Route = createFileRoute("/_app/stand/choose-enterprise")({
  beforeLoad: ({ context }) => requireSection(context.session, "formStand"),
  component: ChooseStandRoute,
});

function ChooseStandRoute() {
  const { session } = Route.useRouteContext();
  return <ChooseStandPage session={session} />;
}
