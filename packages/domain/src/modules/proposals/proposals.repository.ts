import type { ProposalStatus } from "@portal/contracts/sale-state";
import type { Prisma, PrismaClient } from "@portal/db/client";
import {
  dealRefsOf,
  type NewProposal,
  type ProposalFilter,
  type ProposalWithParent,
  proposalInclude,
  proposalRefsInclude,
  type StoredFailedRule,
  toProposalRow,
} from "./proposal-rows";

/** Names of the given users in one query (brokers and coordinators are plain ids on deals). */
export async function userNames(db: PrismaClient, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
  return new Map(users.map((u) => [u.id, u.fullName]));
}

function ownerWhere(userId: string): Prisma.ProposalWhereInput {
  return { OR: [{ brokerId: userId }, { partnerAgencyId: userId }, { createdById: userId }] };
}

/** Proposals, their series and logs; only this file knows how they are stored. */
export class ProposalsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(p: NewProposal): Promise<string> {
    const row = await this.db.proposal.create({
      data: {
        leadId: p.leadId,
        unitId: p.unitId,
        enterpriseId: p.enterpriseId,
        brokerId: p.brokerId,
        partnerAgencyId: p.partnerAgencyId,
        createdById: p.createdById,
        status: p.status,
        version: p.version,
        parentId: p.parentId,
        price: BigInt(p.price),
        discountType: p.discountType,
        discountPercentage: p.discountType === "PERCENTAGE" ? p.discountValue : null,
        discountAmount: BigInt(p.discountAmount),
        netPrice: BigInt(p.netPrice),
        tags: p.tags,
        observations: p.observations,
        brokenRules: p.brokenRules as unknown as Prisma.InputJsonValue,
        submittedAt: p.submittedAt,
        series: {
          create: p.series.map((s, position) => ({
            position,
            type: s.type,
            downPaymentVariant: s.down_payment_variant ?? null,
            count: s.count,
            value: BigInt(s.value_cents),
            firstDueDate: new Date(`${s.first_due_date}T00:00:00Z`),
            periodicityMonths: s.periodicityMonths,
            indexType: s.index ?? null,
          })),
        },
      },
      select: { id: true },
    });
    return row.id;
  }

  async findById(id: string): Promise<ProposalWithParent | null> {
    const p = await this.db.proposal.findUnique({
      where: { id },
      include: { ...proposalInclude, ...proposalRefsInclude, parent: { include: proposalInclude } },
    });
    if (!p) return null;
    const names = await userNames(this.db, [p.brokerId]);
    return {
      ...toProposalRow(p),
      parent: p.parent ? toProposalRow(p.parent) : null,
      refs: dealRefsOf(p, p.brokerId, names),
    };
  }

  async list(f: ProposalFilter): Promise<{ rows: ProposalWithParent[]; total: number }> {
    const where: Prisma.ProposalWhereInput = {
      ...(f.status ? { status: f.status } : {}),
      ...(f.leadId ? { leadId: f.leadId } : {}),
      ...(f.unitId ? { unitId: f.unitId } : {}),
      ...(f.enterpriseId ? { enterpriseId: f.enterpriseId } : {}),
      ...(f.brokerId ? { brokerId: f.brokerId } : {}),
      ...(f.ownerId ? ownerWhere(f.ownerId) : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.proposal.findMany({
        where,
        include: { ...proposalInclude, ...proposalRefsInclude, parent: { include: proposalInclude } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.proposal.count({ where }),
    ]);
    const names = await userNames(
      this.db,
      rows.map((p) => p.brokerId),
    );
    return {
      rows: rows.map((p) => ({
        ...toProposalRow(p),
        parent: p.parent ? toProposalRow(p.parent) : null,
        refs: dealRefsOf(p, p.brokerId, names),
      })),
      total,
    };
  }

  /** Row lock for a transition (two approvers clicking at once: the second sees the new status). */
  async lock(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM proposals WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** Conditional move: only from one of `from`; false when someone else moved it first. */
  async moveStatus(
    id: string,
    from: readonly ProposalStatus[],
    to: ProposalStatus,
    extra: { submittedAt?: Date; decidedAt?: Date; brokenRules?: StoredFailedRule[]; tags?: string[] } = {},
  ): Promise<boolean> {
    const { count } = await this.db.proposal.updateMany({
      where: { id, status: { in: [...from] } },
      data: {
        status: to,
        ...(extra.submittedAt ? { submittedAt: extra.submittedAt } : {}),
        ...(extra.decidedAt ? { decidedAt: extra.decidedAt } : {}),
        ...(extra.brokenRules ? { brokenRules: extra.brokenRules as unknown as Prisma.InputJsonValue } : {}),
        ...(extra.tags ? { tags: extra.tags } : {}),
      },
    });
    return count === 1;
  }

  async setTags(id: string, tags: string[]): Promise<void> {
    await this.db.proposal.update({ where: { id }, data: { tags } });
  }

  async addLog(entry: {
    proposalId: string;
    actorId: string | null;
    action: string;
    fromStatus: ProposalStatus | null;
    toStatus: ProposalStatus | null;
    reason?: string | null;
    data?: Record<string, unknown>;
  }): Promise<void> {
    await this.db.proposalLog.create({
      data: {
        ...entry,
        reason: entry.reason ?? null,
        data: (entry.data ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
  }

  async logs(proposalId: string) {
    return this.db.proposalLog.findMany({ where: { proposalId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  async recordApprovals(
    proposalId: string,
    decision: "APPROVED" | "DISAPPROVED",
    approverId: string,
    reason: string | null,
  ): Promise<void> {
    await this.db.proposalApproval.create({
      data: { proposalId, approverId, decision, reason, decidedAt: new Date() },
    });
  }
}
