import type { DownPaymentVariant, IndexType, SeriesType } from "@portal/contracts/payment-plan";
import type { CommissionDto, SaleDto } from "@portal/contracts/sales";
import type { SaleGroupDto, SaleParticipantsDto, SalePaymentsInfoDto } from "@portal/contracts/sales-extras";
import type {
  CommissionRow,
  ParticipantsView,
  PaymentsView,
  SaleFileRecord,
  SaleGroupRow,
  SaleRow,
} from "@portal/domain/sales";
import { personDto, toFileVersionFields } from "../files/file-versions.mapper";
import { toDealLogDto } from "../proposals/proposals.mapper";

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

/** A sale log row -> wire DTO: the deal log's shape, shared with proposals. */
export const toLogDto = toDealLogDto;

/** A sale document as the wire lists it (the bytes are downloaded from /sales/{id}/files/{fileId}). */
export function toSaleFileDto(f: SaleFileRecord) {
  return {
    _id: f.id,
    sale_id: f.saleId,
    file_type: f.fileType,
    file_name: f.fileName,
    mime_type: f.mimeType,
    size: f.size,
    uploaded_by_id: f.uploadedById,
    uploaded_by: personDto(f.uploadedBy),
    createdAt: f.createdAt.toISOString(),
    versions: f.versions.map((v) => ({
      _id: v.id,
      ...toFileVersionFields(v),
      uploaded_by_id: v.uploadedById,
      replaced_by_id: v.replacedByUserId,
    })),
  };
}

export function toParticipantsDto(v: ParticipantsView): SaleParticipantsDto {
  return {
    sale_id: v.saleId,
    payload: v.rows.map((r) => ({
      _id: r.id,
      user_id: r.userId,
      user: { _id: r.userId, full_name: r.userName },
      classification: r.classification,
      percent: r.percent,
      value_cents: r.valueCents,
    })),
    total_percent: v.totalPercent,
    total_cents: v.totalCents,
    commission_source: v.source,
  };
}

export function toPaymentsDto(v: PaymentsView): SalePaymentsInfoDto {
  return {
    sale_id: v.saleId,
    net_price_cents: v.netPrice,
    series: v.series.map((s) => ({
      type: s.type as SeriesType,
      down_payment_variant: s.downPaymentVariant as DownPaymentVariant | null,
      count: s.count,
      value_cents: s.value,
      total_cents: s.count * s.value,
      first_due_date: s.firstDueDate,
      periodicity_months: s.periodicityMonths,
      index: s.index as IndexType | null,
    })),
    plan_total_cents: v.planTotal,
    plan_financing_cents: v.byType.financing,
    plan_fgts_cents: v.byType.fgts,
    plan_act_cents: v.byType.act,
    financing: v.financing,
  };
}

const LIVE = new Set(["IN_PROCESS", "COMPLETED"]);

export function toGroupDto(g: SaleGroupRow): SaleGroupDto {
  const live = g.sales.filter((s) => LIVE.has(s.status));
  return {
    _id: g.id,
    enterprise_id: g.enterpriseId,
    name: g.name,
    created_by_id: g.createdById,
    sales: g.sales.map((s) => ({
      _id: s.id,
      status: s.status,
      lead: { _id: s.lead.id, full_name: s.lead.fullName },
      unit: {
        _id: s.unit.id,
        number: s.unit.number,
        tower_name: s.unit.towerName,
        enterprise_name: s.unit.enterpriseName,
      },
      net_price_cents: s.price,
    })),
    totals: {
      count: g.sales.length,
      net_price_cents: g.sales.reduce((t, s) => t + s.price, 0),
      live_count: live.length,
      live_net_price_cents: live.reduce((t, s) => t + s.price, 0),
    },
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}
