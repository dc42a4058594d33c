import { partnersRowsQuery as partnersRowsSchema } from "@portal/contracts/reports/partners-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { lenientSearch } from "../../../../features/reports/kit/report-search";
import { PartnersRowsScreen } from "../../../../features/reports/partners/PartnersRowsScreen";
import type { PartnersRowsSearch } from "../../../../features/reports/partners/partners-report.queries";
import { requireSection } from "../../../../features/session/guards";
import { searchPage } from "../../../../lib/search-params";

const rowsSearch = lenientSearch(partnersRowsSchema);

/** The leads or sales behind a number of the partners report: the report's filters, whose number, and the page. */
export const Route = createFileRoute("/_app/reports/partners/rows")({
  validateSearch: (raw: Record<string, unknown>): PartnersRowsSearch => {
    // A URL without a valid metric lists the sales (the schema requires one).
    const metric = raw.metric === "leads_brought" ? "leads_brought" : "sales";
    const { skip: _skip, limit: _limit, ...rest } = rowsSearch({ ...raw, metric });
    const page = searchPage.parse(raw.page);
    return { ...rest, ...(page ? { page } : {}) };
  },
  beforeLoad: ({ context }) => requireSection(context.session, "reports"),
  component: PartnersRowsRoute,
});

function PartnersRowsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PartnersRowsScreen
      search={search}
      onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
      onMetric={(metric) => void navigate({ search: (prev) => ({ ...prev, metric, page: undefined }), replace: true })}
    />
  );
}
