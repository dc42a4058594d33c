import type { PrismaClient } from "@portal/db/client";
import { BUSINESS_TIME_ZONE } from "../leads/lead-dates";

/** The figures of one stand's day, as the database adds them up (seconds are fractional; the service rounds). */
export interface PartialReportFigures {
  totals: {
    visits: number;
    finished: number;
    in_attendance: number;
    waiting: number;
    assigned: number;
    canceled: number;
    third_party: number;
    new_leads: number;
    returning: number;
    without_report: number;
    wait_n: number;
    wait_avg: number | null;
    wait_median: number | null;
    wait_max: number | null;
    attend_n: number;
    attend_avg: number | null;
    attend_median: number | null;
  };
  byHour: { hour: number; visits: number }[];
  bySpecialist: {
    id: string;
    full_name: string;
    visits: number;
    finished: number;
    canceled: number;
    attend_avg: number | null;
    without_report: number;
  }[];
  bySource: { how_know: string | null; visits: number }[];
  withoutReport: {
    id: string;
    visitor_name: string;
    specialist_id: string | null;
    specialist_name: string | null;
    arrived_at: string;
    status: string;
  }[];
}

/**
 * The partial report's aggregates (decision 049), in ONE query: the day's visits of a stand (arrived in
 * [from, to)), each with whether it has a service report and a third-party record, then counts, averages, medians
 * and groupings over them. Nothing per visit comes back except the (short) list of visits still without a report.
 */
export class StandPartialReportRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The stand's enterprise name, or null when the enterprise has no stand. */
  async standName(enterpriseId: string): Promise<string | null> {
    const rows = await this.db.$queryRaw<{ name: string }[]>`
      SELECT e.name FROM stands s JOIN enterprises e ON e.id = s.enterprise_id
      WHERE s.enterprise_id = ${enterpriseId}::uuid`;
    return rows[0]?.name ?? null;
  }

  async figures(enterpriseId: string, from: Date, to: Date): Promise<PartialReportFigures> {
    const rows = await this.db.$queryRaw<
      {
        totals: PartialReportFigures["totals"];
        by_hour: unknown;
        by_specialist: unknown;
        by_source: unknown;
        without_report: unknown;
      }[]
    >`
      WITH day AS (
        SELECT v.id, v.status::text AS status, v.specialist_id, v.how_know, v.returning_visitor, v.visitor_name,
          v.arrived_at,
          EXTRACT(EPOCH FROM (v.started_at - v.arrived_at))::float8 AS wait_s,
          EXTRACT(EPOCH FROM (v.finished_at - v.started_at))::float8 AS attend_s,
          EXISTS (SELECT 1 FROM service_reports r WHERE r.stand_visit_id = v.id) AS has_report,
          EXISTS (SELECT 1 FROM third_party_visits t WHERE t.stand_visit_id = v.id) AS third_party
        FROM stand_visits v
        WHERE v.enterprise_id = ${enterpriseId}::uuid AND v.arrived_at >= ${from} AND v.arrived_at < ${to}
      )
      SELECT
        (SELECT json_build_object(
          'visits', count(*),
          'finished', count(*) FILTER (WHERE status = 'FINISHED'),
          'in_attendance', count(*) FILTER (WHERE status = 'IN_ATTENDANCE'),
          'waiting', count(*) FILTER (WHERE status = 'WAITING'),
          'assigned', count(*) FILTER (WHERE status = 'ASSIGNED'),
          'canceled', count(*) FILTER (WHERE status = 'CANCELED'),
          'third_party', count(*) FILTER (WHERE third_party),
          'new_leads', count(*) FILTER (WHERE NOT returning_visitor),
          'returning', count(*) FILTER (WHERE returning_visitor),
          'without_report', count(*) FILTER (WHERE NOT has_report AND status <> 'CANCELED'),
          'wait_n', count(wait_s),
          'wait_avg', avg(wait_s),
          'wait_median', percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_s),
          'wait_max', max(wait_s),
          'attend_n', count(attend_s),
          'attend_avg', avg(attend_s),
          'attend_median', percentile_cont(0.5) WITHIN GROUP (ORDER BY attend_s)
        ) FROM day) AS totals,
        (SELECT coalesce(json_agg(json_build_object('hour', hour, 'visits', n) ORDER BY hour), '[]'::json)
          FROM (SELECT extract(hour FROM arrived_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::int AS hour, count(*) AS n
                FROM day GROUP BY 1) h) AS by_hour,
        (SELECT coalesce(json_agg(json_build_object(
            'id', s.specialist_id, 'full_name', u.full_name, 'visits', s.visits, 'finished', s.finished,
            'canceled', s.canceled, 'attend_avg', s.attend_avg, 'without_report', s.without_report)
            ORDER BY s.visits DESC, u.full_name), '[]'::json)
          FROM (SELECT specialist_id, count(*) AS visits,
                  count(*) FILTER (WHERE status = 'FINISHED') AS finished,
                  count(*) FILTER (WHERE status = 'CANCELED') AS canceled,
                  avg(attend_s) AS attend_avg,
                  count(*) FILTER (WHERE NOT has_report AND status <> 'CANCELED') AS without_report
                FROM day WHERE specialist_id IS NOT NULL GROUP BY specialist_id) s
          JOIN users u ON u.id = s.specialist_id) AS by_specialist,
        (SELECT coalesce(json_agg(json_build_object('how_know', how_know, 'visits', n)
            ORDER BY n DESC, how_know NULLS LAST), '[]'::json)
          FROM (SELECT how_know, count(*) AS n FROM day GROUP BY how_know) src) AS by_source,
        (SELECT coalesce(json_agg(json_build_object(
            'id', d.id, 'visitor_name', d.visitor_name, 'specialist_id', d.specialist_id,
            'specialist_name', u.full_name, 'arrived_at', d.arrived_at, 'status', d.status)
            ORDER BY d.arrived_at, d.id), '[]'::json)
          FROM day d LEFT JOIN users u ON u.id = d.specialist_id
          WHERE NOT d.has_report AND d.status <> 'CANCELED') AS without_report`;
    const row = rows[0];
    if (!row) throw new Error("partial report: no row");
    return {
      totals: row.totals,
      byHour: row.by_hour as PartialReportFigures["byHour"],
      bySpecialist: row.by_specialist as PartialReportFigures["bySpecialist"],
      bySource: row.by_source as PartialReportFigures["bySource"],
      withoutReport: row.without_report as PartialReportFigures["withoutReport"],
    };
  }
}
