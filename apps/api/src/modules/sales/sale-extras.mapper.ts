import type { DownPaymentVariant, IndexType, SeriesType } from "@portal/contracts/payment-plan";
import type {
  PreSaleDto,
  SaleGroupDto,
  SaleParticipantsDto,
  SalePaymentsInfoDto,
} from "@portal/contracts/sales-extras";
import type { ParticipantsView, PaymentsView, PreSaleRow, SaleGroupRow } from "@portal/domain/deals";

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

export function toPreSaleDto(saleId: string, p: PreSaleRow | null): PreSaleDto {
  return {
    sale_id: saleId,
    printed_at: p?.printedAt?.toISOString() ?? null,
    printed_by_id: p?.printedById ?? null,
    print_count: p?.printCount ?? 0,
    has_signed_file: Boolean(p?.signedFileKey),
    signed_file_name: p?.signedFileName ?? null,
    signed_mime_type: p?.signedMimeType ?? null,
    signed_size: p?.signedSize ?? null,
    signed_by_id: p?.signedById ?? null,
    signed_at: p?.signedAt?.toISOString() ?? null,
  };
}
