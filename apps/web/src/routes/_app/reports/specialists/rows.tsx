import {
  SPECIALIST_ROW_METRICS,
  specialistsReportQuery as specialistsReportSchema,
} from "@portal/contracts/reports/specialists-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { SpecialistsRowsScreen } from "../../../../features/reports/specialists/SpecialistsRowsScreen";
import type { SpecialistsRowsSearch } from "../../../../features/reports/specialists/specialists-report.queries";
import { requireSection } from "../../../../features/session/guards";
import { searchPage } from "../../../../lib/search-params";

const filtersSearch = lenientSearch(specialistsReportSchema);

/** The records behind a figure of the specialists report: the report's filters, the figure, and the page. */
export const Route = createFileRoute("/_app/reports/specialists/rows")({
  validateSearch: (raw: Record<string, unknown>): SpecialistsRowsSearch => {
    const metric = SPECIALIST_ROW_METRICS.find((m) => m === raw.metric);
    const page = searchPage.parse(raw.page);
    return { ...filtersSearch(raw), ...(metric ? { metric } : {}), ...(page ? { page } : {}) };
  },
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: SpecialistsRowsRoute,
});

function SpecialistsRowsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SpecialistsRowsScreen
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
    />
  );
}
