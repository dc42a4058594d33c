import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { requireSection } from "../../features/session/guards";
import { useChosenStand } from "../../features/stand/chosen-stand";
import { NoStandChosen } from "../../features/stand/NoStandChosen";
import { MirrorPage } from "../../features/units/MirrorPage";
import { type MirrorSearch, mirrorSearchSchema } from "../../features/units/mirror-filters";
import { patchSearch } from "../../lib/search-params";

/** mirror (RECEPCIONIST): the sales mirror of the chosen stand's enterprise, read-only by the receptionist's roles. */
export const Route = createFileRoute("/_app/mirror")({
  validateSearch: mirrorSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "mirror"),
  component: StandMirrorRoute,
});

function StandMirrorRoute() {
  const { session } = Route.useRouteContext();
  const stand = useChosenStand(session.user._id);
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<MirrorSearch>, replace = true) =>
      navigate({ search: (prev) => patchSearch(prev, patch, { keepPage: true }), replace }),
    [navigate],
  );
  if (!stand) return <NoStandChosen title="Espelho de vendas" />;
  return (
    <MirrorPage
      key={stand.enterprise_id}
      enterpriseId={stand.enterprise_id}
      search={search}
      me={{ id: session.user._id, roles: session.roles }}
      onSearch={onSearch}
    />
  );
}
