/** Units with a price, approval rules and commission info for the deals tests: direct inserts, unique data. */
import { randomBytes } from "node:crypto";
import type { PrismaClient, Unit } from "@portal/db/client";
import type { FastifyInstance } from "fastify";
import { address } from "./addresses";
import { createEnterprise } from "./enterprises";
import { createLead, type Staff } from "./leads";

const unique = () => randomBytes(3).toString("hex");

export async function createDealEnterprise(
  prisma: PrismaClient,
  opts: {
    rules?: { kind: string; threshold: number; level?: number }[];
    commission?: { agency: number; broker: number; coordinator: number } | null;
    approvers?: { userId: string; level: number }[];
  } = {},
) {
  const enterprise = await createEnterprise(prisma);
  const tower = await prisma.tower.create({
    data: { enterpriseId: enterprise.id, name: `Torre ${unique()}`, floors: 10, unitsPerFloor: 4 },
  });
  for (const r of opts.rules ?? []) {
    await prisma.approvalRule.create({
      data: { enterpriseId: enterprise.id, kind: r.kind, threshold: r.threshold, level: r.level ?? 1 },
    });
  }
  if (opts.commission !== null) {
    const c = opts.commission ?? { agency: 2, broker: 1.5, coordinator: 0.5 };
    await prisma.enterpriseCommissionInfo.create({
      data: {
        enterpriseId: enterprise.id,
        agencyPercentage: c.agency,
        brokerPercentage: c.broker,
        coordinatorPercentage: c.coordinator,
      },
    });
  }
  for (const a of opts.approvers ?? []) {
    await prisma.enterpriseApprover.create({ data: { enterpriseId: enterprise.id, userId: a.userId, level: a.level } });
  }
  let n = 0;
  const unit = (overrides: Partial<{ price: bigint | null; status: Unit["status"]; suspended: boolean }> = {}) => {
    n += 1;
    return prisma.unit.create({
      data: {
        enterpriseId: enterprise.id,
        towerId: tower.id,
        floor: 1 + (n % 10),
        number: `${100 + n}`,
        privateArea: 68.5,
        price: 50_000_000n,
        ...overrides,
      },
    });
  };
  return { enterprise, tower, unit };
}

/** The domain notes' plan for R$ 500.000,00 minus `discount` centavos taken off the financing. */
export function planFor(netCents: number) {
  return [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 5_000_000, first_due_date: "2026-12-01" },
    { type: "MONTHLY", count: 36, value_cents: 200_000, first_due_date: "2027-01-10", index: "INCCDI" },
    { type: "ANNUALLY", count: 3, value_cents: 1_500_000, first_due_date: "2027-12-10", index: "INCCDI" },
    {
      type: "FINANCING",
      count: 1,
      value_cents: netCents - 5_000_000 - 36 * 200_000 - 3 * 1_500_000,
      first_due_date: "2029-12-10",
    },
  ];
}

export const BUYER = {
  full_name: "Mariana Souza Lima",
  document_type: "CPF",
  document: "529.982.247-25",
  email: "mariana.lima@example.com",
  address,
  share_percent: 100,
} as const;

/** Counts of the rows a proposal or sale writes, to assert that a refused request wrote nothing. */
export async function dealWrites(prisma: PrismaClient) {
  const [proposals, series, proposalLogs, sales, buyers, saleLogs, unitLogs, leadLogs, commissions] = await Promise.all(
    [
      prisma.proposal.count(),
      prisma.proposalSerie.count(),
      prisma.proposalLog.count(),
      prisma.sale.count(),
      prisma.saleBuyer.count(),
      prisma.saleLog.count(),
      prisma.unitLog.count(),
      prisma.leadLog.count(),
      prisma.commission.count(),
    ],
  );
  return { proposals, series, proposalLogs, sales, buyers, saleLogs, unitLogs, leadLogs, commissions };
}

/**
 * Through the API: a proposal within the rules (approved at once) for a new lead of `broker` on a unit of `deal`, and the
 * sale created from it by `broker`. Both answers are returned as JSON.
 */
export async function saleThroughApi(
  app: FastifyInstance,
  prisma: PrismaClient,
  broker: Staff,
  deal?: Awaited<ReturnType<typeof createDealEnterprise>>,
) {
  const { enterprise, unit } = deal ?? (await createDealEnterprise(prisma));
  const u = await unit();
  const lead = await createLead(prisma, { enterpriseId: enterprise.id, ownerId: broker.user.id });
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: broker.headers, payload });
  const proposal = (
    await post("/proposals", { lead_id: lead.id, unit_id: u.id, series: planFor(50_000_000), submit: true })
  ).json();
  const sale = (await post("/sales", { proposal_id: proposal._id, buyers: [BUYER] })).json();
  return { enterprise, unit: u, lead, proposal, sale };
}
