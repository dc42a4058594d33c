import { commissionsReportQuery as commissionsReportSchema } from "@portal/contracts/reports/commissions-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { CommissionsReportScreen } from "../../../../features/reports/commissions/CommissionsReportScreen";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { requireSection } from "../../../../features/session/guards";
import { patchSearch } from "../../../../lib/search-params";

/** The commissions report (decision 075): every filter in the URL, validated with the API's own schema. */
export const Route = createFileRoute("/_app/reports/commissions/")({
  validateSearch: lenientSearch(commissionsReportSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: CommissionsReportRoute,
});

function CommissionsReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CommissionsReportScreen
      search={search}
      roles={session.roles}
      onFilters={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
      onDrill={(drill) => void navigate({ to: "/reports/commissions/rows", search: drill })}
    />
  );
}
