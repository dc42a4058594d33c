import { salesRowsQuery as salesRowsSchema } from "@portal/contracts/reports/sales-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { SalesRowsScreen } from "../../../../features/reports/sales/SalesRowsScreen";
import { type SalesRowsSearch, salesReportFilters } from "../../../../features/reports/sales/sales-report.queries";
import { requireSection } from "../../../../features/session/guards";
import { searchPage } from "../../../../lib/search-params";

const rowsSearch = lenientSearch(salesRowsSchema);

/** The sales behind a figure of the sales report: the report's filters plus the bucket clicked, and the page. */
export const Route = createFileRoute("/_app/reports/sales/rows")({
  validateSearch: (raw: Record<string, unknown>): SalesRowsSearch => {
    const { skip: _skip, limit: _limit, ...rest } = rowsSearch(raw);
    const page = searchPage.parse(raw.page);
    return { ...rest, ...(page ? { page } : {}) };
  },
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: SalesRowsRoute,
});

function SalesRowsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SalesRowsScreen
      search={search}
      onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
      onClear={() => void navigate({ search: salesReportFilters(search), replace: true })}
    />
  );
}
