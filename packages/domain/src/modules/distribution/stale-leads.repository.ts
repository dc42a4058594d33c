import type { PrismaClient } from "@portal/db/client";

/** Statuses in which a lead still sits in a wallet waiting for work (the stale sweep looks only at these). */
export const STALE_CANDIDATE_STATUSES = ["NEW", "NEW_INTEREST", "TALKING"] as const;

export class StaleLeadsRepository {
  constructor(private readonly db: PrismaClient) {}

  /**
   * Owned, not in attendance, no open offer, in a waiting status, and idle for longer than its
   * days_to_go_to_base (lead, then enterprise, then the global setting).
   */
  async findStale(globalDays: number, limit: number, onlyId?: string): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT l.id FROM leads l
      LEFT JOIN enterprises e ON e.id = l.enterprise_id
      WHERE l.owner_id IS NOT NULL AND l.in_attendance = false AND l.excluded = false
        AND l.status::text = ANY(${[...STALE_CANDIDATE_STATUSES]}::text[])
        AND l.last_activity_at < now() - make_interval(days => coalesce(l.days_to_go_to_base, e.days_to_go_to_base, ${globalDays}::int))
        AND (${onlyId ?? null}::uuid IS NULL OR l.id = ${onlyId ?? null}::uuid)
        AND NOT EXISTS (SELECT 1 FROM lead_offers o WHERE o.lead_id = l.id AND o.outcome = 'PENDING')
        -- A partner broker's own client is theirs, not the developer's base (decision 064).
        AND NOT EXISTS (
          SELECT 1 FROM users u WHERE u.id = l.owner_id AND u.roles && ARRAY['AGENT_PARTNER', 'AGENT_PATRIANI']::text[])
      ORDER BY l.last_activity_at
      LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }
}
