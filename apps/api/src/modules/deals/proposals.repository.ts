import type { DiscountType } from "@portal/contracts/discount";
import type { DownPaymentVariant, IndexType, PlanSeries, SeriesType } from "@portal/contracts/payment-plan";
import type { ProposalStatus } from "@portal/contracts/sale-state";
import type { Prisma, PrismaClient } from "@portal/db/client";

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

export interface NewProposal {
  leadId: string;
  unitId: string;
  enterpriseId: string;
  brokerId: string;
  partnerAgencyId: string | null;
  createdById: string;
  status: ProposalStatus;
  version: number;
  parentId: string | null;
  price: number;
  discountType: DiscountType | null;
  discountValue: number | null;
  discountAmount: number;
  netPrice: number;
  tags: string[];
  observations: string | null;
  brokenRules: StoredFailedRule[];
  series: (PlanSeries & { periodicityMonths: number })[];
  submittedAt: Date | null;
}

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

const include = {
  series: { orderBy: { position: "asc" } },
  logs: { where: { action: { in: ["approved", "disapproved", "canceled"] } }, orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.ProposalInclude;
type ProposalRecord = Prisma.ProposalGetPayload<{ include: typeof include }>;
/** Lead and unit names joined into the same query as the proposal. */
const refsInclude = {
  lead: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, number: true, tower: { select: { name: true } }, enterprise: { select: { name: true } } },
  },
} satisfies Prisma.ProposalInclude;
type RefsRecord = Prisma.ProposalGetPayload<{ include: typeof refsInclude }>;

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

/** Names of the given users in one query (brokers and coordinators are plain ids on deals). */
export async function userNames(db: PrismaClient, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
  return new Map(users.map((u) => [u.id, u.fullName]));
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function toRow(p: ProposalRecord): ProposalRow {
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
      include: { ...include, ...refsInclude, parent: { include } },
    });
    if (!p) return null;
    const names = await userNames(this.db, [p.brokerId]);
    return { ...toRow(p), parent: p.parent ? toRow(p.parent) : null, refs: dealRefsOf(p, p.brokerId, names) };
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
        include: { ...include, ...refsInclude, parent: { include } },
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
        ...toRow(p),
        parent: p.parent ? toRow(p.parent) : null,
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
