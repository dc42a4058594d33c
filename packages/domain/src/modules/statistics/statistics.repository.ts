import { TIME_ZONE } from "@portal/contracts/dates";
import { addMonths, monthsOf, type ReportPeriod } from "@portal/contracts/reports/common";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "../reports/report-scope";
import { inPeriod, scopeCondition, spMonthStart } from "../reports/report-sql";

export interface PendingOfferRow {
  id: string;
  leadId: string;
  leadName: string;
  rouletteId: string | null;
  rouletteName: string | null;
  agentId: string;
  agentName: string;
  offeredAt: Date;
  deadline: Date;
  paused: boolean;
}

export interface AgendaRow {
  id: string;
  leadId: string;
  leadName: string;
  type: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  enterpriseName: string | null;
}

export interface FunnelCounts {
  leads: number;
  attended: number;
  visited: number;
  proposal: number;
  sale: number;
}

export interface TeamPersonRow {
  id: string;
  fullName: string;
  availabilityStatus: string;
  standEnterpriseId: string | null;
  standEnterpriseName: string | null;
}

/**
 * The home dashboard's reads (decision 076): small aggregates over leads, offers, schedules, presence and
 * notifications. Sales figures are not here: they are the sale events' (reports/sale-events.repository.ts).
 */
export class StatisticsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The owner's leads (not excluded) per status. */
  async walletByStatus(ownerId: string): Promise<{ status: string; count: number }[]> {
    return this.db.$queryRaw<{ status: string; count: number }[]>(Prisma.sql`
      SELECT l.status::text AS status, count(*)::int AS count
        FROM leads l
       WHERE l.owner_id = ${ownerId}::uuid AND NOT l.excluded
       GROUP BY l.status`);
  }

  /** Pending roulette offers of these agents, soonest deadline first. */
  async pendingOffers(agentIds: readonly string[], limit: number): Promise<PendingOfferRow[]> {
    if (agentIds.length === 0) return [];
    const agents = Prisma.join(agentIds.map((id) => Prisma.sql`${id}::uuid`));
    return this.db.$queryRaw<PendingOfferRow[]>(Prisma.sql`
      SELECT o.id, o.lead_id AS "leadId", l.full_name AS "leadName", o.roulette_id AS "rouletteId",
             r.name AS "rouletteName", o.agent_user_id AS "agentId", u.full_name AS "agentName",
             o.offered_at AS "offeredAt", o.deadline, (o.paused_at IS NOT NULL) AS paused
        FROM lead_offers o
        JOIN leads l ON l.id = o.lead_id
        JOIN users u ON u.id = o.agent_user_id
        LEFT JOIN roulettes r ON r.id = o.roulette_id
       WHERE o.outcome = 'PENDING' AND o.agent_user_id IN (${agents})
       ORDER BY o.deadline, o.id
       LIMIT ${limit}`);
  }

  /** The specialist's appointments of a São Paulo day ("YYYY-MM-DD"), cancelled ones left out. */
  async agendaOfDay(specialistId: string, day: string): Promise<AgendaRow[]> {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const from = Prisma.sql`make_timestamptz(${y}::int, ${m}::int, ${d}::int, 0, 0, 0, ${TIME_ZONE})`;
    return this.db.$queryRaw<AgendaRow[]>(Prisma.sql`
      SELECT s.id, s.lead_id AS "leadId", l.full_name AS "leadName", s.type::text AS type, s.status::text AS status,
             s.starts_at AS "startsAt", s.ends_at AS "endsAt", e.name AS "enterpriseName"
        FROM schedules s
        JOIN leads l ON l.id = s.lead_id
        LEFT JOIN enterprises e ON e.id = s.enterprise_id
       WHERE s.specialist_id = ${specialistId}::uuid AND s.status <> 'CANCELED'
         AND s.starts_at >= ${from} AND s.starts_at < ${from} + interval '1 day'
       ORDER BY s.starts_at, s.id`);
  }

  /** Distinct leads that entered the user's wallet in the period (lead movements to them). */
  async leadsReceived(userId: string, period: ReportPeriod): Promise<number> {
    const [row] = await this.db.$queryRaw<{ count: number }[]>(Prisma.sql`
      SELECT count(DISTINCT m.lead_id)::int AS count
        FROM lead_movements m
       WHERE m.destination_user_id = ${userId}::uuid
         AND ${inPeriod(Prisma.sql`m.date_movimentation`, period)}`);
    return row?.count ?? 0;
  }

  /**
   * The funnel (FUNNEL_KPIS) of the leads created in the period within the scope: a lead counts for a coordinator
   * when its team is one of theirs or its owner is one of their teams' people.
   */
  async funnel(period: ReportPeriod, scope: ReportScope): Promise<FunnelCounts> {
    const [row] = await this.db.$queryRaw<FunnelCounts[]>(Prisma.sql`
      SELECT count(*)::int AS leads,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM attendances a WHERE a.lead_id = l.id))::int AS attended,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM stand_visits v WHERE v.lead_id = l.id
                                                AND v.started_at IS NOT NULL))::int AS visited,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM proposals p WHERE p.lead_id = l.id))::int AS proposal,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sales s WHERE s.lead_id = l.id))::int AS sale
        FROM leads l
       WHERE NOT l.excluded
         AND ${inPeriod(Prisma.sql`l.created_at`, period)}
         AND ${scopeCondition(scope, Prisma.sql`l.sales_team_id`, Prisma.sql`l.owner_id`)}`);
    return row ?? { leads: 0, attended: 0, visited: 0, proposal: 0, sale: 0 };
  }

  /** These active users with their availability and the stand they are checked in at now. */
  async people(userIds: readonly string[]): Promise<TeamPersonRow[]> {
    if (userIds.length === 0) return [];
    const ids = Prisma.join(userIds.map((id) => Prisma.sql`${id}::uuid`));
    return this.db.$queryRaw<TeamPersonRow[]>(Prisma.sql`
      SELECT u.id, u.full_name AS "fullName", u.availability_status::text AS "availabilityStatus",
             p.enterprise_id AS "standEnterpriseId", e.name AS "standEnterpriseName"
        FROM users u
        LEFT JOIN LATERAL (
          SELECT sp.enterprise_id FROM stand_presences sp
           WHERE sp.user_id = u.id AND sp.checked_out_at IS NULL
           ORDER BY sp.checked_in_at DESC LIMIT 1
        ) p ON TRUE
        LEFT JOIN enterprises e ON e.id = p.enterprise_id
       WHERE u.id IN (${ids}) AND u.active
       ORDER BY u.full_name, u.id`);
  }

  /**
   * Leads created (not excluded) per São Paulo month and source in the period. Read from report_lead_funnel (the
   * leads' created_at, source and exclusion, kept by triggers: decision 077) one month at a time through its covering
   * index on created_at: no lead row read and no São Paulo month computed per lead (1 s for 6 months of the 1M-lead
   * bench data when grouped by to_char over leads).
   */
  async leadsBySource(period: ReportPeriod): Promise<{ month: string; source: string; count: number }[]> {
    const months = Prisma.join(
      monthsOf(period.month_start, period.month_end).map(
        (m) => Prisma.sql`(${m}::text, ${spMonthStart(m)}, ${spMonthStart(addMonths(m, 1))})`,
      ),
    );
    return this.db.$queryRaw<{ month: string; source: string; count: number }[]>(Prisma.sql`
      SELECT m.month, l.source, count(*)::int AS count
        FROM (VALUES ${months}) AS m(month, from_at, to_at)
        JOIN report_lead_funnel l ON l.created_at >= m.from_at AND l.created_at < m.to_at
       WHERE NOT l.excluded
       GROUP BY 1, 2
       ORDER BY 1, 2`);
  }
}
