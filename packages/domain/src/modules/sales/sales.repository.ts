import type { SaleStatus } from "@portal/contracts/sale-state";
import type { BuyerInput } from "@portal/contracts/sales";
import type { Prisma, PrismaClient } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";
import { userNames } from "../proposals/proposals.repository";
import { type SaleFilter, type SaleObservation, type SaleRow, saleInclude, toSaleRow } from "./sale-rows";

const LIVE: SaleStatus[] = ["IN_PROCESS", "COMPLETED"];

/** A sale to create: its row's own fields, its buyers and (recreate) the sale it re-opens and its home broker. */
export type NewSale = Pick<
  SaleRow,
  | "proposalId"
  | "leadId"
  | "unitId"
  | "enterpriseId"
  | "brokerId"
  | "partnerAgencyId"
  | "responsibleCoordinatorId"
  | "price"
  | "observations"
  | "createdById"
> & { buyers: BuyerInput[]; originSaleId?: string | null; homeBrokerId?: string | null };

/** Sales and their buyers; logs and commissions have their own repositories (sale-logs, sale-commissions). */
export class SalesRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(s: NewSale): Promise<string> {
    const row = await uniqueGuard(() =>
      this.db.sale.create({
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
      }),
    );
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
    const s = await this.db.sale.findUnique({ where: { id }, include: saleInclude });
    if (!s) return null;
    return toSaleRow(s, await userNames(this.db, [s.brokerId, s.responsibleCoordinatorId, s.homeBrokerId]));
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
        include: saleInclude,
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
    return { rows: rows.map((s) => toSaleRow(s, names)), total };
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
}
