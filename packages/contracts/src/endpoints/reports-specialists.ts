import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import { specialistsReportQuery, specialistsReportSchema } from "../reports/specialists";
import { roles } from "../route-rules";

/** The specialists report (decision 071): who may call is the `reports` section. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every specialist; online and booth coordinators: their teams' people only";

export const REPORTS_SPECIALISTS = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/specialists",
    operationId: "getSpecialistsReport",
    summary: "Specialists report",
    description:
      "Per specialist over the period (SPECIALIST_KPIS): leads received (roulette, stand, manual: lead movements " +
      "into their wallet), roulette offers accepted and expired with the median minutes to accept, attendances, " +
      "stand visits served, appointments done and no-show, proposals (first versions), gross sales and VGV (sale " +
      "events, decision 071), conversion (sales / leads received), leads out of the wallet; and the totals. " +
      "Specialists listed: the active booth and online specialists in the caller's scope, and anyone with activity " +
      "in the period. Period: month_start/month_end as YYYY-MM (São Paulo months, at most 36; default the last 12). " +
      "Filters: enterprise_id (counts of that enterprise only), sales_team_id (that team's people), specialist_id.",
    tags,
    access: roles(SECTION_ACCESS.reports, { scope: SCOPE }),
    query: specialistsReportQuery,
    status: 200,
    response: specialistsReportSchema,
  }),
} as const;
