import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { requireSection } from "../../../../features/session/guards";
import { MirrorPage } from "../../../../features/units/MirrorPage";
import { type MirrorSearch, mirrorSearchSchema } from "../../../../features/units/mirror-filters";
import { patchSearch } from "../../../../lib/search-params";

export const Route = createFileRoute("/_app/enterprises/$enterpriseId/mirror")({
  validateSearch: mirrorSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "estates"),
  staticData: { showBack: true },
  component: MirrorRoute,
});

function MirrorRoute() {
  const { session } = Route.useRouteContext();
  const { enterpriseId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<MirrorSearch>, replace = true) =>
      navigate({
        search: (prev) => patchSearch(prev, patch, { keepPage: true }),
        replace,
      }),
    [navigate],
  );
  return (
    <MirrorPage
      enterpriseId={enterpriseId}
      search={search}
      me={{ id: session.user._id, roles: session.roles }}
      onSearch={onSearch}
    />
  );
}
