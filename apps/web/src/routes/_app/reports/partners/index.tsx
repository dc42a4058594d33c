import { partnersReportQuery as partnersReportSchema } from "@portal/contracts/reports/partners-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { PartnersReportScreen } from "../../../../features/reports/partners/PartnersReportScreen";
import { requireSection } from "../../../../features/session/guards";
import { patchSearch } from "../../../../lib/search-params";

/** The partners report (decision 079): every filter in the URL, validated with the API's own schema. */
export const Route = createFileRoute("/_app/reports/partners/")({
  validateSearch: lenientSearch(partnersReportSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: PartnersReportRoute,
});

function PartnersReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PartnersReportScreen
      search={search}
      roles={session.roles}
      onFilters={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
      onDrill={(drill) => void navigate({ to: "/reports/partners/rows", search: drill })}
    />
  );
}
