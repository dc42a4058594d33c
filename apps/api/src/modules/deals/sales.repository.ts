import type { CommissionParty, CommissionStatus } from "@portal/contracts/commission";
import type { SaleStatus } from "@portal/contracts/sale-state";
import type { BuyerInput } from "@portal/contracts/sales";
import type { Prisma, PrismaClient } from "@portal/db/client";
import { type DealRefs, dealRefsOf, userNames } from "./proposals.repository";

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

export interface CommissionRow {
  id: string;
  saleId: string;
  party: CommissionParty;
  beneficiaryId: string | null;
  percent: number;
  amount: number;
  status: CommissionStatus;
  createdAt: Date;
  updatedAt: Date;
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

const include = {
  buyers: { orderBy: [{ isMain: "desc" }, { createdAt: "asc" }] },
  // Lead and unit names in the same query; broker and coordinator names in one more for the whole page.
  lead: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, number: true, tower: { select: { name: true } }, enterprise: { select: { name: true } } },
  },
  recreatedAs: { select: { id: true } },
} satisfies Prisma.SaleInclude;
type SaleRecord = Prisma.SaleGetPayload<{ include: typeof include }>;

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

function toRow(s: SaleRecord, names: ReadonlyMap<string, string>): SaleRow {
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

const LIVE: SaleStatus[] = ["IN_PROCESS", "COMPLETED"];

/** Sales, buyers, logs and commissions; only this file knows how they are stored. */
export class SalesRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(s: {
    proposalId: string;
    leadId: string;
    unitId: string;
    enterpriseId: string;
    brokerId: string;
    partnerAgencyId: string | null;
    responsibleCoordinatorId: string | null;
    price: number;
    observations: SaleObservation[];
    createdById: string;
    buyers: BuyerInput[];
    /** recreate: the sale this one re-opens, and the home broker it keeps. */
    originSaleId?: string | null;
    homeBrokerId?: string | null;
  }): Promise<string> {
    const row = await this.db.sale.create({
      data: {
        proposalId: s.proposalId,
        leadId: s.leadId,
        unitId: s.unitId,
        enterpriseId: s.enterpriseId,
        brokerId: s.brokerId,
        partnerAgencyId: s.partnerAgencyId,
        responsibleCoordinatorId: s.responsibleCoordinatorId,
        price: BigInt(s.price),
        observations: s.observations.length ? JSON.stringify(s.observations) : null,
        createdById: s.createdById,
        originSaleId: s.originSaleId ?? null,
        homeBrokerId: s.homeBrokerId ?? null,
        status: "IN_PROCESS",
      },
      select: { id: true },
    });
    await this.replaceBuyers(row.id, s.buyers);
    return row.id;
  }

  async replaceBuyers(saleId: string, buyers: BuyerInput[]): Promise<void> {
    await this.db.saleBuyer.deleteMany({ where: { saleId } });
    await this.db.saleBuyer.createMany({
      data: buyers.map((b, i) => ({
        saleId,
        leadId: b.lead_id ?? null,
        fullName: b.full_name,
        document: b.document,
        documentType: b.document_type,
        email: b.email ?? null,
        phone: b.phone ?? null,
        zipCode: b.address.zip_code,
        address: b.address as unknown as Prisma.InputJsonValue,
        sharePercentage: b.share_percent,
        isMain: i === 0,
      })),
    });
  }

  async findById(id: string): Promise<SaleRow | null> {
    const s = await this.db.sale.findUnique({ where: { id }, include });
    if (!s) return null;
    return toRow(s, await userNames(this.db, [s.brokerId, s.responsibleCoordinatorId, s.homeBrokerId]));
  }

  async lock(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM sales WHERE id = ${id}::uuid FOR UPDATE`;
  }

  async list(f: SaleFilter): Promise<{ rows: SaleRow[]; total: number }> {
    const where: Prisma.SaleWhereInput = {
      ...(f.status ? { status: f.status } : {}),
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
      ...(f.brokerId ? { brokerId: f.brokerId } : {}),
      ...(f.ownerId
        ? { OR: [{ brokerId: f.ownerId }, { partnerAgencyId: f.ownerId }, { createdById: f.ownerId }] }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.sale.findMany({
        where,
        include,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.sale.count({ where }),
    ]);
    const names = await userNames(
      this.db,
      rows.flatMap((s) => [s.brokerId, s.responsibleCoordinatorId, s.homeBrokerId]),
    );
    return { rows: rows.map((s) => toRow(s, names)), total };
  }

  async liveSaleOfProposal(proposalId: string): Promise<string | null> {
    const s = await this.db.sale.findFirst({ where: { proposalId, status: { in: LIVE } }, select: { id: true } });
    return s?.id ?? null;
  }

  async liveSaleOfUnit(unitId: string): Promise<string | null> {
    const s = await this.db.sale.findFirst({ where: { unitId, status: { in: LIVE } }, select: { id: true } });
    return s?.id ?? null;
  }

  async liveSaleOfLead(leadId: string): Promise<string | null> {
    const s = await this.db.sale.findFirst({
      where: { leadId, status: { in: LIVE } },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    return s?.id ?? null;
  }

  /** Conditional move (only from `from`), setting the status timestamps and reason columns. */
  async moveStatus(id: string, from: SaleStatus, to: SaleStatus, reason: string | null): Promise<boolean> {
    const now = new Date();
    const { count } = await this.db.sale.updateMany({
      where: { id, status: from },
      data: {
        status: to,
        ...(to === "COMPLETED" ? { completedAt: now } : {}),
        ...(to === "CANCELED" ? { canceledAt: now, cancelReason: reason } : {}),
        ...(to === "DISTRACTED" ? { distractedAt: now, distratoReason: reason } : {}),
      },
    });
    return count === 1;
  }

  async update(
    id: string,
    patch: { observations?: SaleObservation[]; responsibleCoordinatorId?: string },
  ): Promise<void> {
    await this.db.sale.update({
      where: { id },
      data: {
        ...(patch.observations ? { observations: JSON.stringify(patch.observations) } : {}),
        ...(patch.responsibleCoordinatorId ? { responsibleCoordinatorId: patch.responsibleCoordinatorId } : {}),
      },
    });
  }

  async addLog(entry: {
    saleId: string;
    actorId: string | null;
    action: string;
    fromStatus: SaleStatus | null;
    toStatus: SaleStatus | null;
    reason?: string | null;
    data?: Record<string, unknown>;
  }): Promise<void> {
    await this.db.saleLog.create({
      data: {
        ...entry,
        reason: entry.reason ?? null,
        data: (entry.data ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
  }

  logs(saleId: string) {
    return this.db.saleLog.findMany({ where: { saleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  async createCommissions(
    saleId: string,
    rows: { party: CommissionParty; beneficiaryId: string | null; percent: number; amount: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db.commission.createMany({
      data: rows.map((r) => ({
        saleId,
        role: r.party,
        beneficiaryId: r.beneficiaryId,
        percentage: r.percent,
        amount: BigInt(r.amount),
        status: "FORECAST" as const,
      })),
    });
  }

  /** Conditional commission move (only from `from`), stamping released_at / paid_at. */
  async moveCommission(id: string, saleId: string, from: CommissionStatus, to: CommissionStatus): Promise<boolean> {
    const now = new Date();
    const { count } = await this.db.commission.updateMany({
      where: { id, saleId, status: from },
      data: {
        status: to,
        ...(to === "RELEASED" ? { releasedAt: now } : {}),
        ...(to === "PAID" ? { paidAt: now } : {}),
      },
    });
    return count === 1;
  }

  /** Cancels the commissions still in one of `from`; returns how many. */
  async cancelCommissions(saleId: string, from: readonly CommissionStatus[]): Promise<number> {
    const { count } = await this.db.commission.updateMany({
      where: { saleId, status: { in: [...from] } },
      data: { status: "CANCELLED", canceledAt: new Date() },
    });
    return count;
  }

  async commissions(filter: { saleId?: string; beneficiaryId?: string }): Promise<CommissionRow[]> {
    const rows = await this.db.commission.findMany({
      where: {
        ...(filter.saleId ? { saleId: filter.saleId } : {}),
        ...(filter.beneficiaryId ? { beneficiaryId: filter.beneficiaryId } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { role: "asc" }],
    });
    return rows.map((c) => ({
      id: c.id,
      saleId: c.saleId,
      party: c.role,
      beneficiaryId: c.beneficiaryId,
      percent: Number(c.percentage),
      amount: Number(c.amount),
      status: c.status,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    }));
  }
}
