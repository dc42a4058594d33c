import { stockUnitsQuery as stockUnitsSchema } from "@portal/contracts/reports/stock-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { StockUnitsScreen } from "../../../../features/reports/stock/StockUnitsScreen";
import type { StockUnitsSearch } from "../../../../features/reports/stock/stock-report.queries";
import { requireSection } from "../../../../features/session/guards";
import { searchPage } from "../../../../lib/search-params";

const unitsSearch = lenientSearch(stockUnitsSchema);

/** The units behind a figure of the stock report: the report's filters plus the bucket clicked, and the page. */
export const Route = createFileRoute("/_app/reports/stock/units")({
  validateSearch: (raw: Record<string, unknown>): StockUnitsSearch => {
    const { skip: _skip, limit: _limit, ...rest } = unitsSearch(raw);
    const page = searchPage.parse(raw.page);
    return { ...rest, ...(page ? { page } : {}) };
  },
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: StockUnitsRoute,
});

function StockUnitsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <StockUnitsScreen
      search={search}
      onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
      onClear={(filters) => void navigate({ search: filters, replace: true })}
    />
  );
}
