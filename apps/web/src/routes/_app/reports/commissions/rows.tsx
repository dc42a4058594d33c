import { commissionRowsQuery as commissionRowsSchema } from "@portal/contracts/reports/commissions-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { CommissionRowsScreen } from "../../../../features/reports/commissions/CommissionRowsScreen";
import type { CommissionRowsSearch } from "../../../../features/reports/commissions/commissions-report.queries";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { requireSection } from "../../../../features/session/guards";
import { searchPage } from "../../../../lib/search-params";

const rowsSearch = lenientSearch(commissionRowsSchema);

/** The commissions behind a figure of the commissions report: the report's filters plus the bucket clicked, and the page. */
export const Route = createFileRoute("/_app/reports/commissions/rows")({
  validateSearch: (raw: Record<string, unknown>): CommissionRowsSearch => {
    const { skip: _skip, limit: _limit, ...rest } = rowsSearch(raw);
    const page = searchPage.parse(raw.page);
    return { ...rest, ...(page ? { page } : {}) };
  },
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: CommissionRowsRoute,
});

function CommissionRowsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CommissionRowsScreen
      search={search}
      onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
      onClear={(filters) => void navigate({ search: filters, replace: true })}
    />
  );
}
