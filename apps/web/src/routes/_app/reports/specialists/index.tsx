import { specialistsReportQuery as specialistsReportSchema } from "@portal/contracts/reports/specialists-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { SpecialistsReportScreen } from "../../../../features/reports/specialists/SpecialistsReportScreen";
import { requireSection } from "../../../../features/session/guards";
import { patchSearch } from "../../../../lib/search-params";

/** The specialists report (decision 078): every filter in the URL, validated with the API's own schema. */
export const Route = createFileRoute("/_app/reports/specialists/")({
  validateSearch: lenientSearch(specialistsReportSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: SpecialistsReportRoute,
});

function SpecialistsReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SpecialistsReportScreen
      search={search}
      roles={session.roles}
      onFilters={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
      onDrill={(drill) => void navigate({ to: "/reports/specialists/rows", search: drill })}
    />
  );
}
