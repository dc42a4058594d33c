import type { CommissionDto, SaleDto } from "@portal/contracts/sales";
import type { CommissionRow, SaleRow } from "@portal/domain/deals";

export function toSaleDto(s: SaleRow): SaleDto {
  return {
    _id: s.id,
    proposal_id: s.proposalId,
    lead_id: s.leadId,
    unit_id: s.unitId,
    enterprise_id: s.enterpriseId,
    broker_id: s.brokerId,
    agency_id: s.partnerAgencyId,
    responsible_coordinator_id: s.responsibleCoordinatorId,
    lead: { _id: s.refs.lead.id, full_name: s.refs.lead.fullName },
    unit: {
      _id: s.refs.unit.id,
      number: s.refs.unit.number,
      tower_name: s.refs.unit.towerName,
      enterprise_name: s.refs.unit.enterpriseName,
    },
    broker: { _id: s.refs.broker.id, full_name: s.refs.broker.fullName },
    responsible_coordinator: s.refs.coordinator
      ? { _id: s.refs.coordinator.id, full_name: s.refs.coordinator.fullName }
      : null,
    home_broker_id: s.homeBrokerId,
    home_broker: s.refs.homeBroker ? { _id: s.refs.homeBroker.id, full_name: s.refs.homeBroker.fullName } : null,
    sale_group_id: s.saleGroupId,
    origin_sale_id: s.originSaleId,
    recreated_sale_id: s.recreatedSaleId,
    status: s.status,
    net_price_cents: s.price,
    buyers: s.buyers.map((b) => ({
      _id: b.id,
      lead_id: b.leadId,
      full_name: b.fullName,
      document_type: b.documentType,
      document: b.document,
      email: b.email,
      phone: b.phone,
      address: b.address,
      share_percent: b.sharePercent,
    })),
    observations: s.observations,
    status_reason: s.statusReason,
    completedAt: s.completedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toCommissionDto(c: CommissionRow): CommissionDto {
  return {
    _id: c.id,
    sale_id: c.saleId,
    party: c.party,
    beneficiary_id: c.beneficiaryId,
    percent: c.percent,
    value_cents: c.amount,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toLogDto(l: {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  actorId: string | null;
  createdAt: Date;
}) {
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
