import type { SaleStatus } from "@portal/contracts/sale-state";
import type { BuyerInput } from "@portal/contracts/sales";
import type { Prisma } from "@portal/db/client";
import { type DealRefs, dealRefsOf } from "../proposals/proposal-rows";

/** Row shapes the sales repository returns, and how a stored sale becomes one (only repositories use the mapping). */
export interface SaleObservation {
  text: string;
  author_id: string;
  createdAt: string;
}

export interface BuyerRow {
  id: string;
  leadId: string | null;
  fullName: string;
  documentType: "CPF" | "CNPJ";
  document: string;
  email: string | null;
  phone: string | null;
  address: BuyerInput["address"];
  sharePercent: number;
}

export interface SaleRow {
  id: string;
  proposalId: string;
  leadId: string;
  unitId: string;
  enterpriseId: string;
  brokerId: string;
  partnerAgencyId: string | null;
  responsibleCoordinatorId: string | null;
  homeBrokerId: string | null;
  saleGroupId: string | null;
  originSaleId: string | null;
  recreatedSaleId: string | null;
  createdById: string;
  status: SaleStatus;
  price: number;
  observations: SaleObservation[];
  statusReason: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  buyers: BuyerRow[];
  refs: DealRefs & {
    coordinator: { id: string; fullName: string } | null;
    homeBroker: { id: string; fullName: string } | null;
  };
}

export interface SaleFilter {
  status?: SaleStatus;
  leadId?: string;
  enterpriseId?: string;
  brokerId?: string;
  ownerId?: string;
  skip: number;
  limit: number;
}

export const saleInclude = {
  buyers: { orderBy: [{ isMain: "desc" }, { createdAt: "asc" }] },
  // Lead and unit names in the same query; broker and coordinator names in one more for the whole page.
  lead: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, number: true, tower: { select: { name: true } }, enterprise: { select: { name: true } } },
  },
  recreatedAs: { select: { id: true } },
} satisfies Prisma.SaleInclude;
type SaleRecord = Prisma.SaleGetPayload<{ include: typeof saleInclude }>;

/** `observations` holds a JSON list of {text, author_id, createdAt} (the column is text: one JSON document). */
function parseObservations(raw: string | null): SaleObservation[] {
  if (!raw) return [];
  try {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? (v as SaleObservation[]) : [];
  } catch {
    return [{ text: raw, author_id: "", createdAt: "" }];
  }
}

export function toSaleRow(s: SaleRecord, names: ReadonlyMap<string, string>): SaleRow {
  const coordinatorId = s.responsibleCoordinatorId;
  const homeBrokerId = s.homeBrokerId;
  return {
    refs: {
      ...dealRefsOf(s, s.brokerId, names),
      coordinator: coordinatorId ? { id: coordinatorId, fullName: names.get(coordinatorId) ?? "" } : null,
      homeBroker: homeBrokerId ? { id: homeBrokerId, fullName: names.get(homeBrokerId) ?? "" } : null,
    },
    id: s.id,
    proposalId: s.proposalId,
    leadId: s.leadId,
    unitId: s.unitId,
    enterpriseId: s.enterpriseId,
    brokerId: s.brokerId,
    partnerAgencyId: s.partnerAgencyId,
    responsibleCoordinatorId: s.responsibleCoordinatorId,
    homeBrokerId: s.homeBrokerId,
    saleGroupId: s.saleGroupId,
    originSaleId: s.originSaleId,
    recreatedSaleId: s.recreatedAs?.id ?? null,
    createdById: s.createdById,
    status: s.status,
    price: Number(s.price),
    observations: parseObservations(s.observations),
    statusReason: s.status === "DISTRACTED" ? s.distratoReason : s.status === "CANCELED" ? s.cancelReason : null,
    completedAt: s.completedAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    buyers: s.buyers.map((b) => ({
      id: b.id,
      leadId: b.leadId,
      fullName: b.fullName,
      documentType: b.documentType as "CPF" | "CNPJ",
      document: b.document,
      email: b.email,
      phone: b.phone,
      address: b.address as unknown as BuyerInput["address"],
      sharePercent: Number(b.sharePercentage),
    })),
  };
}
