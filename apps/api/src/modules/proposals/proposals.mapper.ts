import { SERIES_PERIOD_MONTHS, seriesTotal } from "@portal/contracts/payment-plan";
import type { ProposalDto } from "@portal/contracts/proposals";
import type { ProposalWithParent } from "@portal/domain/proposals";
import { proposalChanges } from "@portal/domain/proposals";

/** Proposal row -> wire DTO (spec style: `_id`, snake_case, centavos in `_cents`). */
export function toProposalDto(p: ProposalWithParent): ProposalDto {
  return {
    _id: p.id,
    version: p.version,
    parent_id: p.parentId,
    lead_id: p.leadId,
    unit_id: p.unitId,
    enterprise_id: p.enterpriseId,
    broker_id: p.brokerId,
    lead: { _id: p.refs.lead.id, full_name: p.refs.lead.fullName },
    unit: {
      _id: p.refs.unit.id,
      number: p.refs.unit.number,
      tower_name: p.refs.unit.towerName,
      enterprise_name: p.refs.unit.enterpriseName,
    },
    broker: { _id: p.refs.broker.id, full_name: p.refs.broker.fullName },
    agency_id: p.partnerAgencyId,
    status: p.status,
    price_cents: p.price,
    discount: p.discountType ? { type: p.discountType, value: p.discountValue ?? 0 } : null,
    discount_cents: p.discountAmount,
    net_price_cents: p.netPrice,
    series: p.series.map((s) => ({
      type: s.type,
      down_payment_variant: s.down_payment_variant ?? null,
      count: s.count,
      value_cents: s.value_cents,
      total_cents: seriesTotal(s),
      first_due_date: s.first_due_date,
      periodicity_months: SERIES_PERIOD_MONTHS[s.type],
      index: s.index ?? null,
    })),
    failed_rules: p.brokenRules.map((r) => ({ rule: r.rule, message: r.message })),
    tags: p.tags,
    observations: p.observations,
    changes: proposalChanges(p, p.parent),
    decided_by: p.lastDecision?.actorId ?? null,
    decision_reason: p.lastDecision?.reason ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A deal log row (proposal or sale): who moved it from which status to which, and why. */
export interface DealLogRow {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  actorId: string | null;
  createdAt: Date;
}

/** A deal log row -> wire DTO (GET /sales/{id}/logs; the proposals' adds `data`). */
export function toDealLogDto(l: DealLogRow) {
  return {
    _id: l.id,
    action: l.action,
    from_status: l.fromStatus,
    to_status: l.toStatus,
    reason: l.reason,
    user_id: l.actorId,
    createdAt: l.createdAt.toISOString(),
  };
}

/** A proposal log row -> wire DTO (GET /proposals/{id}/logs). */
export function toProposalLogDto(l: DealLogRow & { data: unknown }) {
  return { ...toDealLogDto(l), data: l.data ?? null };
}
