import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import { unitsPricesExportQuery, unitsPricesReportQuery, unitsPricesReportSchema } from "../reports/units-prices";
import { roles } from "../route-rules";

/** The price-table report (decisions 071 and 079): who may call is the `reports` section. */
const access = roles(SECTION_ACCESS.reports, { scope: "every enterprise (prices are not per team)" });

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
    access,
    query: unitsPricesReportQuery,
    status: 200,
    response: unitsPricesReportSchema,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/services/reports/units-prices-snapshot/export",
    operationId: "exportUnitsPricesSnapshotReport",
    summary: "Download the price-table snapshots report (XLSX, CSV or PDF)",
    description:
      "The tables of GET /services/reports/units-prices-snapshot for the same query (decision 079): prices per unit " +
      "in the two tables compared with the difference in value and percent and their total, the tables over time, " +
      "the index of the months between. format=xlsx (one sheet per table) or pdf; csv holds one table " +
      "(`table`: units — the default —, tables or indexes; UTF-8 with BOM, ';' separated, formula-injection escaped).",
    tags: ["reports"],
    access,
    query: unitsPricesExportQuery,
    status: 200,
    response: z
      .unknown()
      .describe(
        "The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv or application/pdf).",
      ),
  }),
} as const;
