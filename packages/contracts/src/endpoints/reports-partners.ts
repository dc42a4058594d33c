import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy-core";
import { partnersReportQuery, partnersReportSchema } from "../reports/partners";
import { roles } from "../route-rules";

/** The partners report (decision 071): who may call is the `reports` section. */
const tags = ["reports"];
const SCOPE =
  "MASTER, admins and SALES_SECRETARY: every partner's numbers; online and booth coordinators: only the leads, " +
  "proposals, visits and sales of their teams";

export const REPORTS_PARTNERS = {
  report: defineEndpoint({
    method: "GET",
    path: "/services/reports/partners-report",
    operationId: "getPartnersReport",
    summary: "Partners report",
    description:
      "Per partner broker (AGENT_PARTNER, AGENT_PATRIANI) grouped under their partner agency, over the period " +
      "(PARTNER_KPIS): leads brought (created by the partner or with the partner as co-partner), stand visits of " +
      "those leads and third-party visits, proposals, gross sales and VGV (sale events, decision 071) by the partner, " +
      "of their leads or in the agency's name, commissions by status, conversion (sales / leads brought). Agency " +
      "figures: its brokers' and its own, each lead or sale once. Period: month_start/month_end as YYYY-MM (São " +
      "Paulo months, at most 36; default the last 12). Filters: enterprise_id, partner_agency_id.",
    tags,
    access: roles(SECTION_ACCESS.reports, { scope: SCOPE }),
    query: partnersReportQuery,
    status: 200,
    response: partnersReportSchema,
  }),
} as const;
