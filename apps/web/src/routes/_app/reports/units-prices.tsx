import { unitsPricesSearchSchema } from "@portal/contracts/reports/units-prices-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../features/reports/kit/report-search";
import { UnitsPricesReportScreen } from "../../../features/reports/units-prices/UnitsPricesReportScreen";
import { requireSection } from "../../../features/session/guards";
import { patchSearch } from "../../../lib/search-params";

/** The price-table report (decision 079): the enterprise and the two tables compared in the URL. */
export const Route = createFileRoute("/_app/reports/units-prices")({
  validateSearch: lenientSearch(unitsPricesSearchSchema),
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: UnitsPricesRoute,
});

function UnitsPricesRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <UnitsPricesReportScreen
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => patchSearch(prev, patch), replace: true })}
    />
  );
}
