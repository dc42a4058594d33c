import { defineEndpoint } from "../endpoint";
import { authenticated } from "../route-rules";
import { statisticsResponse } from "../statistics";

/** The home dashboard (decision 076): every signed-in user, each with the view of their roles. */
export const STATISTICS = {
  get: defineEndpoint({
    method: "GET",
    path: "/statistics",
    operationId: "getStatistics",
    summary: "Read the signed-in user's home dashboard",
    description:
      "One call per screen; the view follows the caller's roles (statisticsViewOf): SPECIALIST (specialists and " +
      "brokers: wallet by lead status, pending roulette offers with their deadlines, today's appointments in São " +
      "Paulo, the month's leads received and sales), COORDINATOR (their teams only: the month's funnel, pending offers " +
      "soonest first, who is online or at a stand, sales KPIs of the month and the previous one), ADMIN (MASTER, " +
      "admins, sales secretary: sales KPIs of the month and the previous one, leads by source over 6 months) or " +
      "STAFF (unread notifications). Months are São Paulo months; money in centavos.",
    tags: ["statistics"],
    access: authenticated("the caller's own view: own wallet, own teams, or every team for MASTER/admins/secretary"),
    status: 200,
    response: statisticsResponse,
  }),
};
