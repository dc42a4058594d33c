import type { CommissionParty } from "@portal/contracts/commission";
import type { SaleStatus } from "@portal/contracts/sale-state";
import type { Prisma, PrismaClient } from "@portal/db/client";
import { userNames } from "../proposals/proposals.repository";

export interface ParticipantRow {
  id: string;
  userId: string;
  userName: string;
  classification: CommissionParty;
  percent: number;
}

export interface PlanSeriesRow {
  type: string;
  downPaymentVariant: string | null;
  count: number;
  value: number;
  firstDueDate: string;
  periodicityMonths: number;
  index: string | null;
}

export interface SaleGroupRow {
  id: string;
  enterpriseId: string;
  name: string | null;
  createdById: string;
  createdAt: Date;
  updatedAt: Date;
  sales: {
    id: string;
    status: SaleStatus;
    price: number;
    brokerId: string;
    partnerAgencyId: string | null;
    createdById: string;
    lead: { id: string; fullName: string };
    unit: { id: string; number: string; towerName: string; enterpriseName: string };
  }[];
}

const groupInclude = {
  sales: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: {
      lead: { select: { id: true, fullName: true } },
      unit: {
        select: { id: true, number: true, tower: { select: { name: true } }, enterprise: { select: { name: true } } },
      },
    },
  },
} satisfies Prisma.SaleGroupInclude;

/**
 * The sale extras' own storage (docs/decisions/015): home broker, classification participants, payments info
 * (the `payments_info` JSON column) and sale groups. Only this file knows how they are stored (pre-sales: the
 * pre-sales module).
 */
export class SaleExtrasRepository {
  constructor(private readonly db: PrismaClient) {}

  async setHomeBroker(saleId: string, userId: string | null): Promise<void> {
    await this.db.sale.update({ where: { id: saleId }, data: { homeBrokerId: userId } });
  }

  async participants(saleId: string): Promise<ParticipantRow[]> {
    const rows = await this.db.saleParticipant.findMany({ where: { saleId }, orderBy: { position: "asc" } });
    const names = await userNames(
      this.db,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: names.get(r.userId) ?? "",
      classification: r.classification,
      percent: Number(r.percentage),
    }));
  }

  async replaceParticipants(
    saleId: string,
    list: { userId: string; classification: CommissionParty; percent: number }[],
  ): Promise<void> {
    await this.db.saleParticipant.deleteMany({ where: { saleId } });
    if (list.length === 0) return;
    await this.db.saleParticipant.createMany({
      data: list.map((p, position) => ({
        saleId,
        userId: p.userId,
        classification: p.classification,
        percentage: p.percent,
        position,
      })),
    });
  }

  async paymentsInfo(saleId: string): Promise<Record<string, unknown> | null> {
    const s = await this.db.sale.findUnique({ where: { id: saleId }, select: { paymentsInfo: true } });
    const v = s?.paymentsInfo;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  }

  async setPaymentsInfo(saleId: string, info: Record<string, unknown>): Promise<void> {
    await this.db.sale.update({ where: { id: saleId }, data: { paymentsInfo: info as Prisma.InputJsonValue } });
  }

  async proposalSeries(proposalId: string): Promise<PlanSeriesRow[]> {
    const rows = await this.db.proposalSerie.findMany({ where: { proposalId }, orderBy: { position: "asc" } });
    return rows.map((x) => ({
      type: x.type,
      downPaymentVariant: x.downPaymentVariant,
      count: x.count,
      value: Number(x.value),
      firstDueDate: x.firstDueDate.toISOString().slice(0, 10),
      periodicityMonths: x.periodicityMonths,
      index: x.indexType,
    }));
  }

  // ---------------------------------------------------------------- groups

  async createGroup(g: { enterpriseId: string; name: string | null; createdById: string }): Promise<string> {
    const row = await this.db.saleGroup.create({ data: g, select: { id: true } });
    return row.id;
  }

  async lockGroup(id: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM sale_groups WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length === 1;
  }

  async findGroup(id: string): Promise<SaleGroupRow | null> {
    const g = await this.db.saleGroup.findUnique({ where: { id }, include: groupInclude });
    if (!g) return null;
    return {
      id: g.id,
      enterpriseId: g.enterpriseId,
      name: g.name,
      createdById: g.createdById,
      createdAt: g.createdAt,
      updatedAt: g.updatedAt,
      sales: g.sales.map((s) => ({
        id: s.id,
        status: s.status,
        price: Number(s.price),
        brokerId: s.brokerId,
        partnerAgencyId: s.partnerAgencyId,
        createdById: s.createdById,
        lead: { id: s.lead.id, fullName: s.lead.fullName },
        unit: {
          id: s.unit.id,
          number: s.unit.number,
          towerName: s.unit.tower.name,
          enterpriseName: s.unit.enterprise.name,
        },
      })),
    };
  }

  /** Puts a sale in a group only if it is in none (two groups racing for one sale: one wins). */
  async joinGroup(saleId: string, groupId: string): Promise<boolean> {
    const { count } = await this.db.sale.updateMany({
      where: { id: saleId, saleGroupId: null },
      data: { saleGroupId: groupId },
    });
    if (count === 1) await this.touchGroup(groupId);
    return count === 1;
  }

  async leaveGroup(saleId: string, groupId: string): Promise<boolean> {
    const { count } = await this.db.sale.updateMany({
      where: { id: saleId, saleGroupId: groupId },
      data: { saleGroupId: null },
    });
    if (count === 1) await this.touchGroup(groupId);
    return count === 1;
  }

  async deleteGroupIfEmpty(groupId: string): Promise<boolean> {
    if ((await this.db.sale.count({ where: { saleGroupId: groupId } })) > 0) return false;
    await this.db.saleGroup.delete({ where: { id: groupId } });
    return true;
  }

  private async touchGroup(groupId: string): Promise<void> {
    await this.db.saleGroup.update({ where: { id: groupId }, data: { updatedAt: new Date() } });
  }
}
