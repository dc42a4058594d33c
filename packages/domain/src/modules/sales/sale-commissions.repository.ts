import type { CommissionParty, CommissionStatus } from "@portal/contracts/commission";
import type { PrismaClient } from "@portal/db/client";

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

/** A sale's commissions: created as forecasts, then moved (released, paid) or cancelled. */
export class SaleCommissionsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(
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
  async move(id: string, saleId: string, from: CommissionStatus, to: CommissionStatus): Promise<boolean> {
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
  async cancel(saleId: string, from: readonly CommissionStatus[]): Promise<number> {
    const { count } = await this.db.commission.updateMany({
      where: { saleId, status: { in: [...from] } },
      data: { status: "CANCELLED", canceledAt: new Date() },
    });
    return count;
  }

  async list(filter: { saleId?: string; beneficiaryId?: string }): Promise<CommissionRow[]> {
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
