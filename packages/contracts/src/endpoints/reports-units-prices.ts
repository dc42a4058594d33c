import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import { unitsPricesReportQuery, unitsPricesReportSchema } from "../reports/units-prices";
import { roles } from "../route-rules";

/** The price-table report (decision 071): who may call is the `reports` section. */
export const REPORTS_UNITS_PRICES = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/units-prices-snapshot",
    operationId: "getUnitsPricesSnapshotReport",
    summary: "Price-table snapshots report",
    description:
      "An enterprise's price-table snapshots over time (units priced, total and average price; the table in force " +
      "now last) and the comparison of two tables — from_snapshot_id (default: the latest snapshot) and " +
      "to_snapshot_id (a snapshot, or `current`: the table in force, the default) — per unit (value and percent) " +
      "and in total over the units priced in both, with INCC-DI and IGP-M of the months from the older table's month " +
      "to the month before the newer's and their compound variation. tower_id narrows to one tower. Prices are the " +
      "enterprise's, not a team's: every reports role sees every enterprise.",
    tags: ["reports"],
    access: roles(SECTION_ACCESS.reports, { scope: "every enterprise (prices are not per team)" }),
    query: unitsPricesReportQuery,
    status: 200,
    response: unitsPricesReportSchema,
  }),
} as const;
