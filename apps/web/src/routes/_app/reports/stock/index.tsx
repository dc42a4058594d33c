import { stockReportQuery as stockReportSchema } from "@portal/contracts/reports/stock-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { StockReportScreen } from "../../../../features/reports/stock/StockReportScreen";
import { requireSection } from "../../../../features/session/guards";
import { patchSearch } from "../../../../lib/search-params";

/** The stock report (decision 075): every filter in the URL, validated with the API's own schema. */
export const Route = createFileRoute("/_app/reports/stock/")({
  validateSearch: lenientSearch(stockReportSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: StockReportRoute,
});

function StockReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <StockReportScreen
      search={search}
      roles={session.roles}
      onFilters={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
      onDrill={(drill) => void navigate({ to: "/reports/stock/units", search: drill })}
    />
  );
}
