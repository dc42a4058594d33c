import { salesReportQuery as salesReportSchema } from "@portal/contracts/reports/sales-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { SalesReportScreen } from "../../../../features/reports/sales/SalesReportScreen";
import { requireSection } from "../../../../features/session/guards";
import { patchSearch } from "../../../../lib/search-params";

/** The sales report (decision 075): every filter in the URL, validated with the API's own schema. */
export const Route = createFileRoute("/_app/reports/sales/")({
  validateSearch: lenientSearch(salesReportSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: SalesReportRoute,
});

function SalesReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SalesReportScreen
      search={search}
      roles={session.roles}
      onFilters={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
      onDrill={(drill) => void navigate({ to: "/reports/sales/rows", search: drill })}
    />
  );
}
