import type { EnterpriseLeadCountsDto, EnterpriseLeadsQuery } from "@portal/contracts/enterprise-leads";
import { FUNNEL_STAGES, LEAD_STATUSES } from "@portal/contracts/lead-enums";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { LeadQueryService } from "../leads/lead-query.service";
import type { EnterpriseLeadGroupRow } from "./enterprise-leads.repository";

type Counts = EnterpriseLeadCountsDto;
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Folds an enterprise's (status, stage) groups into the wire counts. */
export function toEnterpriseLeadCounts(row: EnterpriseLeadGroupRow): Counts {
  const by_status = zeros(LEAD_STATUSES);
  const by_funnel_stage = zeros(FUNNEL_STAGES);
  let without = 0;
  for (const g of row.groups) {
    by_status[g.status as keyof typeof by_status] += g.n;
    if (g.stage) by_funnel_stage[g.stage as keyof typeof by_funnel_stage] += g.n;
    else without += g.n;
  }
  return {
    enterprise_id: row.enterpriseId,
    enterprise_name: row.name,
    city: row.city,
    group: row.group as Counts["group"],
    total: row.total,
    by_status,
    by_funnel_stage,
    without_funnel_stage: without,
    new_last_7_days: row.new7,
    new_last_30_days: row.new30,
  };
}

/** GET /enterprises/grouped/enterprises-leads: lead counts per enterprise, in the caller's lead scope. */
export class EnterpriseLeadsService {
  constructor(
    private readonly db: Database,
    private readonly leads: Pick<LeadQueryService, "searchFilter">,
  ) {}

  async grouped(actor: AuthUser, q: EnterpriseLeadsQuery) {
    const pagination = { total: 0, skip: q.skip, limit: q.limit };
    // The lead list's own filter builder: the same scope (own leads for specialists and partners), the same
    // 8-digit date rule and the same hidden excluded leads as GET /leads.
    const filter = this.leads.searchFilter(actor, {
      enterprise_id: q.enterprise_id,
      starts_date: q.starts_date,
      ends_date: q.ends_date,
    });
    if (!filter) return { payload: [], pagination };
    const { rows, total } = await this.db.repos.enterpriseLeads.countByEnterprise(
      filter,
      { city: q.city, group: q.group },
      { skip: q.skip, limit: q.limit },
    );
    return { payload: rows.map(toEnterpriseLeadCounts), pagination: { ...pagination, total } };
  }
}
