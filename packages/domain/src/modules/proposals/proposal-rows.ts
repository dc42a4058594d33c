import type { DiscountType } from "@portal/contracts/discount";
import type { DownPaymentVariant, IndexType, PlanSeries, SeriesType } from "@portal/contracts/payment-plan";
import type { ProposalStatus } from "@portal/contracts/sale-state";
import type { Prisma } from "@portal/db/client";

/** Row shapes the proposals repository returns, and how a stored proposal becomes one (only repositories use the mapping). */
/** A proposal as the services see it: money as numbers of centavos, dates as YYYY-MM-DD. */
export interface ProposalRow {
  id: string;
  version: number;
  parentId: string | null;
  leadId: string;
  unitId: string;
  enterpriseId: string;
  brokerId: string;
  partnerAgencyId: string | null;
  createdById: string;
  status: ProposalStatus;
  price: number;
  discountType: DiscountType | null;
  /** PERCENTAGE: percent; ABSOLUTE: centavos (what the client sent). */
  discountValue: number | null;
  discountAmount: number;
  netPrice: number;
  tags: string[];
  observations: string | null;
  brokenRules: StoredFailedRule[];
  series: PlanSeries[];
  createdAt: Date;
  updatedAt: Date;
  lastDecision: { actorId: string | null; reason: string | null } | null;
}
/** Display names of what a deal points to (lead, unit label, people), read with the deal. */
export interface DealRefs {
  lead: { id: string; fullName: string };
  unit: { id: string; number: string; towerName: string; enterpriseName: string };
  broker: { id: string; fullName: string };
}
export type ProposalWithParent = ProposalRow & { parent: ProposalRow | null; refs: DealRefs };

export interface StoredFailedRule {
  rule: string;
  message: string;
  rule_id?: string | null;
  level?: number;
}

/** What a new proposal row is written with: a ProposalRow's own fields, its series with their periodicity. */
export type NewProposal = Omit<ProposalRow, "id" | "createdAt" | "updatedAt" | "lastDecision" | "series"> & {
  series: (PlanSeries & { periodicityMonths: number })[];
  submittedAt: Date | null;
};

export interface ProposalFilter {
  status?: ProposalStatus;
  leadId?: string;
  unitId?: string;
  enterpriseId?: string;
  brokerId?: string;
  /** Only proposals where this user is the broker, the partner agency or the creator. */
  ownerId?: string;
  skip: number;
  limit: number;
}

export const proposalInclude = {
  series: { orderBy: { position: "asc" } },
  logs: { where: { action: { in: ["approved", "disapproved", "canceled"] } }, orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.ProposalInclude;
type ProposalRecord = Prisma.ProposalGetPayload<{ include: typeof proposalInclude }>;
/** Lead and unit names joined into the same query as the proposal. */
export const proposalRefsInclude = {
  lead: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, number: true, tower: { select: { name: true } }, enterprise: { select: { name: true } } },
  },
} satisfies Prisma.ProposalInclude;
type RefsRecord = Prisma.ProposalGetPayload<{ include: typeof proposalRefsInclude }>;

/** The unit label and lead name of a deal record (proposal or sale: same relations). */
export function dealRefsOf(
  r: Pick<RefsRecord, "lead" | "unit">,
  brokerId: string,
  names: ReadonlyMap<string, string>,
): DealRefs {
  return {
    lead: { id: r.lead.id, fullName: r.lead.fullName },
    unit: {
      id: r.unit.id,
      number: r.unit.number,
      towerName: r.unit.tower.name,
      enterpriseName: r.unit.enterprise.name,
    },
    broker: { id: brokerId, fullName: names.get(brokerId) ?? "" },
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A stored proposal (with its series and last decision log) as a ProposalRow. */
export function toProposalRow(p: ProposalRecord): ProposalRow {
  const last = p.logs[0];
  return {
    id: p.id,
    version: p.version,
    parentId: p.parentId,
    leadId: p.leadId,
    unitId: p.unitId,
    enterpriseId: p.enterpriseId,
    brokerId: p.brokerId,
    partnerAgencyId: p.partnerAgencyId,
    createdById: p.createdById,
    status: p.status,
    price: Number(p.price),
    discountType: p.discountType,
    discountValue:
      p.discountType === "PERCENTAGE"
        ? Number(p.discountPercentage)
        : p.discountType === "ABSOLUTE"
          ? Number(p.discountAmount)
          : null,
    discountAmount: Number(p.discountAmount),
    netPrice: Number(p.netPrice),
    tags: p.tags,
    observations: p.observations,
    brokenRules: Array.isArray(p.brokenRules) ? (p.brokenRules as unknown as StoredFailedRule[]) : [],
    series: p.series.map((s) => ({
      type: s.type as SeriesType,
      down_payment_variant: (s.downPaymentVariant as DownPaymentVariant | null) ?? null,
      count: s.count,
      value_cents: Number(s.value),
      first_due_date: isoDate(s.firstDueDate),
      index: (s.indexType as IndexType | null) ?? null,
    })),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    lastDecision: last ? { actorId: last.actorId, reason: last.reason } : null,
  };
}
