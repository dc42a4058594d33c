/**
 * GET /statistics (decision 076): the home dashboard of the signed-in user, one call per screen. The
 * view follows the caller's roles (`statisticsViewOf`): a specialist's wallet and day, a coordinator's teams, the
 * admins' global figures, or the minimal view of the other staff. Sales figures are the KPI catalogue's
 * (reports/kpis.ts, decision 071): the admin's VGV of a month is the sales report's for the same month.
 */
import { z } from "zod";
import { LEAD_SOURCES, LEAD_STATUSES } from "./lead-enums";
import { reportScopeSchema } from "./reports/common";
import type { Role } from "./roles";
import { ADMIN_ROLES, PARTNER_ROLES, SPECIALIST_ROLES } from "./roles";
import { SCHEDULE_STATUSES, SCHEDULE_TYPES } from "./schedules";
import { AVAILABILITY_STATUSES } from "./users";

export const STATISTICS_VIEWS = ["SPECIALIST", "COORDINATOR", "ADMIN", "STAFF"] as const;
export type StatisticsView = (typeof STATISTICS_VIEWS)[number];

/** Global figures: MASTER, the admins and the sales secretary (the reports' ALL scope). */
export const STATISTICS_ADMIN_ROLES = ["MASTER", ...ADMIN_ROLES, "SALES_SECRETARY"] as const satisfies readonly Role[];
/** Their teams' figures (the reports' TEAMS scope). */
export const STATISTICS_COORDINATOR_ROLES = [
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
] as const satisfies readonly Role[];
/** Their own wallet and day: the specialists and the brokers. */
export const STATISTICS_SPECIALIST_ROLES = [...SPECIALIST_ROLES, ...PARTNER_ROLES] as const satisfies readonly Role[];

/** The view a user gets: the widest of their roles (an admin who is also a specialist sees the admin's). */
export function statisticsViewOf(roles: readonly string[]): StatisticsView {
  const has = (list: readonly string[]) => roles.some((r) => list.includes(r));
  if (has(STATISTICS_ADMIN_ROLES)) return "ADMIN";
  if (has(STATISTICS_COORDINATOR_ROLES)) return "COORDINATOR";
  if (has(STATISTICS_SPECIALIST_ROLES)) return "SPECIALIST";
  return "STAFF";
}

/** Months of the admins' "leads by source" chart, the current one included. */
export const STATISTICS_SOURCE_MONTHS = 6;
/** The coordinator's "offers about to expire": pending offers of their teams' people, soonest first, at most this many. */
export const STATISTICS_OFFERS_LIMIT = 10;

const kpi = z.object({ key: z.string(), value: z.number().nullable() });

const pendingOffer = z.object({
  _id: z.string(),
  lead_id: z.string(),
  lead_name: z.string(),
  roulette_id: z.string().nullable(),
  roulette_name: z.string().nullable(),
  agent_id: z.string(),
  agent_name: z.string(),
  offered_at: z.string(),
  /** When the offer expires; the screen counts down to it. */
  deadline: z.string(),
  /** Paused offers (the agent is in an attendance) do not run down. */
  paused: z.boolean(),
});
export type StatisticsPendingOffer = z.infer<typeof pendingOffer>;

/** Leads received in the month and the sales made in it (gross sale events of the month). */
const conversion = z.object({
  leads_received: z.number(),
  sales: z.number(),
  /** sales / leads_received; null when no lead was received. */
  rate: z.number().nullable(),
});

const specialistView = z.object({
  view: z.literal("SPECIALIST"),
  month: z.string(),
  notifications_unread: z.number(),
  /** The caller's leads (not excluded) per status, in the statuses' order; statuses with none are left out. */
  wallet: z.array(z.object({ status: z.enum(LEAD_STATUSES), label: z.string(), count: z.number() })),
  wallet_total: z.number(),
  offers: z.array(pendingOffer),
  /** Today's appointments (São Paulo day), cancelled ones left out. */
  agenda: z.array(
    z.object({
      _id: z.string(),
      lead_id: z.string(),
      lead_name: z.string(),
      type: z.enum(SCHEDULE_TYPES),
      status: z.enum(SCHEDULE_STATUSES),
      starts_at: z.string(),
      ends_at: z.string(),
      enterprise_name: z.string().nullable(),
    }),
  ),
  today: z.string(),
  conversion,
});

const teamPerson = z.object({
  _id: z.string(),
  full_name: z.string(),
  availability_status: z.enum(AVAILABILITY_STATUSES),
  /** The stand they are checked in at now, if any. */
  stand: z.object({ enterprise_id: z.string(), enterprise_name: z.string() }).nullable(),
});

const coordinatorView = z.object({
  view: z.literal("COORDINATOR"),
  month: z.string(),
  previous_month: z.string(),
  notifications_unread: z.number(),
  scope: reportScopeSchema,
  /** FUNNEL_KPIS of the month's leads of their teams. */
  funnel: z.array(kpi),
  offers: z.array(pendingOffer),
  /** Their teams' people (coordinators included), those online or at a stand first. */
  people: z.array(teamPerson),
  /** SALES_KPIS of the month and of the previous month, same keys in the same order. */
  sales: z.object({ current: z.array(kpi), previous: z.array(kpi) }),
});

const adminView = z.object({
  view: z.literal("ADMIN"),
  month: z.string(),
  previous_month: z.string(),
  notifications_unread: z.number(),
  scope: reportScopeSchema,
  sales: z.object({ current: z.array(kpi), previous: z.array(kpi) }),
  /**
   * STATISTICS_STOCK_KPIS with the stock report's definitions (decision 072): available units and their value now,
   * VSO of the current month (`vso_period` of a one-month period).
   */
  stock: z.array(kpi),
  /** Leads created per São Paulo month and source over the last STATISTICS_SOURCE_MONTHS months (excluded leads out). */
  leads_by_source: z.object({
    months: z.array(z.string()),
    rows: z.array(z.object({ month: z.string(), source: z.enum(LEAD_SOURCES), count: z.number() })),
  }),
});

const staffView = z.object({
  view: z.literal("STAFF"),
  month: z.string(),
  notifications_unread: z.number(),
});

export const statisticsResponse = z.discriminatedUnion("view", [specialistView, coordinatorView, adminView, staffView]);
export type StatisticsResponse = z.infer<typeof statisticsResponse>;
export type SpecialistStatistics = z.infer<typeof specialistView>;
export type CoordinatorStatistics = z.infer<typeof coordinatorView>;
export type AdminStatistics = z.infer<typeof adminView>;

/** The sales KPIs the dashboards show, in this order. */
export const STATISTICS_SALES_KPIS = ["vgv_net", "sales_net", "vgv_gross", "sales_gross"] as const;

/** The stock KPIs of the admin's home (the stock report's keys), in this order. */
export const STATISTICS_STOCK_KPIS = ["units_available", "stock_value", "vso_period"] as const;
