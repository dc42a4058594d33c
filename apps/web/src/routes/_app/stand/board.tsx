import { canReadStands } from "@portal/contracts/policy";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { requireRole } from "../../../features/session/guards";
import { StandBoardScreen } from "../../../features/stand/StandBoardScreen";

const searchSchema = z.object({ enterprise: z.uuid().optional().catch(undefined) });

/** The queue board ("lista da vez") of a stand: the receptionist's own, or any one for coordinators (?enterprise=). */
export const Route = createFileRoute("/_app/stand/board")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireRole(canReadStands(context.session.roles)),
  component: StandBoardRoute,
});

function StandBoardRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StandBoardScreen
      session={session}
      enterpriseId={search.enterprise}
      onPick={(enterprise) => void navigate({ search: { enterprise }, replace: true })}
    />
  );
}
