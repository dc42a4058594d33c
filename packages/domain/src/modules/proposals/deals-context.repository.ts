import type { CommissionInfo } from "@portal/contracts/commission";
import type { LeadStatus } from "@portal/contracts/lead-enums";
import type { UnitStatus } from "@portal/contracts/sale-state";
import type { Prisma, PrismaClient } from "@portal/db/client";

export interface DealUnit {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  towerName: string;
  number: string;
  floor: number;
  privateArea: number;
  status: UnitStatus;
  suspended: boolean;
  /** Table price in centavos; null until the enterprise's price step. */
  price: number | null;
}

export interface DealLead {
  id: string;
  fullName: string;
  status: LeadStatus;
  ownerId: string | null;
  enterpriseId: string | null;
}

export interface DealUser {
  id: string;
  fullName: string;
  roles: string[];
  active: boolean;
}

export interface StoredApprovalRule {
  id: string;
  kind: string;
  threshold: number;
  level: number;
}

/**
 * What proposals and sales read and move outside their own tables: units (status + unit log), leads
 * (status + lead log), the enterprise's commercial rules and people. Only this file knows Prisma for them.
 */
export class DealsContextRepository {
  constructor(private readonly db: PrismaClient) {}

  async findUnit(id: string): Promise<DealUnit | null> {
    const u = await this.db.unit.findUnique({
      where: { id },
      include: { enterprise: { select: { name: true } }, tower: { select: { name: true } } },
    });
    if (!u) return null;
    return {
      id: u.id,
      enterpriseId: u.enterpriseId,
      enterpriseName: u.enterprise.name,
      towerName: u.tower.name,
      number: u.number,
      floor: u.floor,
      privateArea: Number(u.privateArea),
      status: u.status,
      suspended: u.suspended,
      price: u.price === null ? null : Number(u.price),
    };
  }

  async lockUnit(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM units WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** Conditional unit move with its unit log; false when the unit is not in one of `from` (or suspended). */
  async moveUnit(
    id: string,
    from: readonly UnitStatus[],
    to: UnitStatus,
    log: { actorId: string; action: string; reason?: string | null; data?: Record<string, unknown> },
  ): Promise<boolean> {
    const unit = await this.db.unit.findUnique({ where: { id }, select: { status: true, enterpriseId: true } });
    if (!unit) return false;
    const { count } = await this.db.unit.updateMany({
      where: { id, status: { in: [...from] }, ...(to === "IN_SALES_PROCESS" ? { suspended: false } : {}) },
      data: { status: to },
    });
    if (count !== 1) return false;
    await this.db.unitLog.create({
      data: {
        unitId: id,
        enterpriseId: unit.enterpriseId,
        actorId: log.actorId,
        action: log.action,
        fromStatus: unit.status,
        toStatus: to,
        reason: log.reason ?? null,
        data: (log.data ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
    return true;
  }

  /** The active reservation of a unit, if any (a sale converts it). */
  async activeReservation(unitId: string): Promise<{ id: string; leadId: string | null } | null> {
    return this.db.reservation.findFirst({ where: { unitId, status: "ACTIVE" }, select: { id: true, leadId: true } });
  }

  async findLead(id: string): Promise<DealLead | null> {
    const l = await this.db.lead.findUnique({
      where: { id },
      select: { id: true, fullName: true, status: true, ownerId: true, enterpriseId: true, excluded: true },
    });
    if (!l || l.excluded) return null;
    return {
      id: l.id,
      fullName: l.fullName,
      status: l.status as LeadStatus,
      ownerId: l.ownerId,
      enterpriseId: l.enterpriseId,
    };
  }

  /** The lead's contract data, as a buyer candidate (unvalidated). */
  async leadContractData(id: string) {
    return this.db.lead.findUnique({
      where: { id },
      select: {
        id: true,
        fullName: true,
        socialReason: true,
        document: true,
        documentType: true,
        email: true,
        phone: true,
        address: true,
      },
    });
  }

  /** Moves the lead's status with a STATUS lead log (who, why), as the leads module does. */
  async setLeadStatus(
    leadId: string,
    from: LeadStatus,
    to: LeadStatus,
    actorId: string,
    reason: string,
  ): Promise<void> {
    if (from === to) return;
    await this.db.$queryRaw`SELECT id FROM leads WHERE id = ${leadId}::uuid FOR UPDATE`;
    await this.db.lead.update({ where: { id: leadId }, data: { status: to, lastActivityAt: new Date() } });
    await this.db.leadLog.create({
      data: {
        leadId,
        authorId: actorId,
        type: "STATUS",
        subtype: to,
        text: reason,
        data: { status: { from, to }, reason } as Prisma.InputJsonValue,
      },
    });
  }

  async findUser(id: string): Promise<DealUser | null> {
    return this.db.user.findUnique({ where: { id }, select: { id: true, fullName: true, roles: true, active: true } });
  }

  async approvalRules(enterpriseId: string): Promise<StoredApprovalRule[]> {
    const rows = await this.db.approvalRule.findMany({
      where: { enterpriseId, active: true },
      orderBy: [{ level: "asc" }, { createdAt: "asc" }],
    });
    return rows.map((r) => ({ id: r.id, kind: r.kind, threshold: Number(r.threshold), level: r.level }));
  }

  /** Approvers of an enterprise with their level (add-approvers). */
  async approvers(enterpriseId: string): Promise<{ userId: string; level: number }[]> {
    return this.db.enterpriseApprover.findMany({ where: { enterpriseId }, select: { userId: true, level: true } });
  }

  async commissionInfo(enterpriseId: string): Promise<CommissionInfo | null> {
    const c = await this.db.enterpriseCommissionInfo.findUnique({ where: { enterpriseId } });
    if (!c) return null;
    return {
      agency_percent: Number(c.agencyPercentage),
      broker_percent: Number(c.brokerPercentage),
      coordinator_percent: Number(c.coordinatorPercentage),
    };
  }
}
